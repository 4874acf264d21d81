/**
 * 'Reporte Pago de Horas Individuales' (spec 02 §2 Reports, §3 Individual/Practice payment rows and AFP, §9;
 * docs/DOMAIN.md "Teacher pay"): a teacher's lessons of a week paid by the hour from the individual payment
 * category (level × number of students), the practice-income shares, the AFP discounts, and the total.
 * Sums are SQL over the teacher's indexed slots and the week; amounts are centavos until the API boundary.
 */
import type { Knex } from 'knex';
import {
  lessonPayCents,
  practiceShareCents,
  TEACHER_PAY_MESSAGES as M,
  weeklyTotal,
} from '../../../../domain/teacher-pay.js';
import { badRequest, notFound } from '../../http/errors.js';
import { assertDepartment, departmentFor, TEACHER_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { formatLaPaz, isCalendarDate, laPazDayRange, nowIso, todayLaPaz } from '../../lib/time.js';
import { laPazInstant } from '../../../../domain/la-paz-clock.js';
import { lessonQuery } from '../calendar/calendar.queries.js';
import { inTransaction } from '../../db/transaction.js';

type Row = Record<string, any>;

export interface PayScope extends PayWeek {
  teacherName: string;
}
/** The week a report is asked for: department, teacher and La Paz days, as the request names them. */
export interface AskedWeek {
  departmentId: number;
  teacherId: number;
  start: string;
  end: string;
}
/** What a report of the week reads by: the department, the teacher and the La Paz days (and their UTC bounds). */
export interface PayWeek {
  departmentId: number;
  teacherId: number;
  start: string;
  end: string;
  from: string;
  to: string;
}

/** The department (the actor's) and the La Paz days [start, end] asked for, at most 31 of them; no database read. */
function payWeek(actor: Actor, { departmentId, teacherId, start, end }: AskedWeek): PayWeek {
  const dept = departmentFor(actor, departmentId);
  if (!isCalendarDate(start) || !isCalendarDate(end) || start > end || start < '2010-01-01') throw badRequest(M.week);
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > 31) throw badRequest(M.week);
  return { departmentId: dept, teacherId, start, end, ...laPazDayRange(start, end) };
}

/** The teacher's name, once the teacher is known to be a teacher of the week's department. */
async function teacherName(db: Knex, actor: Actor, week: PayWeek): Promise<string> {
  const teacher = await db('users')
    .where({ id: week.teacherId })
    .whereIn('roleId', TEACHER_ROLES)
    .first('id', 'departmentId', 'firstNames', 'lastNames');
  if (!teacher) throw notFound('No se encontro el profesor.');
  assertDepartment(actor, teacher.departmentId);
  if (teacher.departmentId !== week.departmentId) throw badRequest(M.teacher);
  return `${teacher.firstNames} ${teacher.lastNames}`;
}

/** The teacher (of the department) and the La Paz days [start, end], at most 31 of them. */
export async function payScope(db: Knex, actor: Actor, asked: AskedWeek): Promise<PayScope> {
  const week = payWeek(actor, asked);
  return { ...week, teacherName: await teacherName(db, actor, week) };
}

/**
 * A report of the week read at the same time as the teacher is checked: on MariaDB both go to the server at once,
 * one round trip less for every report. What the report read is answered only when the teacher is the department's.
 */
export async function ofPayWeek<T>(
  db: Knex,
  actor: Actor,
  asked: AskedWeek,
  report: (week: PayWeek) => Promise<T>,
): Promise<T> {
  const week = payWeek(actor, asked);
  const [, answer] = await Promise.all([teacherName(db, actor, week), report(week)]);
  return answer;
}

/** The teacher's active lessons of the week, each with the hourly amount of its payment category (type 1). */
function inTeacherWeek(lessons: Knex.QueryBuilder, scope: PayWeek): Knex.QueryBuilder {
  return lessons
    .leftJoin('paymentCategories as category', (on) =>
      on
        .on('category.levelId', 'reservations.levelId')
        .andOn('category.studentCount', 'reservations.studentCount')
        .andOnVal('category.type', 1)
        .andOnVal('category.status', 1)
        .andOn('category.departmentId', 'reservations.departmentId'),
    )
    .where({
      'calendarSlots.teacherId': scope.teacherId,
      'calendarSlots.status': 1,
      'calendarSlots.departmentId': scope.departmentId,
    })
    .where('calendarSlots.startsAt', '>=', scope.from)
    .where('calendarSlots.startsAt', '<', scope.to)
    .select('category.rateCents');
}

