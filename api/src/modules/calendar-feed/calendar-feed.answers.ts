/** Answer schemas of a teacher's private calendar link. */
import { bool, dateTime, nullable, obj, str } from '../../schemas/answers.js';

export const linkStatusAnswer = obj({ activo: bool(), creado: nullable(dateTime()) });
export const linkCreatedAnswer = obj({
  msg: str(),
  type: { type: 'string', const: 'success' },
  data: obj({ url: str('Dirección iCal; se muestra solo esta vez'), creado: dateTime() }),
});
export const linkRevokedAnswer = obj({ msg: str(), type: { type: 'string', const: 'success' } });
