/**
 * 'Reporte Pago de Horas Individuales' (spec 02 §2 Reports, §3 Individual/Practice payment rows and AFP, §9;
 * DOMAIN.md "Teacher pay"): a teacher's lessons of a week paid by the hour from the individual payment
 * category (level × number of students), the practice-income shares, the AFP discounts, and the total.
 * Sums are SQL over the teacher's indexed slots and the week; amounts are centavos until the API boundary.
 */
import type { Knex } from 'knex';
import { lessonPayCents, practiceShareCents, TEACHER_PAY_MESSAGES as M, weeklyTotal } from '../../../../domain/teacher-pay.js';
import { badRequest, notFound } from '../../http/errors.js';
import { assertDepartment, departmentFor, TEACHER_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { formatLaPaz, isCalendarDate, laPazDayRange, nowIso, todayLaPaz } from '../../lib/time.js';
import { lessonQuery } from '../calendar/calendar.queries.js';

type Row = Record<string, any>;

export interface PayScope extends PayWeek { teacherName: string }
/** The week a report is asked for: department, teacher and La Paz days, as the request names them. */
export interface AskedWeek { departmentId: number; teacherId: number; start: string; end: string }
/** What a report of the week reads by: the department, the teacher and the La Paz days (and their UTC bounds). */
export interface PayWeek { departmentId: number; teacherId: number; start: string; end: string; from: string; to: string }

/** The department (the actor's) and the La Paz days [start, end] asked for, at most 31 of them; no database read. */
function payWeek(actor: Actor, { departmentId, teacherId, start, end }: AskedWeek): PayWeek {
  const dept = departmentFor(actor, departmentId);
  if (!isCalendarDate(start) || !isCalendarDate(end) || start > end || start < '2010-01-01') throw badRequest(M.week);
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > 31) throw badRequest(M.week);
  return { departmentId: dept, teacherId, start, end, ...laPazDayRange(start, end) };
}

