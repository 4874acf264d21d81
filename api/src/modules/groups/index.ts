import { documented } from '../../http/route.js';
import type { RestResource } from '../../rest/resource.js';
import { versionField } from '../../lib/versioned.js';
import { body, id, nullableInt, optionalId, params, pathInt, state } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { assignedSubjects, assignSubject, availableSubjects, removeSubject } from './group-subjects.service.js';
import { createGroup, getGroup, listGroups, setGroupState, updateGroup } from './groups.service.js';
import { groupResource } from './groups.rest.js';

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
