/** Answer schemas of the audit trail on screen ('Bitácora de cambios', domain/audit.ts). */
import { dateTime, int, list, nullable, obj, str } from '../../schemas/answers.js';

export const auditPageAnswer = obj({
  rows: list(
    obj({
      id: int(),
      fechaUtc: dateTime(),
      fecha: str('La Paz, DD/MM/YYYY HH:mm:ss'),
      idUsuario: nullable(int()),
      usuario: str(),
      idClaveApi: nullable(int('La clave de API con que se hizo el cambio')),
      entidad: str(),
      tipo: str('Nombre de la entidad'),
      idRegistro: int(),
      registro: str('El registro por su nombre, CI o N° de recibo'),
      accion: str(),
      nombreAccion: str(),
      cambios: list(obj({ campo: str(), antes: str(), despues: str() })),
    }),
  ),
  next: nullable(int('Cursor de la página siguiente (más antigua): páselo como before')),
});
export const auditUsersAnswer = list(obj({ idUsuario: int(), nombre: str() }));
