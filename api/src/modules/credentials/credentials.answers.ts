import { bool, bs, date, dateTime, int, list, nullable, obj, str } from '../../schemas/answers.js';
import { enrolmentAnswer } from '../enrolments/enrolments.answers.js';

/** regenerateQrCode: the enrolment with its new code. */
export const qrCodeAnswer = obj({ msg: str(), type: int(), data: enrolmentAnswer });

export const credentialLoggedAnswer = obj({ msg: str(), type: int() });

/** 'Bitácora Creación de Credencial': fechaCreacion in La Paz time for the table, the UTC instant beside it. */
export const binnacleAnswer = list(
  obj({
    idBitacora: int(),
    fechaCreacion: str('Fecha y hora en La Paz'),
    fechaCreacionUtc: dateTime(),
    usuario: str(),
    cuenta: str(),
  }),
);

/** A saved or rejected photo: the storage key, or null once rejected. */
export const photoAnswer = obj({ msg: str(), type: int(), data: obj({ idUsuario: int(), avatar: nullable(str()) }) });

/** The QR check-in: type 1 marked now, type 0 already marked today. */
export const checkInAnswer = obj({
  msg: str(),
  type: int(),
  data: obj({
    idUsuario: int(),
    idGrupo: int(),
    idGrupoUsuario: int(),
    nombres: str(),
    apellidos: str(),
    ci: str(),
    nombreGrupo: str(),
    nombreSemestre: str(),
    fecha: date(),
    yaRegistrado: bool(),
    tieneFoto: bool(),
    cuotasVencidas: int(),
    montoVencido: bs(),
    aviso: nullable(str('Aviso de cuotas vencidas')),
  }),
});
