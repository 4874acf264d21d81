import type { Knex } from 'knex';
import { conflict } from '../../http/errors.js';
import { assertRole, STAFF_ROLES } from '../../http/session.js';
import { versionOf } from '../../lib/versioned.js';
import { bodiesOf } from '../../rest/contract.js';
import { listInDepartment } from '../../rest/department-list.js';
import type { RestResource } from '../../rest/resource.js';
import {
  createSemester,
  getSemester,
  presentSemester,
  semesterAnswer,
  setSemesterState,
  updateSemester,
  type SemesterWrite,
} from './semesters.service.js';

/** On the REST face a refused duplicate is a 409 (react-admin shows the message); the documented face answers type 0. */
function orConflict(result: SemesterWrite) {
  if (result.type === 0 || !result.data) throw conflict(result.msg);
  return result.data;
}

const columns = {
  id: 'semesters.id',
  idSemestre: 'semesters.id',
  nombreSemestre: 'semesters.name',
  gestion: 'semesters.year',
  numeroSemestre: 'semesters.number',
  idDepartamento: 'semesters.departmentId',
  estado: 'semesters.status',
  version: 'semesters.version',
};

export function semesterResource(db: Knex): RestResource {
  return {
    name: 'semesters',
    // The REST record is the documented one.
    contract: {
      noun: 'el semestre',
      record: semesterAnswer,
      fields: Object.keys(columns),
      sorts: ['periodo'],
      ...bodiesOf(semesterAnswer, ['nombreSemestre', 'estado'], ['nombreSemestre']),
    },
    list: (call, query) =>
      listInDepartment(call, query, {
        base: db('semesters').select('semesters.*'),
        department: 'semesters.departmentId',
        status: 'semesters.status',
        columns,
        search: ['semesters.name'],
        present: presentSemester,
        sorts: { periodo: ['semesters.year', 'semesters.number'] },
      }),
    getOne: (call, semesterId) => getSemester(db, call.actor, semesterId),
    create: async (call, data) =>
      orConflict(
        await createSemester(db, call.actor, {
          nameSemester: data.nombreSemestre == null ? null : String(data.nombreSemestre),
          idDepartament: call.departmentId,
        }),
      ),
    async update(call, semesterId, data) {
      // Teachers read semesters; a PUT that changes nothing is still a write they may not make.
      assertRole(call.actor, STAFF_ROLES);
      let out = await getSemester(db, call.actor, semesterId);
      // The first write checks the version the client read; the second follows the first.
      let version = versionOf(data);
      if (typeof data.nombreSemestre === 'string' && data.nombreSemestre !== out.nombreSemestre) {
        out = orConflict(
          await updateSemester(db, call.actor, semesterId, { nameSemester: data.nombreSemestre, version }),
        );
        version = undefined;
      }
      if ((data.estado === 0 || data.estado === 1) && data.estado !== out.estado) {
        out = orConflict(await setSemesterState(db, call.actor, semesterId, data.estado, version));
      }
      return out;
    },
    remove: async (call, semesterId) => orConflict(await setSemesterState(db, call.actor, semesterId, 0)),
  };
}
