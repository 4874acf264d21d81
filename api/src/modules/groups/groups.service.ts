import { assertStateChange, onlyActive, stateMessage } from '../../lib/status.js';
import type { Knex } from 'knex';
import { badRequest, notFound, registerUniqueMessage } from '../../http/errors.js';
import { assertDepartment, assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { toBs } from '../../lib/money.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import { groupEndDate } from '../enrolments/instalment-plan.rules.js';
import { repriceUntouchedInstalments } from '../enrolments/reprice.service.js';
import { findSemester } from '../semesters/semesters.service.js';
import { parseGroupInput, type GroupInput } from './groups.rules.js';
import { assertMayReadGroup, isTeacher, taughtGroupIds } from './teaching.queries.js';
import { inTransaction } from '../../db/transaction.js';

registerUniqueMessage(
  'uq_class_groups_semester_name',
  'class_groups',
  ['semester_id', 'name'],
  'Ya existe un grupo con ese nombre en el semestre',
);

type DbRow = Record<string, any>;

/** Groups with their shift and semester (and the semester's department, for scoping). */
export function groupQuery(db: Knex) {
  return db('classGroups')
    .join('turns', 'turns.id', 'classGroups.turnId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .select(
      'classGroups.*',
      'turns.name as turnName',
      'semesters.name as semesterName',
      'semesters.departmentId as departmentId',
      'semesters.status as semesterStatus',
    );
}

/** Spanish response shape (spec 01 §3): cost in Bs, dates YYYY-MM-DD. */
export function presentGroup(row: DbRow) {
  return {
    id: row.id as number,
    idGrupo: row.id as number,
    nombreGrupo: row.name as string,
    codigoGrupo: row.code as string,
    numeroGrupo: row.number as number,
    idTurno: row.turnId as number,
    nombreTurno: row.turnName as string,
    cuotas: row.instalments as number,
    costo: toBs(row.costCents),
    fechaInicio: row.startDate as string,
    fechaFin: row.endDate as string,
    estado: row.status as number,
    idSemestre: row.semesterId as number,
    nombreSemestre: row.semesterName as string,
    idDepartamento: row.departmentId as number,
    version: row.version as number,
  };
}

/** A group by id, checked against the actor's department (through its semester). */
export async function findGroup(db: Knex, actor: Actor, id: number): Promise<DbRow> {
  const row = await groupQuery(db).where('classGroups.id', id).first();
  if (!row) throw notFound('El grupo no existe.');
  assertDepartment(actor, row.departmentId);
  return row;
}

export async function listGroups(db: Knex, actor: Actor, semesterId: number, activeOnly: boolean) {
  await findSemester(db, actor, semesterId);
  const q = groupQuery(db).where('classGroups.semesterId', semesterId);
  if (isTeacher(actor)) q.whereIn('classGroups.id', taughtGroupIds(db, actor.id));
  onlyActive(q, 'classGroups.status', actor, activeOnly);
  return (await q.orderBy('classGroups.name').orderBy('classGroups.id')).map(presentGroup);
}

export async function getGroup(db: Knex, actor: Actor, id: number) {
  const row = await findGroup(db, actor, id);
  await assertMayReadGroup(db, actor, id);
  return presentGroup(row);
}

async function assertTurn(db: Knex, departmentId: number, turnId: number) {
  const turn = await db('turns').where({ id: turnId, departmentId, status: 1 }).first('id');
  if (!turn) throw badRequest('Seleccione un turno');
}

export async function createGroup(db: Knex, actor: Actor, input: GroupInput & { idSemester?: unknown }) {
  assertRole(actor, STAFF_ROLES);
  const values = parseGroupInput(input);
  const semesterId = Number(input.idSemester);
  if (!Number.isInteger(semesterId) || semesterId < 1) throw badRequest('Seleccione un semestre');
  return inTransaction(db, async (trx) => {
    const semester = await findSemester(trx, actor, semesterId);
    if (semester.status !== 1) throw badRequest('No se puede registrar grupos en un semestre desactivado');
    await assertTurn(trx, semester.departmentId, values.turnId);
    const row = {
      ...values,
      semesterId,
      endDate: groupEndDate(values.startDate, values.instalments),
      status: 1,
      createdAt: nowIso(),
    };
    const [id] = await trx('classGroups').insert(row);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'class_groups',
      entityId: Number(id),
      action: 'create',
      after: row,
    });
    return {
      type: 1,
      msg: 'Se registro el grupo correctamente',
      data: presentGroup(await findGroup(trx, actor, Number(id))),
    };
  });
}

/**
 * Edits a group. A new cost or start date re-plans the instalments of its students that have no payment yet
 * (docs/DOMAIN.md "Group fees"), in the same transaction with one audit row per changed instalment; instalments
 * already touched keep their history. The stored cost is the truth: `previousAmount` is accepted and ignored.
 */
export async function updateGroup(db: Knex, actor: Actor, id: number, input: GroupInput & { version?: number | null }) {
  assertRole(actor, STAFF_ROLES);
  const values = parseGroupInput(input);
  return inTransaction(db, async (trx) => {
    const before = await findGroup(trx, actor, id);
    await claimVersion(trx, 'classGroups', id, input.version);
    await assertTurn(trx, before.departmentId, values.turnId);
    if (values.instalments !== before.instalments) {
      const enrolled = await trx('enrolments').where({ groupId: id }).first('id');
      if (enrolled) throw badRequest('No se puede cambiar la cantidad de cuotas de un grupo con estudiantes inscritos');
    }
    const patch = { ...values, endDate: groupEndDate(values.startDate, values.instalments) };
    await trx('classGroups').where({ id }).update(patch);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'class_groups',
      entityId: id,
      action: 'update',
      before: presentGroup(before),
      after: patch,
    });
    let repriced = 0;
    if (values.costCents !== before.costCents || values.startDate !== before.startDate) {
      repriced = await repriceUntouchedInstalments(trx, actor, id, values);
    }
    return {
      type: 1,
      msg: 'Se actualizo el grupo correctamente',
      data: { ...presentGroup(await findGroup(trx, actor, id)), cuotasActualizadas: repriced },
    };
  });
}

export async function setGroupState(db: Knex, actor: Actor, id: number, state: number, version?: number | null) {
  assertStateChange(actor, state);
  return inTransaction(db, async (trx) => {
    const before = await findGroup(trx, actor, id);
    await claimVersion(trx, 'classGroups', id, version);
    await trx('classGroups').where({ id }).update({ status: state });
    // A group out of (or back in) use takes its students' instalments out of (or back into) what is owed.
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'class_groups',
      entityId: id,
      action: state ? 'activate' : 'deactivate',
      before: { status: before.status },
      after: { status: state },
    });
    return {
      type: 1,
      msg: stateMessage(actor, state, 'el grupo'),
      data: presentGroup(await findGroup(trx, actor, id)),
    };
  });
}
