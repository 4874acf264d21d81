import { assertStateChange, onlyActive, stateMessage } from '../../lib/status.js';
import type { Knex } from 'knex';
import { badRequest, notFound, registerUniqueMessage } from '../../http/errors.js';
import {
  assertDepartment,
  assertRole,
  departmentFor,
  STAFF_ROLES,
  TEACHER_ROLES,
  type Actor,
} from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import { flag, int, named, obj, str } from '../../schemas/answers.js';
import { inTransaction } from '../../db/transaction.js';

const DUPLICATE_SEMESTER = 'El semestre ya se encuentra registrado en el departamento';
registerUniqueMessage('uq_semesters_department_name', 'semesters', ['department_id', 'name'], DUPLICATE_SEMESTER);

type DbRow = Record<string, any>;

/** Spanish response shape (spec 01 §3), with `id` for react-admin. */
export function presentSemester(row: DbRow) {
  return {
    id: row.id as number,
    idSemestre: row.id as number,
    nombreSemestre: row.name as string,
    numeroSemestre: row.number as number,
    gestion: row.year as number,
    idDepartamento: row.departmentId as number,
    estado: row.status as number,
    version: row.version as number,
  };
}
type SemesterOut = ReturnType<typeof presentSemester>;

/** The answer schema of presentSemester (GET /api/openapi.json; checked against every answer in the tests). */
export const semesterAnswer = named(
  'Semestre',
  obj({
    id: int(),
    idSemestre: int(),
    nombreSemestre: str(),
    numeroSemestre: int(),
    gestion: int(),
    idDepartamento: int(),
    estado: flag(),
    version: int(),
  }),
);
/** A write of the documented face: type 1 with the record, or type 0 and why not (a duplicate name). */
export const semesterWriteAnswer = obj({ type: flag(), msg: str(), data: semesterAnswer }, ['data']);

export interface SemesterNameInput {
  nameSemester?: string | null;
  numberSemester?: number | string | null;
  semesterYear?: number | string | null;
  /** The version the form was read at; a stale one is refused (409). */
  version?: number | null;
}

/**
 * Spec 01 §5: 1, I, 2 or II, a hyphen and a four-digit year; normalised to 'I - 2024' / 'II - 2024'.
 * The name may also come split as numberSemester + semesterYear (spec 01 §3 "Sent").
 */
function parseSemesterName(input: SemesterNameInput): { name: string; number: number; year: number } {
  let text = (input.nameSemester ?? '').trim();
  if (!text && input.numberSemester != null && String(input.numberSemester).trim() !== '') {
    text = `${String(input.numberSemester).trim()} - ${String(input.semesterYear ?? '').trim()}`;
  }
  if (!text) throw badRequest('Ingrese un Semestre');
  const match = /^(1|I|2|II)\s*-\s*(\d{4})$/i.exec(text);
  if (!match) throw badRequest('Debe ingresar un formato correcto');
  const number = match[1] === '1' || match[1].toUpperCase() === 'I' ? 1 : 2;
  const year = Number(match[2]);
  return { name: `${number === 1 ? 'I' : 'II'} - ${year}`, number, year };
}

/** A semester by id, checked against the actor's department. */
export async function findSemester(db: Knex, actor: Actor, id: number): Promise<DbRow> {
  const row = await db('semesters').where({ id }).first();
  if (!row) throw notFound('El semestre no existe.');
  assertDepartment(actor, row.departmentId);
  return row;
}

/** Outcome of a semester write: type 0 = nothing saved (duplicate), the dialog stays open (spec 01 §4). */
export type SemesterWrite = { type: 0 | 1; msg: string; data?: SemesterOut };

