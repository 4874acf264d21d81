import type { Knex } from 'knex';
import { versionOf } from '../../lib/versioned.js';
import { bodiesOf } from '../../rest/contract.js';
import { listInDepartment } from '../../rest/department-list.js';
import { bsColumn, toggleOnly, type Column, type RestResource, type Row } from '../../rest/resource.js';
import { bs, date, flag, int, named, obj, str } from '../../schemas/answers.js';
import { findSemester } from '../semesters/semesters.service.js';
import { isTeacher, taughtGroupIds } from './teaching.queries.js';
import { createGroup, getGroup, groupQuery, presentGroup, setGroupState, updateGroup } from './groups.service.js';

/** The record of /api/rest/groups (presentGroup). */
const groupRecord = named(
  'Grupo',
  obj({
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
  }),
);

const columns: Record<string, Column> = {
  id: 'classGroups.id',
  idGrupo: 'classGroups.id',
  nombreGrupo: 'classGroups.name',
  codigoGrupo: 'classGroups.code',
  numeroGrupo: 'classGroups.number',
  idTurno: 'classGroups.turnId',
  nombreTurno: 'turns.name',
  cuotas: 'classGroups.instalments',
  costo: bsColumn('classGroups.costCents'),
  fechaInicio: 'classGroups.startDate',
  fechaFin: 'classGroups.endDate',
  estado: 'classGroups.status',
  idSemestre: 'classGroups.semesterId',
  semesterId: 'classGroups.semesterId',
  nombreSemestre: 'semesters.name',
  idDepartamento: 'semesters.departmentId',
  version: 'classGroups.version',
};

/** The fields of the group form on the REST face; a PUT changing none of them but `estado` is a status change. */
const FORM_FIELDS = ['nombreGrupo', 'cuotas', 'costo', 'fechaInicio', 'idTurno'];

/** Field names of the REST face (the list's Spanish names) to the documented request names. */
function fromRest(data: Record<string, unknown>) {
  return {
    nameGroup: data.nombreGrupo,
    share: data.cuotas,
    cost: data.costo,
    startDate: data.fechaInicio,
    idTurn: data.idTurno,
    idSemester: data.idSemestre ?? data.semesterId,
  };
}

export function groupResource(db: Knex): RestResource {
  return {
    name: 'groups',
    contract: {
      noun: 'el grupo',
      record: groupRecord,
      fields: Object.keys(columns),
      ...bodiesOf(
        groupRecord,
        ['nombreGrupo', 'cuotas', 'costo', 'fechaInicio', 'idTurno', 'idSemestre', 'estado'],
        ['nombreGrupo', 'cuotas', 'costo', 'fechaInicio', 'idTurno', 'idSemestre'],
      ),
    },
    list: (call, query) =>
      listInDepartment(call, query, {
        base: isTeacher(call.actor)
          ? groupQuery(db).whereIn('classGroups.id', taughtGroupIds(db, call.actor.id))
          : groupQuery(db),
        department: 'semesters.departmentId',
        status: 'classGroups.status',
        columns,
        search: ['classGroups.name', 'turns.name'],
        present: presentGroup,
        parent: {
          filters: ['semesterId', 'idSemestre'],
          find: (semesterId) => findSemester(db, call.actor, semesterId),
        },
      }),
    getOne: (call, groupId) => getGroup(db, call.actor, groupId),
    create: async (call, data) => (await createGroup(db, call.actor, fromRest(data))).data,
    async update(call, groupId, data) {
      const current = await getGroup(db, call.actor, groupId);
      const version = versionOf(data);
      // A toggle alone (the list's Desactivar / Activar) is a status change, not an edit with its own audit row.
      if (toggleOnly(current, data, FORM_FIELDS))
        return (await setGroupState(db, call.actor, groupId, data.estado as number, version)).data;
      const merged = { ...current, ...data };
      let out: Row = (await updateGroup(db, call.actor, groupId, { ...fromRest(merged), version })).data;
      if ((data.estado === 0 || data.estado === 1) && data.estado !== out.estado)
        out = (await setGroupState(db, call.actor, groupId, data.estado)).data;
      return out;
    },
    remove: async (call, groupId) => (await setGroupState(db, call.actor, groupId, 0)).data,
  };
}
