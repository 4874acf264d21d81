/**
 * The reads behind a student's statement of account: every row that carries money for one student, each
 * query scoped to that student's ids. The service (statement.service.ts) turns them into ledger lines.
 */
import type { Knex } from 'knex';
import { joinGroupAndSemester } from '../enrolments/enrolment-joins.queries.js';

type Db = Knex | Knex.Transaction;
export type Row = Record<string, any>;

/** The student's enrolments, oldest first, with what the ledger names them by. */
export function enrolmentsOf(db: Db, studentId: number): Promise<Row[]> {
  return joinGroupAndSemester(db('enrolments'))
    .join('turns', 'turns.id', 'classGroups.turnId')
    .where('enrolments.studentId', studentId)
    .orderBy([{ column: 'classGroups.startDate' }, { column: 'enrolments.id' }])
    .select(
      'enrolments.id',
      'enrolments.groupId',
      'enrolments.status',
      'enrolments.enrolledOn',
      'classGroups.name as groupName',
      'classGroups.status as groupStatus',
      'classGroups.instalments as instalmentCount',
      'semesters.name as semesterName',
      'turns.name as turnName',
    );
}

/** The active instalments of those enrolments (a repriced plan leaves none inactive today; the rules ignore them anyway). */
export function instalmentsOf(db: Db, enrolmentIds: number[]): Promise<Row[]> {
  if (!enrolmentIds.length) return Promise.resolve([]);
  return db('instalments')
    .whereIn('enrolmentId', enrolmentIds)
    .where('status', 1)
    .orderBy([{ column: 'enrolmentId' }, { column: 'number' }]);
}

/** Payments (voided ones too: the ledger shows them struck out) of instalments or of reservations. */
export function paymentsOf(db: Db, column: 'instalmentId' | 'reservationId', ids: number[]): Promise<Row[]> {
  if (!ids.length) return Promise.resolve([]);
  return db('payments')
    .join('paymentTypes', 'paymentTypes.id', 'payments.paymentTypeId')
    .join('users as cashiers', 'cashiers.id', 'payments.cashierId')
    .whereIn(`payments.${column}`, ids)
    .orderBy([{ column: 'payments.paidAt' }, { column: 'payments.id' }])
    .select(
      'payments.*',
      'paymentTypes.name as paymentTypeName',
      'cashiers.firstNames as cashierFirstNames',
      'cashiers.lastNames as cashierLastNames',
    );
}

/** The student's active reservations: paid per reservation (minutes_left null) or hour packages. */
export function reservationsOf(db: Db, studentId: number): Promise<Row[]> {
  return db('reservations')
    .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
    .leftJoin('subjects', 'subjects.id', 'reservations.subjectId')
    .leftJoin('users as teachers', 'teachers.id', 'reservations.teacherId')
    .where({ 'reservations.studentId': studentId, 'reservations.status': 1 })
    .orderBy([{ column: 'reservations.createdAt' }, { column: 'reservations.id' }])
    .select(
      'reservations.*',
      'lessonLevels.name as levelName',
      'subjects.name as subjectName',
      'teachers.firstNames as teacherFirstNames',
      'teachers.lastNames as teacherLastNames',
    );
}

/** The active lessons of those reservations with their teacher and subject, in calendar order. */
export function lessonsOf(db: Db, reservationIds: number[]): Promise<Row[]> {
  if (!reservationIds.length) return Promise.resolve([]);
  return db('lessons')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .join('subjects', 'subjects.id', 'lessons.subjectId')
    .join('users as teachers', 'teachers.id', 'calendarSlots.teacherId')
    .whereIn('lessons.reservationId', reservationIds)
    .where('lessons.status', 1)
    .orderBy([{ column: 'calendarSlots.startsAt' }, { column: 'lessons.id' }])
    .select(
      'lessons.id',
      'lessons.reservationId',
      'calendarSlots.startsAt',
      'calendarSlots.endsAt',
      'subjects.name as subjectName',
      'teachers.firstNames as teacherFirstNames',
      'teachers.lastNames as teacherLastNames',
    );
}

/** The package incomes that opened those reservations, voided ones too. */
export function packageIncomesOf(db: Db, reservationIds: number[]): Promise<Row[]> {
  if (!reservationIds.length) return Promise.resolve([]);
  return db('incomes')
    .join('incomeTypes', 'incomeTypes.id', 'incomes.incomeTypeId')
    .whereIn('incomes.reservationId', reservationIds)
    .orderBy([{ column: 'incomes.paidAt' }, { column: 'incomes.id' }])
    .select('incomes.*', 'incomeTypes.name as typeName');
}

/** Hourly amounts of the department's individual payment categories, by level and number of students. */
export async function hourlyRates(db: Db, departmentId: number): Promise<Map<string, number>> {
  const rows: Row[] = await db('paymentCategories')
    .where({ departmentId, type: 1, status: 1 })
    .orderBy('id', 'desc')
    .select('levelId', 'studentCount', 'rateCents');
  // Descending, so that if two categories match, the first one (lowest id) is the one kept in the map.
  return new Map(rows.map((r) => [`${r.levelId}:${r.studentCount}`, Number(r.rateCents)]));
}
