import { assertStateChange, onlyActive, stateMessage } from '../../lib/status.js';
import type { Knex } from 'knex';
import { badRequest, conflict, notFound, registerUniqueMessage } from '../../http/errors.js';
import { assertRole, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { toBs } from '../../lib/money.js';
import { isCalendarDate, nowIso, todayLaPaz } from '../../lib/time.js';
import { findGroup } from '../groups/groups.service.js';
import { assertMayReadGroup } from '../groups/teaching.queries.js';
import { joinStudentGroupAndSemester } from './enrolment-joins.queries.js';
import { planInstalments } from './instalment-plan.rules.js';
import { inTransaction } from '../../db/transaction.js';
import { claimVersion } from '../../lib/versioned.js';

const ALREADY_ENROLLED = 'El estudiante ya esta inscrito en el grupo';
registerUniqueMessage('uq_enrolments_group_student', 'enrolments', ['group_id', 'student_id'], ALREADY_ENROLLED);

type DbRow = Record<string, any>;

export function enrolmentQuery(db: Knex) {
  return joinStudentGroupAndSemester(db('enrolments')).select(
    'enrolments.*',
    'users.firstNames',
    'users.lastNames',
    'users.ci',
    'users.phone',
    'users.email',
    'users.branchOfficeId',
    'users.avatarKey',
    'users.status as studentStatus',
    'classGroups.name as groupName',
    'semesters.name as semesterName',
    'semesters.departmentId as departmentId',
  );
}

/**
 * Spanish response shape (spec 01 §3 "Group enrolment" with the student's data). The check-in code goes to
 * role 1 only (the credentials screen): whoever holds a code can print an identical credential, and check-in
 * verifies a scanned code on the server without the list.
 */
export function presentEnrolment(row: DbRow, actor: Actor) {
  const enrolment = {
    id: row.id as number,
    idGrupoUsuario: row.id as number,
    idGrupo: row.groupId as number,
    idUsuario: row.studentId as number,
    ci: row.ci as string,
    nombres: row.firstNames as string,
    apellidos: row.lastNames as string,
    telefono: row.phone as string,
    email: row.email as string,
    idSucursal: row.branchOfficeId as number | null,
    avatar: (row.avatarKey ?? null) as string | null,
    estado: row.status as number,
    estadoEstudiante: row.studentStatus as number,
    fechaInscripcion: row.enrolledOn as string,
    nombreGrupo: row.groupName as string,
    nombreSemestre: row.semesterName as string,
    version: row.version as number,
  };
  return actor.roleId === ROLE.ADMIN ? { ...enrolment, qrCode: (row.qrCode ?? null) as string | null } : enrolment;
}

export async function listGroupStudents(db: Knex, actor: Actor, groupId: number, activeOnly: boolean) {
  await findGroup(db, actor, groupId);
  await assertMayReadGroup(db, actor, groupId);
  const q = enrolmentQuery(db).where('enrolments.groupId', groupId);
  onlyActive(q, 'enrolments.status', actor, activeOnly);
  return (await q.orderBy('users.lastNames').orderBy('users.firstNames').orderBy('enrolments.id')).map((row: DbRow) =>
    presentEnrolment(row, actor),
  );
}

/** One student's enrolment in a group, with its instalments (the payments page's header and plan). */
export async function getEnrolment(db: Knex, actor: Actor, groupId: number, studentId: number) {
  await findGroup(db, actor, groupId);
  const row = await enrolmentQuery(db)
    .where({ 'enrolments.groupId': groupId, 'enrolments.studentId': studentId })
    .first();
  if (!row) throw notFound('El estudiante no esta inscrito en el grupo.');
  const instalments = await db('instalments').where({ enrolmentId: row.id }).orderBy('number');
  return {
    ...presentEnrolment(row, actor),
    mensualidades: instalments.map((i: DbRow) => ({
      idMensualidad: i.id,
      nroMensualidad: i.number,
      monto: toBs(i.amountCents),
      saldo: toBs(i.balanceCents),
      cancelado: i.paid === 1,
      fechaLimite: i.dueDate,
      estado: i.status,
    })),
  };
}

/** 'YYYY-MM-DD' kept as is; an instant (ISO with time) becomes its La Paz calendar day; missing → today in La Paz. */
function registrationDay(value: unknown): string {
  if (value === undefined || value === null || String(value).trim() === '') return todayLaPaz();
  const text = String(value).trim();
  if (isCalendarDate(text)) return text;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) throw badRequest('Ingrese una fecha');
  return todayLaPaz(instant);
}

/**
 * Enrols a student: the enrolment and its instalments (planInstalments: cuotas parts of the cost in centavos,
 * remainder on the last, due a month apart from the group's start) in one transaction. A second enrolment of
 * the same student is refused by uq_enrolments_group_student (checked first for a clear 409).
 */
