import { bool, bs, date, flag, int, list, named, nullable, obj, str, type JsonSchema } from '../../schemas/answers.js';

export const enrolmentFields: Record<string, JsonSchema> = {
  id: int(),
  idGrupoUsuario: int(),
  idGrupo: int(),
  idUsuario: int(),
  ci: str(),
  nombres: str(),
  apellidos: str(),
  telefono: str(),
  email: str(),
  idSucursal: nullable(int()),
  avatar: nullable(str('Clave de la foto del estudiante')),
  estado: flag(),
  estadoEstudiante: flag(),
  fechaInscripcion: date(),
  nombreGrupo: str(),
  nombreSemestre: str(),
  version: int('Versión de la inscripción: se devuelve al editarla'),
  qrCode: nullable(str('Código de la credencial (solo el rol 1 lo recibe)')),
};

/** presentEnrolment (enrolments.service.ts): a student in a group; `qrCode` only for role 1. */
export const enrolmentAnswer = named('Inscripcion', obj(enrolmentFields, ['qrCode']));

export const instalmentAnswer = named(
  'Mensualidad',
  obj({
    idMensualidad: int(),
    nroMensualidad: int(),
    monto: bs(),
    saldo: bs(),
    cancelado: bool(),
    fechaLimite: date(),
    estado: flag(),
  }),
);

/** getEnrolment: the enrolment with its instalments (the payments page's header). */
export const enrolmentWithInstalments = obj({ ...enrolmentFields, mensualidades: list(instalmentAnswer) }, ['qrCode']);

export const enrolmentWriteAnswer = obj({ type: int(), msg: str(), data: enrolmentAnswer });
