/**
 * The teacher calendar's rules (spec 02 §4, §5, §9; docs/DOMAIN.md "Individual lessons, reservations and
 * packages"): weekly repetition, the hours a slot may take, the minutes of an hours package, the event
 * type of a lesson and the texts the admin and the API both show. Pure, so that both sides and the unit
 * tests share one reading. Instants are ISO 8601 UTC strings; La Paz is UTC−4 all year.
 */

export const CALENDAR_MESSAGES = {
  group: 'Debe ingresar un Grupo',
  weeks: 'Debe ingresar la cantidad de semanas',
  time: 'Debe ingresar una hora',
  subject: 'Debe seleccionar una materia',
  level: 'Debe seleccionar un nivel',
  numberStudents: 'Debe seleccionar la cantidad de estudiantes',
  teacher: 'Debe seleccionar un Profesor',
  receipt: 'Debe seleccionar un recibo para la impresion',
  confirmDelete: '¿Esta seguro de eliminar el evento?',
  paidLesson: 'Una vez pagada la clase no puede eliminarla',
  allClassesAssigned: 'Ya se asignaron todas las clases',
  noMinutesLeft: 'Ya se asignaron todas las horas no quedan minutos por asignar.',
  notEnoughOnEdit: 'No tiene suficientes minutos para asignar, por favor vuelva a intentarlo.',
  endBeforeStart: 'La hora final debe ser posterior a la hora inicial',
  sunday: 'No se puede programar clases los domingos',
  outsideHours: 'El horario debe estar entre las 08:00 y las 24:00',
  sameDay: 'El horario debe empezar y terminar el mismo día',
  tooLong: 'Un horario no puede durar más de 16 horas',
} as const;

/** 'Solo tiene {n} minutos para asignar, …' (spec 02 §5). */
export const onlyMinutesLeft = (minutes: number) =>
  `Solo tiene ${minutes} minutos para asignar, por favor vuelva a asignar el horario.`;

/** Spec 02 §9: Monday to Saturday, first hour 08:00, 16 one-hour intervals (to midnight), 30-minute steps. */
export const CALENDAR = {
  firstHour: 8,
  intervals: 16,
  stepMinutes: 30,
  height: 900,
  groupWeeks: { min: 1, max: 18 },
  activityWeeks: { min: 1, max: 8 },
  numberStudents: { min: 1, max: 10 },
  activityDescription: 'BLOQUEADO',
} as const;

/** Calendar event types of spec 02 §4. 6 is ours: a group block; activity blocks (BLOQUEADO) show as 8. */
export const EVENT_TYPE = {
  UNPAID: 1,
  PARTIAL: 2,
  PAID: 3,
  OTHER_PAID: 4,
  PACKAGE: 5,
  GROUP: 6,
  ACTIVITY: 8,
  OTHER: 8,
} as const;

/** Spec 02 §9 colours; 'virtual' paid lessons are pink, the selected student's lessons amber. */
const EVENT_COLOURS: Record<number, string> = {
  1: '#fff59d',
  2: '#64b5f6',
  3: '#81c784',
  4: '#ba68c8',
  5: '#c5e1a5',
  6: '#b3e5fc',
  8: '#e57373',
};
const VIRTUAL_PAID_COLOUR = '#f48fb1';
const SELECTED_STUDENT_COLOUR = '#ffb300';

export function eventColour(type: number, options: { virtual?: boolean; selected?: boolean } = {}): string {
  if (options.selected) return SELECTED_STUDENT_COLOUR;
  if (type === EVENT_TYPE.PAID && options.virtual) return VIRTUAL_PAID_COLOUR;
  return EVENT_COLOURS[type] ?? EVENT_COLOURS[EVENT_TYPE.GROUP];
}

/** Spec 02 §4: which popup actions an event offers. */
export const eventActions = (type: number) => ({
  pay: type < EVENT_TYPE.PAID,
  viewReceipt: type > EVENT_TYPE.UNPAID && type !== EVENT_TYPE.PACKAGE && type <= EVENT_TYPE.OTHER_PAID,
  change: type > EVENT_TYPE.PARTIAL && type <= EVENT_TYPE.PACKAGE,
});

/** Types 2, 3 and 4 are a paid lesson: only role 1 may delete one. */
export const isPaidLesson = (type: number) =>
  type === EVENT_TYPE.PARTIAL || type === EVENT_TYPE.PAID || type === EVENT_TYPE.OTHER_PAID;

/** The type of a reservation's lessons: a package is 5; otherwise by what has been paid of the price. */
export function lessonType(reservation: {
  minutesLeft: number | null;
  priceCents: number | null;
  paidCents: number;
}): number {
  if (reservation.minutesLeft !== null) return EVENT_TYPE.PACKAGE;
  if (reservation.paidCents <= 0) return EVENT_TYPE.UNPAID;
  if (reservation.priceCents !== null && reservation.paidCents < reservation.priceCents) return EVENT_TYPE.PARTIAL;
  return EVENT_TYPE.PAID;
}

const MINUTE = 60_000;
const LA_PAZ_OFFSET_MINUTES = -240;

