import { dateTime, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

/** `{ msg, type }`, plus a fresh session (token, expiration) when the caller changed their own credentials. */
export const credentialsAnswer = obj(
  { msg: str(), type: int(), token: str('Nuevo token de sesión'), expiration: dateTime() },
  ['token', 'expiration'],
);

export const logoutAnswer = obj({ msg: str(), type: int() });

/** domain/lockouts.ts LoginLockout. */
const lockoutAnswer = named(
  'BloqueoDeIngreso',
  obj({
    clave: str(),
    tipo: { type: 'string', enum: ['usuario', 'direccion'] },
    usuario: nullable(str()),
    direccion: nullable(str()),
    bloqueadoHasta: dateTime(),
    bloqueos: int(),
  }),
);

export const lockoutList = list(lockoutAnswer);
export const unlockAnswer = obj({ msg: str(), type: int(), data: lockoutAnswer });
