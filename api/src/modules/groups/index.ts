import type { Knex } from 'knex';
import { documented } from '../../http/route.js';
import { listInDepartment } from '../../rest/department-list.js';
import { toggleOnly, type RestResource } from '../../rest/resource.js';
import { versionField, versionOf } from '../../lib/versioned.js';
import { body, id, nullableInt, optionalId, params, pathInt, state } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { findSemester } from '../semesters/semesters.service.js';
import { assignedSubjects, assignSubject, availableSubjects, removeSubject } from './group-subjects.service.js';
import { isTeacher, taughtGroupIds } from './teaching.js';
import { createGroup, getGroup, groupQuery, listGroups, presentGroup, setGroupState, updateGroup } from './groups.service.js';

// Field rules (required, format, ranges) live in group-rules.ts so both faces and their messages stay one.
const loose = { type: ['string', 'number', 'null'], errorMessage: 'Datos no válidos.' };
const groupFields = {
  nameGroup: loose, numberGroup: loose, codeGroup: loose, share: loose, cost: loose, startDate: loose,
  creationDate: loose, idTurn: loose, previousAmount: loose,
};
const insertBody = body({ ...groupFields, idSemester: loose });
const updateBody = body({ idGroup: id(), ...groupFields, version: versionField() }, ['idGroup']);
const stateBody = body({ idGroup: id(), state: state(), version: versionField() }, ['idGroup', 'state']);
const assignBody = body({ idGroup: id(), idSubject: optionalId(), idTeacher: optionalId() }, ['idGroup']);
const groupAndDepartment = params({ idGroup: pathInt(), idDepartament: nullableInt() }, ['idGroup']);

/** groups/… and subjects/…SubjectGroup… of spec 01 §7, and the `groups` REST resource. */
export function registerGroups({ router, db }: ModuleDeps): RestResource[] {
  const api = documented(router, '/groups');
  api.get('/selectGroups/:idSemester/:state', { params: params({ idSemester: pathInt(), state: nullableInt() }, ['idSemester']) },
    async ({ params: p, actor }) => listGroups(db, actor, p.idSemester, p.state === 1));
  api.get('/selectGroupById/:idGroup', { params: params({ idGroup: pathInt() }) }, async ({ params: p, actor }) => getGroup(db, actor, p.idGroup));
  api.post('/insertGroup', { body: insertBody }, async ({ body: b, actor }) => createGroup(db, actor, b));
  api.put('/updateGroup', { body: updateBody }, async ({ body: b, actor }) => updateGroup(db, actor, b.idGroup, b));
  api.put('/deleteGroup', { body: stateBody }, async ({ body: b, actor }) => setGroupState(db, actor, b.idGroup, b.state, b.version));

  const subjects = documented(router, '/subjects');
  subjects.get('/selectSubjectGroupByIdGroup/:idGroup/:idDepartament', { params: groupAndDepartment },
    async ({ params: p, actor }) => availableSubjects(db, actor, p.idGroup, p.idDepartament));
  subjects.get('/selectSubjectGroup/:idGroup/:idDepartament', { params: groupAndDepartment },
    async ({ params: p, actor }) => assignedSubjects(db, actor, p.idGroup, p.idDepartament));
  subjects.post('/insertSubjectGroup', { body: assignBody }, async ({ body: b, actor }) => assignSubject(db, actor, b));
  subjects.put('/deleteSubjectGroup', { body: body({ idGroupSubject: id() }, ['idGroupSubject']) },
    async ({ body: b, actor }) => removeSubject(db, actor, b.idGroupSubject));
  return [groupResource(db)];
}

const columns: Record<string, string> = {
  id: 'classGroups.id', idGrupo: 'classGroups.id', nombreGrupo: 'classGroups.name', idTurno: 'classGroups.turnId',
  cuotas: 'classGroups.instalments', costo: 'classGroups.costCents', fechaInicio: 'classGroups.startDate',
  fechaFin: 'classGroups.endDate', estado: 'classGroups.status', idSemestre: 'classGroups.semesterId', semesterId: 'classGroups.semesterId',
};

/** The fields of the group form on the REST face; a PUT changing none of them but `estado` is a status change. */
const FORM_FIELDS = ['nombreGrupo', 'cuotas', 'costo', 'fechaInicio', 'idTurno'];

/** Field names of the REST face (the list's Spanish names) to the documented request names. */
function fromRest(data: Record<string, unknown>) {
  return {
    nameGroup: data.nombreGrupo, share: data.cuotas, cost: data.costo, startDate: data.fechaInicio,
    idTurn: data.idTurno, idSemester: data.idSemestre ?? data.semesterId,
  };
}

function groupResource(db: Knex): RestResource {
  return {
    name: 'groups',
    list: (call, query) => listInDepartment(call, query, {
      base: isTeacher(call.actor) ? groupQuery(db).whereIn('classGroups.id', taughtGroupIds(db, call.actor.id)) : groupQuery(db), department: 'semesters.departmentId', status: 'classGroups.status', columns,
      search: ['classGroups.name', 'turns.name'], present: presentGroup,
      parent: { filters: ['semesterId', 'idSemestre'], find: (semesterId) => findSemester(db, call.actor, semesterId) },
    }),
    getOne: (call, groupId) => getGroup(db, call.actor, groupId),
    create: async (call, data) => (await createGroup(db, call.actor, fromRest(data))).data,
    async update(call, groupId, data) {
      const current = await getGroup(db, call.actor, groupId);
      const version = versionOf(data);
      // A toggle alone (the list's Desactivar / Activar) is a status change, not an edit with its own audit row.
      if (toggleOnly(current, data, FORM_FIELDS)) return (await setGroupState(db, call.actor, groupId, data.estado as number, version)).data;
      let out = (await updateGroup(db, call.actor, groupId, { ...fromRest({ ...current, ...data }), version })).data;
      if ((data.estado === 0 || data.estado === 1) && data.estado !== out.estado) {
        out = { ...(await setGroupState(db, call.actor, groupId, data.estado)).data, cuotasActualizadas: out.cuotasActualizadas };
      }
      return out;
    },
    remove: async (call, groupId) => (await setGroupState(db, call.actor, groupId, 0)).data,
  };
}