export async function enrolStudent(
  db: Knex,
  actor: Actor,
  input: { idGroup: number; idUser: number; registrationDate?: unknown },
) {
  assertRole(actor, STAFF_ROLES);
  const enrolledOn = registrationDay(input.registrationDate);
  return inTransaction(db, async (trx) => {
    const group = await findGroup(trx, actor, input.idGroup);
    if (group.status !== 1 || group.semesterStatus !== 1)
      throw badRequest('No se puede inscribir en un grupo desactivado');
    const student = await trx('users')
      .where({ id: input.idUser, roleId: ROLE.STUDENT, departmentId: group.departmentId })
      .first('id', 'status');
    if (!student) throw notFound('El estudiante no existe.');
    if (student.status !== 1) throw badRequest('El estudiante esta eliminado; actívelo antes de inscribirlo');
    if (await trx('enrolments').where({ groupId: group.id, studentId: student.id }).first('id')) {
      throw conflict(ALREADY_ENROLLED);
    }
    const createdAt = nowIso();
    const [id] = await trx('enrolments').insert({
      groupId: group.id,
      studentId: student.id,
      enrolledOn,
      status: 1,
      createdAt,
    });
    const plan = planInstalments({
      instalments: group.instalments,
      costCents: group.costCents,
      startDate: group.startDate,
    });
    await trx('instalments').insert(
      plan.map((p) => ({
        enrolmentId: Number(id),
        number: p.number,
        amountCents: p.amountCents,
        balanceCents: p.amountCents,
        paid: 0,
        dueDate: p.dueDate,
        status: 1,
        createdAt,
      })),
    );
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'enrolments',
      entityId: Number(id),
      action: 'create',
      after: { groupId: group.id, studentId: student.id, enrolledOn, plan },
    });
    const row = await enrolmentQuery(trx).where('enrolments.id', id).first();
    return { type: 1, msg: 'Se inscribio al estudiante correctamente', data: presentEnrolment(row, actor) };
  });
}

export async function setEnrolmentState(
  db: Knex,
  actor: Actor,
  input: { idGroup: number; idUser: number; state: number },
) {
  assertStateChange(actor, input.state);
  return inTransaction(db, async (trx) => {
    await findGroup(trx, actor, input.idGroup);
    const before = await trx('enrolments').where({ groupId: input.idGroup, studentId: input.idUser }).first();
    if (!before) throw notFound('El estudiante no esta inscrito en el grupo.');
    await claimVersion(trx, 'enrolments', before.id);
    await trx('enrolments').where({ id: before.id }).update({ status: input.state });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'enrolments',
      entityId: before.id,
      action: input.state ? 'activate' : 'deactivate',
      before: { status: before.status },
      after: { status: input.state },
    });
    const row = await enrolmentQuery(trx).where('enrolments.id', before.id).first();
    // Role 1 deactivates the enrolment (its dialog says 'la inscripción'); others "delete the student" (spec 01 §8).
    const noun = actor.roleId === ROLE.ADMIN ? 'la inscripción' : 'el estudiante';
    return { type: 1, msg: stateMessage(actor, input.state, noun), data: presentEnrolment(row, actor) };
  });
}

/**
 * An edit of one enrolment over the REST face: its enrolment date and its estado, from the version the editor
 * read (a stale one answers 409 and writes nothing). The instalments keep their plan: their due dates follow the
 * group's start, not the enrolment date.
 */
export async function updateEnrolment(
  db: Knex,
  actor: Actor,
  enrolmentId: number,
  input: { registrationDate?: unknown; state?: unknown; version?: number },
) {
  assertRole(actor, STAFF_ROLES);
  const enrolledOn = input.registrationDate === undefined ? undefined : registrationDay(input.registrationDate);
  if (input.state !== undefined && input.state !== 0 && input.state !== 1)
    throw badRequest('El estado debe ser 0 o 1.');
  return inTransaction(db, async (trx) => {
    const before = await trx('enrolments').where({ id: enrolmentId }).first();
    if (!before) throw notFound('El estudiante no esta inscrito en el grupo.');
    await findGroup(trx, actor, before.groupId);
    const changes: Record<string, unknown> = {};
    if (enrolledOn !== undefined && enrolledOn !== before.enrolledOn) changes.enrolledOn = enrolledOn;
    if (input.state !== undefined && input.state !== before.status) {
      assertStateChange(actor, input.state as number);
      changes.status = input.state;
    }
    await claimVersion(trx, 'enrolments', enrolmentId, input.version);
    if (Object.keys(changes).length) {
      await trx('enrolments').where({ id: enrolmentId }).update(changes);
      const was = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key]]));
      await audit(trx, {
        userId: actor.id,
        actor,
        entity: 'enrolments',
        entityId: enrolmentId,
        action: 'update',
        before: was,
        after: changes,
      });
    }
    return presentEnrolment(await enrolmentQuery(trx).where('enrolments.id', enrolmentId).first(), actor);
  });
}
