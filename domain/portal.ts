/**
 * The student and guardian portal: texts and rules the staff screens, the portal pages and the API share.
 * An activation code is printed on a slip and sent by WhatsApp; only its hash is stored.
 */

export const PORTAL_MESSAGES = {
  codeRequired: 'Ingrese el código de activación',
  codeInvalid: 'El código de activación no es válido.',
  codeUsed: 'El código de activación ya fue usado. Pida uno nuevo en el instituto.',
  codeExpired: 'El código de activación venció. Pida uno nuevo en el instituto.',
  passwordRequired: 'Ingrese una contraseña',
  passwordWeak: 'Debe Ingresar una contraseña valida',
  confirmRequired: 'Debe confirmar la contraseña',
  confirmMismatch: 'Las contraseñas deben ser las mismas',
  activated: 'Acceso habilitado. Ingrese con su CI y la contraseña que eligió.',
  issued: 'Código de activación generado',
  revoked: 'Acceso al portal revocado',
  ciTaken: 'Ese CI ya tiene acceso al portal con otra cuenta.',
  noAccount: 'La persona no tiene acceso al portal.',
  notLinked: 'El apoderado no está vinculado a este estudiante.',
  guardianLinked: 'Apoderado registrado',
  guardianUnlinked: 'Apoderado desvinculado',
  guardianCiOther: 'El ci pertenece a un estudiante o a una persona del personal del departamento',
  relationshipRequired: 'Seleccione el parentesco',
} as const;

/** Relationships offered when staff link a guardian. */
export const RELATIONSHIPS = ['MADRE', 'PADRE', 'TUTOR', 'HERMANO(A)', 'ABUELO(A)', 'TIO(A)', 'OTRO'] as const;

/** A code is valid for seven days from when staff issue it. */
export const ACTIVATION_DAYS = 7;

/** Letters and digits that cannot be mistaken for one another when typed from a slip (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;

/** Codes are typed as three groups of four; spaces, dashes and case do not matter. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function groupedCode(code: string): string {
  return normaliseCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** The portal's address for activation, as printed on the slip. */
export function activationPath(code: string): string {
  return `/portal/activar?codigo=${encodeURIComponent(groupedCode(code))}`;
}

/** The WhatsApp text that goes with a code, ready to send. */
export function activationText(input: { nombres: string; enlace: string; codigo: string; vence: string }): string {
  const first = input.nombres.trim().split(/\s+/)[0] ?? '';
  const name = first ? first.charAt(0) + first.slice(1).toLocaleLowerCase('es') : '';
  return (
    `Hola ${name}, le saludamos del Instituto Preuniversitario. Ya puede ver el estado de cuenta, las notas y la asistencia ` +
    `desde su celular: abra ${input.enlace} y cree su contraseña (código ${groupedCode(input.codigo)}, válido hasta el ${input.vence}). ` +
    'Después ingrese con su CI y esa contraseña.'
  );
}

/** The state of a person's portal access, as staff see it. */
export type PortalAccessState = 'sin acceso' | 'pendiente' | 'activo' | 'revocado';