export interface Slot {
  start: string;
  end: string;
}

/** The wall clock of an instant in La Paz: weekday (0 Sunday), minutes since midnight and the date. */
function laPazClock(iso: string) {
  const shifted = new Date(Date.parse(iso) + LA_PAZ_OFFSET_MINUTES * MINUTE);
  return {
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    date: shifted.toISOString().slice(0, 10),
  };
}

export const slotMinutes = (slot: Slot) => Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / MINUTE);

/** What is wrong with a slot, or null: end after start, same La Paz day, Monday–Saturday, 08:00–24:00. */
export function slotProblem(slot: Slot): string | null {
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return CALENDAR_MESSAGES.time;
  if (end <= start) return CALENDAR_MESSAGES.endBeforeStart;
  const from = laPazClock(slot.start);
  const to = laPazClock(new Date(end - MINUTE).toISOString());
  if (from.date !== to.date) return CALENDAR_MESSAGES.sameDay;
  if (from.weekday === 0) return CALENDAR_MESSAGES.sunday;
  if (from.minutes < CALENDAR.firstHour * 60) return CALENDAR_MESSAGES.outsideHours;
  return null;
}

/** A block repeated weekly: occurrence k starts k × 7 days after the first (La Paz has no DST). */
export function weeklySlots(first: Slot, weeks: number): Slot[] {
  const week = 7 * 24 * 60 * MINUTE;
  return Array.from({ length: weeks }, (_, k) => ({
    start: new Date(Date.parse(first.start) + k * week).toISOString(),
    end: new Date(Date.parse(first.end) + k * week).toISOString(),
  }));
}

export const overlaps = (a: Slot, b: Slot) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/**
 * Hours-pack rule (spec 02 §5): the minutes a new or moved lesson may take from a package holding
 * `minutesLeft`. On edit the lesson's old minutes come back first. Returns the message or null.
 */
export function packageMinutesProblem(
  minutesLeft: number,
  newMinutes: number,
  oldMinutes: number | null = null,
): string | null {
  if (oldMinutes === null) {
    if (minutesLeft <= 0) return CALENDAR_MESSAGES.noMinutesLeft;
    if (newMinutes > minutesLeft) return onlyMinutesLeft(minutesLeft);
    return null;
  }
  if (newMinutes - oldMinutes > minutesLeft) {
    return minutesLeft <= 0 ? CALENDAR_MESSAGES.notEnoughOnEdit : onlyMinutesLeft(minutesLeft + oldMinutes);
  }
  return null;
}

/**
 * The suggested price of a reservation: the individual payment category's amount for its level and number
 * of students, per hour, times the hours booked (rounded to the centavo).
 */
export function reservationPriceCents(hourlyCents: number, bookedMinutes: number): number {
  return Math.round((hourlyCents * bookedMinutes) / 60);
}

/** 'El docente ya tiene una clase el 12/03 de 10:00 a 11:00' — the clash named in La Paz time. */
export function clashMessage(who: 'teacher' | 'student', what: string, slot: Slot): string {
  const from = laPazClock(slot.start);
  const to = laPazClock(slot.end);
  const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const day = `${from.date.slice(8, 10)}/${from.date.slice(5, 7)}`;
  const subject = who === 'teacher' ? 'El docente ya tiene' : 'El estudiante ya tiene';
  return `${subject} ${what} el ${day} de ${hm(from.minutes)} a ${hm(to.minutes || 24 * 60)}`;
}

const SHORT_WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** 'jue 26/11 10:30–11:30': a slot as the move confirmation shows it, in La Paz time. */
function slotLabel(slot: Slot): string {
  const from = laPazClock(slot.start);
  const to = laPazClock(slot.end);
  const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${SHORT_WEEKDAYS[from.weekday]} ${from.date.slice(8, 10)}/${from.date.slice(5, 7)} ${hm(from.minutes)}–${hm(to.minutes || 24 * 60)}`;
}

/**
 * The question a drag or resize on the calendar asks before anything moves:
 * '¿Mover la clase de MATI del jue 26/11 10:30–11:30 al jue 26/11 14:30–15:30?'.
 */
export const PAID_LESSON_MOVE = 'La clase tiene pagos registrados.';

export const moveLessonQuestion = (subjectCode: string, from: Slot, to: Slot) =>
  `¿Mover la clase de ${subjectCode} del ${slotLabel(from)} al ${slotLabel(to)}?`;
/** Subject `tipo` (spec 02 data: 1 individual, 2 group). */
const SUBJECT_TYPE = { INDIVIDUAL: 1, GROUP: 2 } as const;

/**
 * What the class form offers: the teacher's individual subjects (a group subject belongs to group blocks), plus
 * the lesson's own subject when editing one booked before, so the form still shows it.
 */
export function lessonSubjects<T extends { idMateria: number; tipo?: number | null }>(
  subjects: T[],
  currentId?: number | null,
): T[] {
  return subjects.filter((s) => Number(s.tipo) === SUBJECT_TYPE.INDIVIDUAL || s.idMateria === currentId);
}
