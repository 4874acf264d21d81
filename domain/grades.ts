/**
 * Grades, attendance and diagnosis rules (spec 02 §5, §9; spec 01 §2, §9) shared by the admin forms and
 * the API. Grades and diagnosis scores are kept in hundredths (0..10000) so 87.25 is exact.
 */
import { SPANISH_MONTHS } from './months.js';

/** What no grade sheet reaches: a group has at most a few hundred students and a few subject columns. */
export const MAX_SHEET_ROWS = 1000;
export const MAX_SHEET_COLUMNS = 60;

export const GRADE_MESSAGES = {
  required: 'Ingrese una nota',
  format: 'La nota debe ser un número entre 0 y 100',
  range: 'La nota debe estar entre 0 y 100',
  saved: 'Se registro las notas',
  bulkFailed: 'Ocurrio un problema al registrar las notas, por favor intente de nuevo',
  examSaved: 'Se registro la nota',
  examUpdated: 'Se actualizo la nota',
  examExists: 'La nota ya fue registrada, utilice editar',
  examMissing: 'No existe una nota registrada para editar',
  semester: 'Seleccione un semestre',
  group: 'Seleccione un grupo',
  month: 'Seleccione un mes',
  evaluation: 'Seleccione un tipo de evaluación',
  partial: 'Seleccione un parcial',
  subject: 'Seleccione una materia',
  date: 'Seleccione una fecha',
  noSubjects: 'No se registro las materias',
  notTaught: 'La materia no esta asignada al docente en este grupo',
  notEnrolled: 'El estudiante no esta inscrito en el grupo',
  monthOutOfRange: 'El mes no corresponde a las cuotas del grupo',
  unknownStudent: 'Estudiante desconocido',
  otherGroup: 'El archivo corresponde a otro grupo',
  unknownSubject: 'Materia desconocida',
  fileMissing: 'Seleccione un archivo .xlsx',
  fileTooLarge: 'El archivo supera el tamaño máximo de 5 MB',
  fileNotSpreadsheet: 'El archivo no es una hoja de cálculo .xlsx válida',
  fileIsXls: 'El formato .xls (Excel 97-2003) no es compatible. Guarde el archivo como .xlsx e intente de nuevo',
  fileNoSheet: "El archivo no tiene la hoja 'Calificaciones' con las columnas de la planilla",
  fileNoRows: 'El archivo no tiene filas de estudiantes',
  fileTooManyRows: `El archivo tiene demasiadas filas para una planilla de notas (máximo ${MAX_SHEET_ROWS})`,
  fileTooManyColumns: `El archivo tiene demasiadas columnas para una planilla de notas (máximo ${MAX_SHEET_COLUMNS})`,
  fileTooBigUnpacked: 'El contenido del archivo es demasiado grande para una planilla de notas',
  fileHasErrors: 'El archivo tiene notas no válidas; corrija las celdas marcadas',
} as const;

export const ATTENDANCE_MESSAGES = {
  saved: 'Se registro la asistencia',
  dateRequired: 'Seleccione una fecha',
  weekend: 'No se registra asistencia los sabados ni domingos.',
  future: 'La fecha no puede ser posterior a hoy',
  tooOld: 'La fecha no puede ser anterior al 01/01/2010',
  noStudents: 'Seleccione al menos un estudiante',
  noClassDates: 'No se asigno fechas de clase para el grupo.',
  notEnrolled: 'El estudiante no esta inscrito en el grupo',
} as const;

export const DIAGNOSIS_MESSAGES = {
  saved: 'Se registro las notas de diagnóstico',
  failed: 'Ocurrio un problema, vuelva a intentarlo',
} as const;

/** A sheet's student as the conflict messages name them: 'MAMANI QUISPE, JUAN'. */
export const sheetStudentName = (lastNames: string, firstNames: string) =>
  [lastNames.trim(), firstNames.trim()].filter(Boolean).join(', ');

/**
 * A cell of a grade, diagnosis or attendance sheet that someone else changed after it was read:
 * it is refused and named, the sheet's other cells are saved.
 */
export const CELL_CHANGED = {
  grade: (name: string) => `La nota de ${name} cambió mientras editaba`,
  diagnosis: (name: string) => `El diagnóstico de ${name} cambió mientras editaba`,
  attendance: (name: string) => `La asistencia de ${name} cambió mientras editaba`,
} as const;
export type SheetKind = keyof typeof CELL_CHANGED;

