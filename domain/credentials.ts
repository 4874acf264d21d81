/**
 * Student credentials and the QR check-in at the door (spec 01 §2–§8 "credentials"):
 * message texts, the QR code format and the small labels both the dialog and the documents print.
 */

import { formatBs } from './money.js';
import { SPANISH_MONTHS } from './months.js';
export const CREDENTIAL_MESSAGES = {
  created: 'Se registro la creación de credencial',
  createFailed: 'Ocurrio algo inesperado. Por favor intente de nuevo',
  invalidQr: 'QR invalido, vuelva generar',
  noPhoto: 'El estudiante no subio la fotografia',
  qrGenerated: 'Se genero un nuevo codigo QR',
  photoSaved: 'Se guardo la fotografia',
  photoRejected: 'Se rechazo la fotografia',
  photoMissingFile: 'Seleccione una fotografia',
  photoType: 'Solo se aceptan fotografias JPG o PNG.',
  photoTooLarge: 'La fotografia no debe superar los 5 MB.',
  photoUnreadable: 'No se pudo leer la imagen. Intente con otra fotografia.',
  photoTooManyPixels: 'La fotografia tiene demasiados pixeles (maximo 40 megapixeles).',
  notEnrolled: 'El estudiante no esta inscrito en el grupo.',
  ciMismatch: 'El ci no corresponde al estudiante.',
  checkInCodeRequired: 'Ingrese el codigo de la credencial',
  checkInInvalid: 'Codigo QR no valido o reemplazado. Solicite una nueva credencial.',
  checkInWeekend: 'No se registra asistencia los sabados ni domingos.',
  checkInInactive: 'La inscripcion del estudiante no esta activa.',
  checkInDone: 'Asistencia registrada',
  checkInRepeated: 'La asistencia de hoy ya estaba registrada',
} as const;

/** The placeholder the dialog starts with (spec 01 §4): never drawn as a QR, and an invalid stored code. */
export const QR_PLACEHOLDER = '123';

/** 'CRED-' + 22 base64url characters (128 random bits): unguessable, and unrelated to ci or ids. */
// The '-' is escaped: browsers compile an input's `pattern` with the `v` flag, where an unescaped '-' at the end of a
// class is a syntax error (Chromium then logs it and skips the check).
// eslint-disable-next-line no-useless-escape
export const CREDENTIAL_CODE_PATTERN = /^CRED-[A-Za-z0-9_\-]{22}$/;

export function isCredentialCode(text: string | null | undefined): text is string {
  return typeof text === 'string' && CREDENTIAL_CODE_PATTERN.test(text);
}

/** 'YYYY-MM-DD' → 'Válido hasta: diciembre 2026' (the group's end date, month and year in Spanish). */
export function validUntilLabel(endDate: string): string {
  const [year, month] = endDate.split('-').map(Number);
  if (!year || !month || month > 12) return '';
  return `Válido hasta: ${SPANISH_MONTHS[month - 1]} ${year}`;
}

/** The payment warning shown at check-in: 'Tiene 2 cuotas vencidas: Bs 600,00'; null when nothing is overdue. */
export function overdueWarning(count: number, cents: number): string | null {
  if (count <= 0 || cents <= 0) return null;
  return `Tiene ${count} ${count === 1 ? 'cuota vencida' : 'cuotas vencidas'}: ${formatBs(cents)}`;
}
