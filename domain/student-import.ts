/**
 * Importing students and their enrolments from a spreadsheet: the template's columns, the Spanish messages, the
 * outcome of each row and the pure reading of its cells. Shared by the API (template, preview, confirm) and the
 * admin (the preview table).
 */

/** «1 pago», «2 pagos»: a count with its noun in the right number. */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The template's columns, in order; `required` ones must be in the header row of an upload. */
export const IMPORT_COLUMNS = [
  { key: 'ci', header: 'CI', required: true, width: 14 },
  { key: 'names', header: 'Nombres', required: true, width: 22 },
  { key: 'surnames', header: 'Apellidos', required: true, width: 22 },
  { key: 'phone', header: 'Teléfono', required: false, width: 12 },
  { key: 'semester', header: 'Semestre', required: false, width: 18 },
  { key: 'group', header: 'Grupo', required: true, width: 20 },
  { key: 'enrolledOn', header: 'Fecha de inscripción', required: false, width: 14 },
  { key: 'discount', header: 'Descuento (Bs)', required: false, width: 12 },
  { key: 'paidCount', header: 'Cuotas pagadas', required: false, width: 10 },
  { key: 'paidAmount', header: 'Monto pagado (Bs)', required: false, width: 14 },
  { key: 'paymentType', header: 'Tipo de pago', required: false, width: 16 },
  { key: 'guardianName', header: 'Apoderado', required: false, width: 24 },
  { key: 'guardianPhone', header: 'Teléfono del apoderado', required: false, width: 14 },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportCells = Partial<Record<ImportColumnKey, unknown>>;

export const IMPORT_SHEET = 'Estudiantes';
export const IMPORT_LISTS_SHEET = 'Listas';
export const IMPORT_TEMPLATE_FILE = 'Plantilla de estudiantes.xlsx';
/** The template's example row carries this CI; rows with it are left out of an import. */
export const EXAMPLE_CI = 'EJEMPLO';
/** Data rows one file may hold (the header row apart). */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** What a row will do: a new student enrolled, an existing student enrolled, nothing (already enrolled), or an error. */
export const OUTCOME = { NEW: 'nuevo', EXISTING: 'existente', UNCHANGED: 'sin cambios', ERROR: 'error' } as const;
export type ImportOutcome = (typeof OUTCOME)[keyof typeof OUTCOME];

export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  nuevo: 'Estudiante nuevo',
  existente: 'Estudiante existente: solo inscripción',
  'sin cambios': 'Ya inscrito: sin cambios',
  error: 'Error',
};

export const IMPORT_MESSAGES = {
  fileMissing: 'Seleccione un archivo .xlsx o .csv.',
  fileTooLarge: 'El archivo es demasiado grande (máximo 5 MB).',
  fileIsXls: 'El archivo es del formato antiguo .xls: guárdelo como .xlsx (Libro de Excel) e intente de nuevo.',
  fileNotSpreadsheet: 'El archivo no es una planilla .xlsx ni un .csv válido.',
  fileTooBigUnpacked: 'El archivo es demasiado grande una vez descomprimido.',
  fileTooManyRows: `El archivo tiene demasiadas filas (máximo ${MAX_IMPORT_ROWS}).`,
  fileTooManyColumns: 'El archivo tiene demasiadas columnas: use la plantilla.',
  fileNoSheet: 'El archivo no tiene una hoja con datos.',
  fileNoRows: 'El archivo no tiene filas de estudiantes.',
  missingColumns: (names: string[]) =>
    `Faltan columnas: ${names.join(', ')}. Descargue la plantilla y use sus encabezados.`,
  noBranch: 'Registre una sucursal del departamento antes de importar.',
  branchRequired: 'Seleccione una sucursal',
  previewed: 'Revise el resultado de cada fila y confirme para importar.',
  hasErrors: 'Las filas con error no se importarán; corríjalas y vuelva a importar el archivo.',
  nothingToImport: 'No hay filas nuevas para importar.',
  imported: (students: number, enrolments: number, payments: number) =>
    `Importación completa: ${counted(students, 'estudiante nuevo', 'estudiantes nuevos')}, ${counted(enrolments, 'inscripción', 'inscripciones')} y ${counted(payments, 'pago importado', 'pagos importados')}.`,
  // Row errors
  ciRequired: 'Falta el CI',
  ciTooLong: 'El CI es demasiado largo (máximo 20 caracteres)',
  namesRequired: 'Faltan los nombres o los apellidos',
  nameTooLong: 'Nombres o apellidos demasiado largos (máximo 100 caracteres)',
  groupRequired: 'Falta el grupo',
  unknownGroup: (name: string) => `Grupo desconocido: «${name}»`,
  unknownSemester: (name: string) => `Semestre desconocido: «${name}»`,
  ambiguousGroup: (name: string) => `Hay varios grupos «${name}»: indique el semestre`,
  inactiveGroup: 'El grupo está desactivado',
  duplicateRow: (row: number) => `CI repetido en el archivo con el mismo grupo (fila ${row})`,
  duplicateCi: (row: number) => `CI repetido en el archivo con otro nombre (fila ${row})`,
  badDate: 'Fecha de inscripción no válida (use dd/mm/aaaa)',
  futureDate: 'La fecha de inscripción es posterior a hoy',
  badDiscount: 'Descuento no válido',
  badAmount: 'Monto pagado no válido',
  badCount: 'Cuotas pagadas no válidas',
  countOverInstalments: (n: number) => `El grupo tiene ${n} cuotas`,
  countAndAmount: 'Cuotas pagadas y monto pagado no coinciden',
  overCost: (cost: string) => `El monto pagado más el descuento supera el costo del curso (${cost})`,
  unknownPaymentType: (name: string) => `Tipo de pago desconocido: «${name}»`,
  noPaymentType: 'No hay tipos de pago: regístrelos en Administración',
  staffCi: 'El CI pertenece a un usuario del personal',
  inactiveStudent: 'El estudiante está eliminado; actívelo antes de inscribirlo',
  phoneTooLong: 'Teléfono demasiado largo (máximo 40 caracteres)',
} as const;