/** The 409's msg: the one refused cell, or the first and how many more. */
export function cellsChangedMessage(messages: string[]): string {
  if (messages.length <= 1) return messages[0] ?? '';
  return `${messages[0]} (y ${messages.length - 1} más)`;
}

export const EVALUATION_TYPES = [
  { id: 0, name: 'Simulacro' },
  { id: 1, name: 'Examen' },
] as const;
const MAX_PARTIALS = 6;
export const MIN_DATE = '2010-01-01';
const GRADE_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;
export const GRADES_SHEET = 'Calificaciones';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A typed grade → hundredths, or the spec's message. Accepts '87', '87.5', '87,25' and numbers. */
export function parseGrade(value: unknown): { ok: true; hundredths: number } | { ok: false; message: string } {
  if (value === null || value === undefined || String(value).trim() === '')
    return { ok: false, message: GRADE_MESSAGES.required };
  const text = typeof value === 'number' ? trimNumber(value) : String(value).trim();
  if (!GRADE_PATTERN.test(text)) return { ok: false, message: GRADE_MESSAGES.format };
  const [whole, fraction = ''] = text.split(/[.,]/);
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths > 10000) return { ok: false, message: GRADE_MESSAGES.range };
  return { ok: true, hundredths };
}

/** A spreadsheet number such as 87.25000000001 is read as written; anything finer than 2 decimals stays invalid. */
function trimNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(value * 100) / 100;
  return Math.abs(rounded - value) < 1e-9 ? String(rounded) : String(value);
}

export const gradeFromHundredths = (hundredths: number | null | undefined): number | null =>
  hundredths === null || hundredths === undefined ? null : hundredths / 100;

/** The months (partials) of a group: one per instalment, at most 6 (spec 02 §9 "months generated from group cuotas"). */
export function groupMonths(instalments: number): Array<{ id: number; name: string }> {
  const count = Math.max(0, Math.min(MAX_PARTIALS, Math.trunc(instalments)));
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Mes ${i + 1}` }));
}

export const partialLabel = (type: number, partial: number) => `${type === 1 ? 'Examen' : 'Simulacro'} ${partial}`;

/** Diagnosis bands of the report card (spec 01 §2, §9): below 30, 30 to below 50, 50 or more. */
export function diagnosisBand(score: number | null | undefined): { level: 0 | 1 | 2; label: string } | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  if (score < 30) return { level: 0, label: 'Nivel bajo (menos de 30)' };
  if (score < 50) return { level: 1, label: 'Nivel medio (de 30 a menos de 50)' };
  return { level: 2, label: 'Nivel alto (50 o más)' };
}

/** Attendance percentage over the group's class dates (days with attendance taken), two decimals; 0 without dates. */
export function attendancePercentage(present: number, classDates: number): number {
  if (classDates <= 0) return 0;
  return Math.round((Math.min(present, classDates) / classDates) * 10000) / 100;
}

/** Day of week of a YYYY-MM-DD calendar date, 0 = Sunday (no time zone involved). */
function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Monday to Friday: the institute's class days (no Saturday in the spec, no Sunday class). */
export function isWeekday(date: string): boolean {
  const day = weekdayOf(date);
  return day >= 1 && day <= 5;
}

/** The day attendance opens on: today when it is a class day, else the last class day before it (Friday). */
export function lastClassDay(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** Why a date cannot carry attendance, or null: no weekends (spec: no Saturdays; the institute has no Sunday class), no future, not before 2010. */
export function attendanceDateProblem(date: string, today: string): string | null {
  if (!isRealDate(date)) return ATTENDANCE_MESSAGES.dateRequired;
  if (date < MIN_DATE) return ATTENDANCE_MESSAGES.tooOld;
  if (date > today) return ATTENDANCE_MESSAGES.future;
  if (!isWeekday(date)) return ATTENDANCE_MESSAGES.weekend;
  return null;
}

/** The months a group runs through, 'YYYY-MM' from its start month, one per instalment (the attendance report's 'Mes'). */
export function groupCalendarMonths(startDate: string, instalments: number): string[] {
  const [y, m] = startDate.split('-').map(Number);
  return Array.from({ length: Math.max(1, Math.min(12, instalments)) }, (_, i) => {
    const month = m - 1 + i;
    return `${y + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

export const monthTitle = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-').map(Number);
  return `${SPANISH_MONTHS[m - 1]} ${y}`;
};
