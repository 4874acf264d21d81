import type { Knex } from 'knex';
import { CALENDAR, CALENDAR_MESSAGES as M, weeklySlots, type Slot } from '../../../../domain/calendar.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { assertDepartment, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { claimVersion } from '../../lib/versioned.js';
import { assertSlot, assertTeacherFree, insertSlot, lockPeople, teacherFor } from './bookings.rules.js';
import { inTransaction } from '../../db/transaction.js';

export interface BlockInput {
  idTeacher: number;
  startDate: string;
  endDate: string;
  weeks: number;
}

function weeksOf(weeks: number, range: { min: number; max: number }): number {
  if (!Number.isInteger(weeks) || weeks < range.min || weeks > range.max) throw badRequest(M.weeks);
  return weeks;
}

/**
 * Writes one weekly block (group or activity) for `weeks` weeks, each occurrence its own slot so one can
 * be removed; every week is checked against the teacher's bookings before anything is written.
 */
async function insertWeekly(
  db: Knex,
  actor: Actor,
  input: BlockInput,
  departmentId: number,
  kind: 'group' | 'activity',
  writeDetail: (trx: Knex.Transaction, slotId: number) => Promise<number>,
) {
  const first = assertSlot({ start: input.startDate, end: input.endDate });
  const slots: Slot[] = weeklySlots(first, input.weeks);
  return inTransaction(db, async (trx) => {
    // The lock comes before any plain read: InnoDB's snapshot starts at the first one (REPEATABLE READ).
    await lockPeople(trx, [input.idTeacher]);
    const teacher = await teacherFor(trx, actor, input.idTeacher, departmentId);
    await assertTeacherFree(trx, teacher.id, slots);
    const ids: number[] = [];
    for (const slot of slots)
      ids.push(await writeDetail(trx, await insertSlot(trx, departmentId, teacher.id, slot, kind)));
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: kind === 'group' ? 'group_teacher_blocks' : 'teacher_activities',
      entityId: ids[0],
      action: 'create',
      after: { ...input, ids },
    });
    return ids;
  });
}

/** POST groupTeachers/insertGroupTeacher: a group of the department taught weekly (1–18 weeks). Staff only. */
export async function insertGroupBlock(
  db: Knex,
  actor: Actor,
  input: BlockInput & { idGroup: number; idDepartament?: number | null },
) {
  if (!STAFF_ROLES.includes(actor.roleId)) throw forbidden();
  weeksOf(input.weeks, CALENDAR.groupWeeks);
  const group = await db('classGroups')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('classGroups.id', input.idGroup)
    .first('classGroups.id', 'classGroups.status', 'semesters.departmentId');
  if (!group || group.status !== 1) throw badRequest(M.group);
  assertDepartment(actor, group.departmentId);
  const ids = await insertWeekly(db, actor, input, group.departmentId, 'group', async (trx, slotId) => {
    const [id] = await trx('groupTeacherBlocks').insert({ slotId, groupId: group.id, status: 1 });
    return Number(id);
  });
  return { msg: 'Se registro el horario del grupo correctamente', ids };
}

/** POST activities/insertActivitieTeacher: a 'BLOQUEADO' block (1–8 weeks); a teacher may block only their own time. */
export async function insertActivity(
  db: Knex,
  actor: Actor,
  input: BlockInput & { description?: string | null; idDepartament?: number | null },
) {
  weeksOf(input.weeks, CALENDAR.activityWeeks);
  const departmentId = departmentFor(actor, input.idDepartament);
  const description = input.description?.trim().toUpperCase() || CALENDAR.activityDescription;
  const ids = await insertWeekly(db, actor, input, departmentId, 'activity', async (trx, slotId) => {
    const [id] = await trx('teacherActivities').insert({ slotId, description, status: 1 });
    return Number(id);
  });
  return { msg: 'Se registro el horario bloqueado correctamente', ids };
}

/** Removes one occurrence of a block (state 0): the block and its slot, so the hour is free again. */
async function removeBlock(
  db: Knex,
  actor: Actor,
  table: 'groupTeacherBlocks' | 'teacherActivities',
  id: number,
  version?: number | null,
) {
  return inTransaction(db, async (trx) => {
    const block = await trx(table)
      .join('calendarSlots', 'calendarSlots.id', `${table}.slotId`)
      .where(`${table}.id`, id)
      .where(`${table}.status`, 1)
      .first(`${table}.id`, `${table}.slotId`, 'calendarSlots.teacherId', 'calendarSlots.startsAt');
    if (!block) throw notFound('No se encontro el evento.');
    await teacherFor(trx, actor, block.teacherId);
    if (table === 'groupTeacherBlocks' && !STAFF_ROLES.includes(actor.roleId)) throw forbidden();
    await claimVersion(trx, 'calendarSlots', block.slotId, version);
    await trx(table).where({ id }).update({ status: 0 });
    await trx('calendarSlots').where({ id: block.slotId }).update({ status: 0 });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: table === 'groupTeacherBlocks' ? 'group_teacher_blocks' : 'teacher_activities',
      entityId: id,
      action: 'delete',
      before: block,
    });
  });
}

export async function deleteGroupBlock(db: Knex, actor: Actor, id: number, version?: number | null) {
  await removeBlock(db, actor, 'groupTeacherBlocks', id, version);
  return { msg: 'Se elimino el horario del grupo' };
}

export async function deleteActivity(db: Knex, actor: Actor, id: number, version?: number | null) {
  await removeBlock(db, actor, 'teacherActivities', id, version);
  return { msg: 'Se elimino el horario bloqueado' };
}

/** GET groups/selectGroupByYear/{year}/{dept}/{idTeacher}: the active groups of the department's semesters of that year. */
export async function groupsOfYear(db: Knex, actor: Actor, year: number, departmentId: number) {
  const dept = departmentFor(actor, departmentId);
  if (!STAFF_ROLES.includes(actor.roleId)) throw forbidden();
  const rows = await db('classGroups')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where({ 'semesters.departmentId': dept, 'semesters.year': year, 'classGroups.status': 1 })
    .orderBy('classGroups.name')
    .select('classGroups.id', 'classGroups.name', 'semesters.name as semesterName', 'classGroups.startDate');
  return rows.map((r: Record<string, any>) => ({
    idGrupo: r.id,
    nombreGrupo: r.name,
    nombreSemestre: r.semesterName,
    fechaInicio: r.startDate,
  }));
}