const minutesOf = (r: Row) => Math.round((Date.parse(r.endsAt) - Date.parse(r.startsAt)) / 60_000);
const payOf = (r: Row) => lessonPayCents(minutesOf(r), r.rateCents ?? 0);

/** The teacher's lessons of the week, of reservations paid per lesson (`packages` false) or of hour packages. */
export async function lessonPay(db: Knex, scope: PayWeek, packages: boolean) {
  // The latest active payment of each reservation of the week, looked up by its reservation (ix_payments_reservation)
  // for the week's rows only: a summary of every payment grouped by reservation grew with the payments table.
  const lastPayment = db('payments')
    .where('payments.status', 1)
    .whereRaw('?? = ??', ['payments.reservationId', 'reservations.id'])
    .max('payments.paidAt');
  const query = inTeacherWeek(lessonQuery(db), scope).orderBy('calendarSlots.startsAt');
  if (packages) {
    query
      .whereNotNull('reservations.minutesLeft')
      .leftJoin('incomes', 'incomes.reservationId', 'reservations.id')
      .select('incomes.paidAt');
  } else {
    query.whereNull('reservations.minutesLeft').select(lastPayment.as('paidAt'));
  }
  const rows: Row[] = await query;
  return rows.map((r) => {
    const minutes = minutesOf(r);
    return {
      fechaInicial: r.startsAt as string,
      fechaPago: r.paidAt ?? null,
      pago: r.rateCents ?? 0,
      tipo: packages ? 'PAQUETE' : 'INDIVIDUAL',
      fechaClase: formatLaPaz(r.startsAt, 'DD/MM/YYYY'),
      inicio: formatLaPaz(r.startsAt, 'HH:mm'),
      fin: formatLaPaz(r.endsAt, 'HH:mm'),
      horas: Math.round((minutes / 60) * 100) / 100,
      nombres: r.firstNames,
      apellidos: r.lastNames,
      materia: r.subjectName,
      nivel: r.levelName,
      nroAlumnos: r.studentCount,
      total: payOf(r),
    };
  });
}

/** Practice incomes of the week credited to the teacher, with the share of their payment category (type 2). */
function weekPractices(db: Knex, scope: PayWeek): Knex.QueryBuilder {
  return db('practiceIncomes')
    .join('incomes', 'incomes.id', 'practiceIncomes.incomeId')
    .leftJoin('paymentCategories as category', (on) =>
      on
        .on('category.levelId', 'practiceIncomes.levelId')
        .andOnVal('category.type', 2)
        .andOnVal('category.status', 1)
        .andOn('category.departmentId', 'incomes.departmentId'),
    )
    .where({
      'practiceIncomes.teacherId': scope.teacherId,
      'incomes.status': 1,
      'incomes.departmentId': scope.departmentId,
    })
    .where('incomes.paidAt', '>=', scope.from)
    .where('incomes.paidAt', '<', scope.to)
    .select('incomes.totalCents', 'category.shareBp');
}

const shareOf = (r: Row) => practiceShareCents(r.totalCents, r.shareBp ?? 0);

/** Practice incomes of the week credited to the teacher, with the teacher's share. */
export async function practicePay(db: Knex, scope: PayWeek) {
  const rows: Row[] = await weekPractices(db, scope)
    .join('lessonLevels', 'lessonLevels.id', 'practiceIncomes.levelId')
    .orderBy('incomes.paidAt')
    .select('incomes.paidAt', 'incomes.name', 'incomes.detail', 'lessonLevels.initials');
  return rows.map((r) => ({
    fechaPago: r.paidAt,
    nombre: r.name,
    detalleIngreso: r.detail,
    sigla: r.initials,
    pago: shareOf(r),
  }));
}

