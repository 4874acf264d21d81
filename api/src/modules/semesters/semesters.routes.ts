import { documented } from '../../http/route.js';
import type { RestResource } from '../../rest/resource.js';
import { versionField } from '../../lib/versioned.js';
import { body, id, nullableInt, params, pathInt, state, text } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import {
  createSemester,
  getSemester,
  listSemesters,
  listTeacherSemesters,
  semesterAnswer,
  semesterWriteAnswer,
  setSemesterState,
  updateSemester,
} from './semesters.service.js';
import { semesterResource } from './semesters.rest.js';
import { list } from '../../schemas/answers.js';

// The name rule (required, format, normalisation) lives in the service: the name may also come split in two fields.
const nameFields = {
  nameSemester: { type: ['string', 'null'], maxLength: 20, errorMessage: 'Debe ingresar un formato correcto' },
  numberSemester: { type: ['integer', 'string', 'null'], errorMessage: 'Debe ingresar un formato correcto' },
  semesterYear: { type: ['integer', 'string', 'null'], errorMessage: 'Debe ingresar un formato correcto' },
};
const insertBody = body({
  ...nameFields,
  idDepartament: { type: ['integer', 'null'], minimum: 1, errorMessage: 'Datos no válidos.' },
  creationDate: text({ max: 40 }),
});
const updateBody = body({ idSemester: id(), ...nameFields, version: versionField() }, ['idSemester']);
const stateBody = body({ idSemester: id(), state: state(), version: versionField() }, ['idSemester', 'state']);

/** GET/POST/PUT /api/semesters/… (spec 01 §7) and the `semesters` REST resource. */
export function registerSemesters({ router, db }: ModuleDeps): RestResource[] {
  const api = documented(router, '/semesters');
  api.get(
    '/selectSemesters/:idDepartament/:ignored/:state',
    {
      summary: 'Semestres de un departamento (todos o solo los activos)',
      response: list(semesterAnswer),
      params: params({ idDepartament: pathInt(), ignored: nullableInt(), state: nullableInt() }, ['idDepartament']),
    },
    async ({ params: p, actor }) =>
      listSemesters(db, actor, { departmentId: p.idDepartament, activeOnly: p.state === 1 }),
  );
  api.get(
    '/selectSemesterById/:idSemester',
    { summary: 'Un semestre', response: semesterAnswer, params: params({ idSemester: pathInt() }) },
    async ({ params: p, actor }) => getSemester(db, actor, p.idSemester),
  );
  api.get(
    '/selectSemesterTeacher/:idDepartament',
    {
      summary: 'Semestres en los que el docente de la sesión enseña',
      response: list(semesterAnswer),
      params: params({ idDepartament: pathInt() }),
    },
    async ({ params: p, actor }) => listTeacherSemesters(db, actor, p.idDepartament),
  );
  api.post(
    '/insertSemester',
    { summary: 'Registra un semestre', response: semesterWriteAnswer, body: insertBody },
    async ({ body: b, actor }) => createSemester(db, actor, b),
  );
  api.put(
    '/updateSemester',
    { summary: 'Cambia el nombre de un semestre', response: semesterWriteAnswer, body: updateBody },
    async ({ body: b, actor }) => updateSemester(db, actor, b.idSemester, b),
  );
  api.put(
    '/deleteSemester',
    { summary: 'Da de baja o reactiva un semestre', response: semesterWriteAnswer, body: stateBody },
    async ({ body: b, actor }) => setSemesterState(db, actor, b.idSemester, b.state, b.version),
  );
  return [semesterResource(db)];
}