/** Header text → comparable key: lower case, no accents, single spaces. */
export function headerKey(text: unknown): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A cell as trimmed text ('' for empty). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');
const validDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * An enrolment date as 'YYYY-MM-DD': an Excel date (its calendar day), 'dd/mm/aaaa', 'd-m-aaaa' or 'aaaa-mm-dd';
 * '' when empty, null when not a date.
 */
export function parseImportDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // ExcelJS gives a date cell as UTC midnight of the day shown.
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  const text = String(value).trim();
  if (!text) return '';
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return validDay(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
  }
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match) {
    const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return validDay(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
  }
  return null;
}

/**
 * A Bs amount as centavos, without float arithmetic: a number of the sheet, or text such as '150', '150,50',
 * '1.500,50', 'Bs 150.5'; 0 when empty, null when not a non-negative amount of at most two decimals.
 */
export function parseImportCents(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 && cents <= 100_000_000 ? cents : null;
  }
  let text = String(value)
    .trim()
    .replace(/^bs\.?\s*/i, '')
    .replace(/\s/g, '');
  if (!text) return 0;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  const decimal = comma > dot ? ',' : '.';
  // The other separator, when present, groups thousands.
  text = text.split(decimal === ',' ? '.' : ',').join('');
  const match = new RegExp(`^(\\d{1,9})(?:\\${decimal}(\\d{1,2}))?$`).exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= 100_000_000 ? cents : null;
}

/** A count of instalments: a whole number ≥ 0; 0 when empty, null when not one. */
export function parseImportCount(value: unknown): number | null {
  const text = cellText(value);
  if (!text) return 0;
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** One instalment's share of what was already paid: cash received and discount, in centavos. */
export interface ImportedShare {
  cashCents: number;
  discountCents: number;
}

/**
 * How what was already paid lands on an enrolment's instalments: the cash oldest first (each instalment taking at
 * most its amount), the course discount from the last instalment backwards (the student owes less at the end).
 * Null when cash and discount together exceed the course's cost.
 */
export function importedShares(amounts: number[], paidCents: number, discountCents: number): ImportedShare[] | null {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (paidCents + discountCents > total) return null;
  let cash = paidCents;
  const shares = amounts.map((amount) => {
    const cashCents = Math.min(cash, amount);
    cash -= cashCents;
    return { cashCents, discountCents: 0 };
  });
  let discount = discountCents;
  for (let i = amounts.length - 1; i >= 0 && discount > 0; i -= 1) {
    const room = amounts[i]! - shares[i]!.cashCents;
    const take = Math.min(room, discount);
    shares[i]!.discountCents = take;
    discount -= take;
  }
  return shares;
}
