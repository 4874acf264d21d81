/** Request bodies of the portal's activation and of the staff calls that give access to it. */
import { FIELD_MAX_LENGTH as MAX } from '../../../../domain/field-limits.js';
import { PORTAL_MESSAGES as M, RELATIONSHIPS } from '../../../../domain/portal.js';
import { STRONG_PASSWORD } from '../../lib/password.js';
import { body, id, text } from '../../schemas/fields.js';

export const activationBody = body(
  {
    code: text({ required: M.codeRequired, raw: true, max: 40 }),
    password: text({
      required: M.passwordRequired,
      raw: true,
      pattern: [STRONG_PASSWORD, M.passwordWeak],
      max: MAX.pass,
    }),
    confirmation: text({ required: M.confirmRequired, raw: true, max: MAX.pass }),
  },
  ['code', 'password', 'confirmation'],
);

/** The person a code or a revocation is for: a linked guardian, or the student when idGuardian is null. */
export const personBody = body(
  { idGuardian: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647, errorMessage: 'Datos no válidos.' } },
  ['idGuardian'],
);

export const guardianBody = body(
  {
    ci: text({ required: 'Ingrese un ci', upper: true, max: MAX.ci }),
    names: text({ required: 'Ingrese nombres', upper: true, max: MAX.names }),
    surnames: text({ required: 'Ingrese apellidos', upper: true, max: MAX.surnames }),
    phone: text({
      required: 'Ingrese un numero de telefono',
      pattern: [/^\d{7,8}$/, 'Debe ingresar un telefono valido'],
      max: MAX.phone,
    }),
    relationship: { type: 'string', enum: [...RELATIONSHIPS], errorMessage: M.relationshipRequired },
  },
  ['ci', 'names', 'surnames', 'phone', 'relationship'],
);

export const unlinkBody = body({ idGuardian: id() }, ['idGuardian']);