const afpOfWeek = (db: Knex, scope: PayWeek) =>
  db('afpDiscounts')
    .where({ teacherId: scope.teacherId, departmentId: scope.departmentId })
    .where('discountedAt', '>=', scope.from)
    .where('discountedAt', '<', scope.to);

/** AFP discounts recorded for the teacher in the week. */
export async function afpDiscounts(db: Knex, scope: PayWeek) {
  const rows: Row[] = await afpOfWeek(db, scope).orderBy('discountedAt');
  return rows.map((r) => ({
    idDescuento: r.id,
    fechaDescuento: r.discountedAt,
    detalle: r.detail,
    descuento: r.amountCents,
  }));
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** The week's sums (centavos): individual lessons, practice shares, AFP, and the total of spec 02 §9. */
function totalsOf(individuales: number, practicas: number, afp: number) {
  return { individuales, practicas, afp, total: weeklyTotal(individuales, practicas, afp) };
}

/** Everything of the report with its sums (centavos). */
export async function teacherPayReport(db: Knex, scope: PayWeek) {
  const [classes, packages, practices, afps] = await Promise.all([
    lessonPay(db, scope, false),
    lessonPay(db, scope, true),
    practicePay(db, scope),
    afpDiscounts(db, scope),
  ]);
  const individuals = [...classes, ...packages].sort((a, b) => a.fechaInicial.localeCompare(b.fechaInicial));
  const totals = totalsOf(
    sum(individuals.map((r) => r.total)),
    sum(practices.map((r) => r.pago)),
    sum(afps.map((r) => r.descuento)),
  );
  return { individuals, practices, afps, totals };
}

/**
 * The week's sums alone (the summary): the same rows as the report, but only what the sums need. Lessons of both
 * kinds in one statement, without their pay dates (the report looks up each reservation's payment or package for
 * those); the AFP summed by the database (no rounding per row). On MariaDB, statements and round trips fewer.
 */
export async function teacherPayTotals(db: Knex, scope: PayWeek) {
  const lessons = db('lessons')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .join('reservations', 'reservations.id', 'lessons.reservationId')
    .where('lessons.status', 1);
  const [lessonRows, practiceRows, afp] = await Promise.all([
    inTeacherWeek(lessons, scope).select('calendarSlots.startsAt', 'calendarSlots.endsAt') as Promise<Row[]>,
    weekPractices(db, scope) as Promise<Row[]>,
    afpOfWeek(db, scope).first(db.raw('coalesce(sum(??), 0) as cents', ['amountCents'])) as Promise<Row | undefined>,
  ]);
  return totalsOf(sum(lessonRows.map(payOf)), sum(practiceRows.map(shareOf)), Number(afp?.cents ?? 0));
}

/**
 * POST afps/insertAfp: a discount for the teacher, role 1. Dated on `date` (a La Paz day of the week being
 * paid) when given and not in the future, otherwise today, so it lands in that week's report; either way at the
 * La Paz time it was entered.
 */
export async function insertAfp(
  db: Knex,
  actor: Actor,
  input: {
    discountCents: number;
    detail: string;
    idTeacher: number;
    idDepartament?: number | null;
    date?: string | null;
  },
) {
  const departmentId = departmentFor(actor, input.idDepartament);
  if (input.discountCents <= 0) throw badRequest(M.discountInvalid);
  const today = todayLaPaz();
  const day =
    input.date && isCalendarDate(input.date) && input.date <= today && input.date >= '2010-01-01' ? input.date : null;
  const now = nowIso();
  const discountedAt = day ? laPazInstant(day, formatLaPaz(now, 'HH:mm:ss.SSS')) : now;
  return inTransaction(db, async (trx) => {
    const teacher = await trx('users')
      .where({ id: input.idTeacher, departmentId })
      .whereIn('roleId', TEACHER_ROLES)
      .first('id');
    if (!teacher) throw badRequest(M.teacher);
    const row = {
      departmentId,
      teacherId: teacher.id,
      userId: actor.id,
      amountCents: input.discountCents,
      detail: input.detail,
      discountedAt,
    };
    const [id] = await trx('afpDiscounts').insert(row);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'afp_discounts',
      entityId: Number(id),
      action: 'create',
      after: row,
    });
    return { msg: 'Se registro el descuento correctamente', idDescuento: Number(id) };
  });
}