export async function listSemesters(
  db: Knex,
  actor: Actor,
  filter: { departmentId?: number | null; activeOnly: boolean },
) {
  const q = db('semesters').where({ departmentId: departmentFor(actor, filter.departmentId) });
  onlyActive(q, 'status', actor, filter.activeOnly);
  return (
    await q.orderBy([
      { column: 'year', order: 'desc' },
      { column: 'number', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
  ).map(presentSemester);
}

/**
 * Semesters a teacher works in (active, with an active group where the teacher has an active subject);
 * staff get every active semester of the department. Used by the teachers' grade and attendance filters.
 */
export async function listTeacherSemesters(db: Knex, actor: Actor, departmentId: number | null) {
  const q = db('semesters').where({
    'semesters.departmentId': departmentFor(actor, departmentId),
    'semesters.status': 1,
  });
  if (TEACHER_ROLES.includes(actor.roleId)) {
    q.whereExists((sub) =>
      sub
        .select(db.raw('1'))
        .from('classGroups')
        .join('groupSubjects', 'groupSubjects.groupId', 'classGroups.id')
        .whereRaw('?? = ??', ['classGroups.semesterId', 'semesters.id'])
        .where({ 'classGroups.status': 1, 'groupSubjects.status': 1, 'groupSubjects.teacherId': actor.id }),
    );
  }
  return (await q.select('semesters.*').orderBy('semesters.id', 'desc')).map(presentSemester);
}

export async function getSemester(db: Knex, actor: Actor, id: number) {
  return presentSemester(await findSemester(db, actor, id));
}

async function isDuplicate(db: Knex, departmentId: number, name: string, exceptId?: number) {
  const q = db('semesters').where({ departmentId, name });
  if (exceptId) q.whereNot({ id: exceptId });
  return !!(await q.first('id'));
}

export async function createSemester(
  db: Knex,
  actor: Actor,
  input: SemesterNameInput & { idDepartament?: number | null },
): Promise<SemesterWrite> {
  assertRole(actor, STAFF_ROLES);
  const parsed = parseSemesterName(input);
  const departmentId = departmentFor(actor, input.idDepartament);
  return inTransaction(db, async (trx) => {
    if (await isDuplicate(trx, departmentId, parsed.name)) return { type: 0, msg: DUPLICATE_SEMESTER };
    const [id] = await trx('semesters').insert({ departmentId, ...parsed, status: 1, createdAt: nowIso() });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'semesters',
      entityId: Number(id),
      action: 'create',
      after: parsed,
    });
    return {
      type: 1,
      msg: 'Se registro el semestre correctamente',
      data: presentSemester(await trx('semesters').where({ id }).first()),
    };
  });
}

export async function updateSemester(
  db: Knex,
  actor: Actor,
  id: number,
  input: SemesterNameInput,
): Promise<SemesterWrite> {
  assertRole(actor, STAFF_ROLES);
  const parsed = parseSemesterName(input);
  return inTransaction(db, async (trx) => {
    const before = await findSemester(trx, actor, id);
    if (await isDuplicate(trx, before.departmentId, parsed.name, id)) return { type: 0, msg: DUPLICATE_SEMESTER };
    await claimVersion(trx, 'semesters', id, input.version);
    await trx('semesters').where({ id }).update(parsed);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'semesters',
      entityId: id,
      action: 'update',
      before: presentSemester(before),
      after: parsed,
    });
    return {
      type: 1,
      msg: 'Se actualizo el semestre correctamente',
      data: presentSemester(await trx('semesters').where({ id }).first()),
    };
  });
}

export async function setSemesterState(
  db: Knex,
  actor: Actor,
  id: number,
  state: number,
  version?: number | null,
): Promise<SemesterWrite> {
  assertStateChange(actor, state);
  return inTransaction(db, async (trx) => {
    const before = await findSemester(trx, actor, id);
    await claimVersion(trx, 'semesters', id, version);
    await trx('semesters').where({ id }).update({ status: state });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'semesters',
      entityId: id,
      action: state ? 'activate' : 'deactivate',
      before: { status: before.status },
      after: { status: state },
    });
    return {
      type: 1,
      msg: stateMessage(actor, state, 'el semestre'),
      data: presentSemester(await trx('semesters').where({ id }).first()),
    };
  });
}
