import { documented } from '../../http/route.js';
import type { RestResource } from '../../rest/resource.js';
import { versionField } from '../../lib/versioned.js';
import { body, id, nullableInt, optionalId, params, pathInt, state } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { assignedSubjects, assignSubject, availableSubjects, removeSubject } from './group-subjects.service.js';
import * as a from './groups.answers.js';
import { list } from '../../schemas/answers.js';
import { createGroup, getGroup, listGroups, setGroupState, updateGroup } from './groups.service.js';
import { groupResource } from './groups.rest.js';

// Field rules (required, format, ranges) live in groups.rules.ts so both faces and their messages stay one.
const loose = { type: ['string', 'number', 'null'], errorMessage: 'Datos no válidos.' };
const groupFields = {
  nameGroup: loose,
  numberGroup: loose,
  codeGroup: loose,
  share: loose,
  cost: loose,
  startDate: loose,
  creationDate: loose,
  idTurn: loose,
  previousAmount: loose,
};
const insertBody = body({ ...groupFields, idSemester: loose });
const updateBody = body({ idGroup: id(), ...groupFields, version: versionField() }, ['idGroup']);
const stateBody = body({ idGroup: id(), state: state(), version: versionField() }, ['idGroup', 'state']);
const assignBody = body({ idGroup: id(), idSubject: optionalId(), idTeacher: optionalId() }, ['idGroup']);
const groupAndDepartment = params({ idGroup: pathInt(), idDepartament: nullableInt() }, ['idGroup']);

/** groups/… and subjects/…SubjectGroup… of spec 01 §7, and the `groups` REST resource. */
export function registerGroups({ router, db }: ModuleDeps): RestResource[] {
  const api = documented(router, '/groups');
  api.get(
    '/selectGroups/:idSemester/:state',
    {
      summary: 'Grupos de un semestre (todos o solo los activos)',
      response: a.groupList,
      params: params({ idSemester: pathInt(), state: nullableInt() }, ['idSemester']),
    },
    async ({ params: p, actor }) => listGroups(db, actor, p.idSemester, p.state === 1),
  );
  api.get(
    '/selectGroupById/:idGroup',
    { summary: 'Un grupo', response: a.groupAnswer, params: params({ idGroup: pathInt() }) },
    async ({ params: p, actor }) => getGroup(db, actor, p.idGroup),
  );
  api.post(
    '/insertGroup',
    { summary: 'Registra un grupo', response: a.groupWriteAnswer, body: insertBody },
    async ({ body: b, actor }) => createGroup(db, actor, b),
  );
  api.put(
    '/updateGroup',
    {
      summary: 'Modifica un grupo (re-planifica las mensualidades sin pagos)',
      response: a.groupUpdateAnswer,
      body: updateBody,
    },
    async ({ body: b, actor }) => updateGroup(db, actor, b.idGroup, b),
  );
  api.put(
    '/deleteGroup',
    { summary: 'Da de baja o reactiva un grupo', response: a.groupWriteAnswer, body: stateBody },
    async ({ body: b, actor }) => setGroupState(db, actor, b.idGroup, b.state, b.version),
  );

  const subjects = documented(router, '/subjects');
  subjects.get(
    '/selectSubjectGroupByIdGroup/:idGroup/:idDepartament',
    {
      summary: 'Materias de grupo que aún no tiene el grupo',
      response: list(a.availableSubjectAnswer),
      params: groupAndDepartment,
    },
    async ({ params: p, actor }) => availableSubjects(db, actor, p.idGroup, p.idDepartament),
  );
  subjects.get(
    '/selectSubjectGroup/:idGroup/:idDepartament',
    {
      summary: 'Materias asignadas al grupo con su docente',
      response: list(a.groupSubjectAnswer),
      params: groupAndDepartment,
    },
    async ({ params: p, actor }) => assignedSubjects(db, actor, p.idGroup, p.idDepartament),
  );
  subjects.post(
    '/insertSubjectGroup',
    { summary: 'Asigna una materia y su docente al grupo', response: a.groupSubjectWriteAnswer, body: assignBody },
    async ({ body: b, actor }) => assignSubject(db, actor, b),
  );
  subjects.put(
    '/deleteSubjectGroup',
    {
      summary: 'Quita una materia del grupo',
      response: a.groupSubjectWriteAnswer,
      body: body({ idGroupSubject: id() }, ['idGroupSubject']),
    },
    async ({ body: b, actor }) => removeSubject(db, actor, b.idGroupSubject),
  );
  return [groupResource(db)];
}