/** The teacher's name, once the teacher is known to be a teacher of the week's department. */
async function teacherName(db: Knex, actor: Actor, week: PayWeek): Promise<string> {
  const teacher = await db('users').where({ id: week.teacherId }).whereIn('roleId', TEACHER_ROLES).first('id', 'departmentId', 'firstNames', 'lastNames');
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
export async function ofPayWeek<T>(db: Knex, actor: Actor, asked: AskedWeek, report: (week: PayWeek) => Promise<T>): Promise<T> {
  const week = payWeek(actor, asked);
  const [, answer] = await Promise.all([teacherName(db, actor, week), report(week)]);
  return answer;
}

/** The teacher's lessons of the week, of reservations paid per lesson (`packages` false) or of hour packages. */
export async function lessonPay(db: Knex, scope: PayWeek, packages: boolean) {
  // The latest active payment of each reservation of the week, looked up by its reservation (ix_payments_reservation)
  // for the week's rows only: a summary of every payment grouped by reservation grew with the payments table.
  const lastPayment = db('payments').where('payments.status', 1).whereRaw('?? = ??', ['payments.reservationId', 'reservations.id']).max('payments.paidAt');
  const query = lessonQuery(db)
    .leftJoin('paymentCategories as category', (on) => on.on('category.levelId', 'reservations.levelId')
      .andOn('category.studentCount', 'reservations.studentCount').andOnVal('category.type', 1).andOnVal('category.status', 1)
      .andOn('category.departmentId', 'reservations.departmentId'))
    .where({ 'calendarSlots.teacherId': scope.teacherId, 'calendarSlots.status': 1, 'calendarSlots.departmentId': scope.departmentId })
    .where('calendarSlots.startsAt', '>=', scope.from).where('calendarSlots.startsAt', '<', scope.to)
    .orderBy('calendarSlots.startsAt')
    .select('category.rateCents');
  if (packages) {
    query.whereNotNull('reservations.minutesLeft').leftJoin('incomes', 'incomes.reservationId', 'reservations.id').select('incomes.paidAt');
  } else {
    query.whereNull('reservations.minutesLeft').select(lastPayment.as('paidAt'));
  }
  const rows: Row[] = await query;
  return rows.map((r) => {
    const minutes = Math.round((Date.parse(r.endsAt) - Date.parse(r.startsAt)) / 60_000);
    const rate = r.rateCents ?? 0;
    return {
      fechaInicial: r.startsAt as string, fechaPago: r.paidAt ?? null, pago: rate, tipo: packages ? 'PAQUETE' : 'INDIVIDUAL',
      fechaClase: formatLaPaz(r.startsAt, 'DD/MM/YYYY'), inicio: formatLaPaz(r.startsAt, 'HH:mm'), fin: formatLaPaz(r.endsAt, 'HH:mm'),
      horas: Math.round((minutes / 60) * 100) / 100, nombres: r.firstNames, apellidos: r.lastNames, materia: r.subjectName, nivel: r.levelName,
      nroAlumnos: r.studentCount, total: lessonPayCents(minutes, rate),
    };
  });
}

/** Practice incomes of the week credited to the teacher, with the teacher's share (payment category of type 2). */
export async function practicePay(db: Knex, scope: PayWeek) {
  const rows: Row[] = await db('practiceIncomes')
    .join('incomes', 'incomes.id', 'practiceIncomes.incomeId')
    .join('lessonLevels', 'lessonLevels.id', 'practiceIncomes.levelId')
    .leftJoin('paymentCategories as category', (on) => on.on('category.levelId', 'practiceIncomes.levelId')
      .andOnVal('category.type', 2).andOnVal('category.status', 1).andOn('category.departmentId', 'incomes.departmentId'))
    .where({ 'practiceIncomes.teacherId': scope.teacherId, 'incomes.status': 1, 'incomes.departmentId': scope.departmentId })
    .where('incomes.paidAt', '>=', scope.from).where('incomes.paidAt', '<', scope.to)
    .orderBy('incomes.paidAt')
    .select('incomes.paidAt', 'incomes.name', 'incomes.detail', 'incomes.totalCents', 'lessonLevels.initials', 'category.shareBp');
  return rows.map((r) => ({
    fechaPago: r.paidAt, nombre: r.name, detalleIngreso: r.detail, sigla: r.initials, pago: practiceShareCents(r.totalCents, r.shareBp ?? 0),
  }));
}

/** AFP discounts recorded for the teacher in the week. */
export async function afpDiscounts(db: Knex, scope: PayWeek) {
  const rows: Row[] = await db('afpDiscounts').where({ teacherId: scope.teacherId, departmentId: scope.departmentId })
    .where('discountedAt', '>=', scope.from).where('discountedAt', '<', scope.to).orderBy('discountedAt');
  return rows.map((r) => ({ idDescuento: r.id, fechaDescuento: r.discountedAt, detalle: r.detail, descuento: r.amountCents }));
}

/** Everything of the report with its sums (centavos). */
export async function teacherPayReport(db: Knex, scope: PayWeek) {
  const [classes, packages, practices, afps] = await Promise.all([
    lessonPay(db, scope, false), lessonPay(db, scope, true), practicePay(db, scope), afpDiscounts(db, scope),
  ]);
  const individuals = [...classes, ...packages].sort((a, b) => a.fechaInicial.localeCompare(b.fechaInicial));
  const sum = (rows: Array<Record<string, unknown>>, key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
  const totals = { individuales: sum(individuals, 'total'), practicas: sum(practices, 'pago'), afp: sum(afps, 'descuento') };
  return { individuals, practices, afps, totals: { ...totals, total: weeklyTotal(totals.individuales, totals.practicas, totals.afp) } };
}

/**
 * POST afps/insertAfp: a discount for the teacher, role 1. Dated on `date` (a La Paz day of the week being
 * paid) when given and not in the future, otherwise today, so it lands in that week's report; either way at the
 * La Paz time it was entered.
 */
export async function insertAfp(db: Knex, actor: Actor, input: { discountCents: number; detail: string; idTeacher: number; idDepartament?: number | null; date?: string | null }) {
  const departmentId = departmentFor(actor, input.idDepartament);
  if (input.discountCents <= 0) throw badRequest(M.discountInvalid);
  const today = todayLaPaz();
  const day = input.date && isCalendarDate(input.date) && input.date <= today && input.date >= '2010-01-01' ? input.date : null;
  const now = nowIso();
  const discountedAt = day ? new Date(`${day}T${formatLaPaz(now, 'HH:mm:ss.SSS')}-04:00`).toISOString() : now;
  return db.transaction(async (trx) => {
    const teacher = await trx('users').where({ id: input.idTeacher, departmentId }).whereIn('roleId', TEACHER_ROLES).first('id');
    if (!teacher) throw badRequest(M.teacher);
    const row = { departmentId, teacherId: teacher.id, userId: actor.id, amountCents: input.discountCents, detail: input.detail, discountedAt };
    const [id] = await trx('afpDiscounts').insert(row);
    await audit(trx, { userId: actor.id, actor, entity: 'afp_discounts', entityId: Number(id), action: 'create', after: row });
    return { msg: 'Se registro el descuento correctamente', idDescuento: Number(id) };
  });
}
