import { bs, date, flag, int, list, named, obj, str } from '../../schemas/answers.js';

/** presentGroup (groups.service.ts): cost in Bs, dates YYYY-MM-DD. */
const groupFields = {
  id: int(),
  idGrupo: int(),
  nombreGrupo: str(),
  codigoGrupo: str(),
  numeroGrupo: int(),
  idTurno: int(),
  nombreTurno: str(),
  cuotas: int(),
  costo: bs(),
  fechaInicio: date(),
  fechaFin: date(),
  estado: flag(),
  idSemestre: int(),
  nombreSemestre: str(),
  idDepartamento: int(),
  version: int(),
};
export const groupAnswer = named('Grupo', obj(groupFields));

export const groupList = list(groupAnswer);
export const groupWriteAnswer = obj({ type: int(), msg: str(), data: groupAnswer });
/** updateGroup also says how many unpaid instalments of its students were re-planned. */
export const groupUpdateAnswer = obj({
  type: int(),
  msg: str(),
  data: obj({ ...groupFields, cuotasActualizadas: int('Mensualidades sin pagos re-planificadas') }),
});

export const availableSubjectAnswer = obj({ idMateria: int(), nombreMateria: str(), codigoMateria: str() });
export const groupSubjectAnswer = named(
  'MateriaDeGrupo',
  obj({
    idGrupoMateria: int(),
    idMateria: int(),
    nombreMateria: str(),
    codigoMateria: str(),
    idDocente: int(),
    docente: str(),
    estado: flag(),
  }),
);
export const groupSubjectWriteAnswer = obj({ type: int(), msg: str(), data: obj({ idGrupoMateria: int() }) });
