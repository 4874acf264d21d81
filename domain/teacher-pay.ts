/**
 * The weekly individual-hours report (spec 02 §4 "Weekly report range", §5 AFP and individual report, §9
 * weekly total; docs/DOMAIN.md "Teacher pay"): the week rule, its Spanish display, the AFP checks and the total.
 * Dates are La Paz calendar dates 'YYYY-MM-DD'; amounts are centavos.
 */

export const TEACHER_PAY_MESSAGES = {
  teacher: 'Seleccione un Profesor',
  week: 'Seleccione una Fecha',
  discountRequired: 'Ingrese un descuento',
  discountInvalid: 'Ingrese un descuento valido',
  detailRequired: 'Ingrese un detalle',
  noDiscounts: 'No se encontro descuentos',
  none: 'No se encontro registros',
} as const;

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const DAY_MS = 86_400_000;

const parse = (date: string) => Date.parse(`${date}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Spec 02 §4: a Sunday start gives the end 5 days later; a Friday end gives the start 5 days earlier; any
 * other day gives the Sunday before and the Friday after (a Saturday therefore spans into the next week).
 */
export function payWeek(date: string): { start: string; end: string } {
  const ms = parse(date);
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 0) return { start: date, end: format(ms + 5 * DAY_MS) };
  if (weekday === 5) return { start: format(ms - 5 * DAY_MS), end: date };
  const sundayBefore = ms - weekday * DAY_MS;
  const fridayAfter = ms + ((5 - weekday + 7) % 7) * DAY_MS;
  return { start: format(sundayBefore), end: format(fridayAfter) };
}

/** 'dd Month yyyy - dd Month yyyy' with Spanish month names. */
export function weekLabel(range: { start: string; end: string }): string {
  const show = (date: string) => `${date.slice(8, 10)} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  return `${show(range.start)} - ${show(range.end)}`;
}

/** The AFP dialog's discount: required, a number with at most two decimals, above zero. */
export function afpDiscountProblem(text: string): string | null {
  const value = text.trim().replace(',', '.');
  if (!value) return TEACHER_PAY_MESSAGES.discountRequired;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) return TEACHER_PAY_MESSAGES.discountInvalid;
  return null;
}

/** Spec 02 §9: weekly total = individuals + practices − AFP. */
export const weeklyTotal = (individualsCents: number, practicesCents: number, afpCents: number) =>
  individualsCents + practicesCents - afpCents;

/** A lesson's pay: its hours times the hourly amount of the payment category, rounded to the centavo. */
export const lessonPayCents = (minutes: number, hourlyCents: number) => Math.round((minutes * hourlyCents) / 60);

/** A practice's share: the income times the category's fraction (basis points), rounded to the centavo. */
export const practiceShareCents = (incomeCents: number, shareBp: number) =>
  Math.round((incomeCents * shareBp) / 10_000);
