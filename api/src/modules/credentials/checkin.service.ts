import type { Knex } from 'knex';
import { CREDENTIAL_MESSAGES as M, isCredentialCode, overdueWarning } from '../../../../domain/credentials.js';
import { sheetStudentName } from '../../../../domain/grades.js';
import { canTakeAttendance } from '../../../../domain/session.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { assertDepartment, type Actor } from '../../http/session.js';
import { toBs } from '../../lib/money.js';
import { todayLaPaz } from '../../lib/time.js';
import { enrolmentQuery } from '../enrolments/enrolments.service.js';
import { ATTENDANCE_CELLS } from '../grades/attendance.service.js';
import { saveCells } from '../grades/sheet-cells.service.js';
import { teachesGroup } from '../groups/teaching.queries.js';

/** 0 Sunday … 6 Saturday of a 'YYYY-MM-DD' calendar day. */
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * QR check-in at the door: the code names one enrolment; the student is marked present in
 * that group for today (La Paz), the same attendance row /attendance writes, so a second scan changes
 * nothing. Refused: an unknown or replaced code, another department, a teacher of another group, a
 * role 2 user without the attendance permission, Saturdays and Sundays.
 */
export async function checkIn(db: Knex, actor: Actor, code: string, today = todayLaPaz()) {
  if (!canTakeAttendance(actor.roleId, actor.permissions)) throw forbidden();
  if (!isCredentialCode(code)) throw badRequest(M.checkInInvalid);
  const row = await enrolmentQuery(db)
    .where('enrolments.qrCode', code)
    .select('classGroups.status as groupStatus')
    .first();
  if (!row) throw badRequest(M.checkInInvalid);
  assertDepartment(actor, row.departmentId);
  if (actor.roleId >= 3 && !(await teachesGroup(db, actor.id, row.groupId))) throw forbidden();
  if (row.status !== 1 || row.studentStatus !== 1 || row.groupStatus !== 1) throw badRequest(M.checkInInactive);
  const day = weekday(today);
  if (day === 0 || day === 6) throw badRequest(M.checkInWeekend);

  const key = { groupId: row.groupId, studentId: row.studentId, date: today };
  const before = await db('attendances').where(key).first('present');
  const repeated = before?.present === 1;
  if (!repeated) {
    // The cell writer of /attendance: audited, and two scans racing still leave one row (the second finds it set).
    await saveCells(
      db,
      actor,
      ATTENDANCE_CELLS,
      [
        {
          key,
          next: 1,
          extra: { recordedBy: actor.id },
          name: sheetStudentName(row.lastNames, row.firstNames),
          ref: { idStudent: row.studentId },
        },
      ],
      row.groupId,
    );
  }

  const overdue = await db('instalments')
    .where({ enrolmentId: row.id, status: 1, paid: 0 })
    .andWhere('dueDate', '<', today)
    .andWhere('balanceCents', '>', 0)
    .first(db.raw('count(*) as count'), db.raw('coalesce(sum(balance_cents), 0) as owed'));
  const count = Number(overdue?.count ?? 0);
  const owedCents = Number(overdue?.owed ?? 0);
  return {
    msg: repeated ? M.checkInRepeated : M.checkInDone,
    type: repeated ? 0 : 1,
    data: {
      idUsuario: row.studentId,
      idGrupo: row.groupId,
      idGrupoUsuario: row.id,
      nombres: row.firstNames,
      apellidos: row.lastNames,
      ci: row.ci,
      nombreGrupo: row.groupName,
      nombreSemestre: row.semesterName,
      fecha: today,
      yaRegistrado: repeated,
      tieneFoto: !!row.avatarKey,
      cuotasVencidas: count,
      montoVencido: toBs(owedCents),
      aviso: overdueWarning(count, owedCents),
    },
  };
}
