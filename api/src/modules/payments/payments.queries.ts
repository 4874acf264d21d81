/**
 * Reads of the payments area, answered with the spec's Spanish field names (spec 02 §3) and Bs amounts.
 * Every read is scoped to the department of the enrolment (group → semester → department).
 */
import { onlyActive } from '../../lib/status.js';
import { whereText } from '../../lib/search.js';
import type { Knex } from 'knex';
import { notFound } from '../../http/errors.js';
import { assertDepartment, departmentFor, ROLE, type Actor } from '../../http/session.js';
import { toBs } from '../../lib/money.js';
import { isPaymentEditable, payableInstalment } from '../../../../domain/payment-rules.js';
import { joinGroupAndSemester } from '../enrolments/enrolment-joins.queries.js';
import { closedTakings } from '../counter/close-lock.service.js';
import { PERSON_READ, presentPerson } from '../users/people.queries.js';

type Db = Knex | Knex.Transaction;
type DbRow = Record<string, any>;

/** The enrolment (grupo-usuario) of a student in a group, with what the payments page and receipt show. */
export async function findEnrolment(
  db: Db,
  actor: Actor,
  where: { groupId: number; studentId: number } | { id: number },
) {
  const q = joinGroupAndSemester(db('enrolments'))
    .join('turns', 'turns.id', 'classGroups.turnId')
    .join('departments', 'departments.id', 'semesters.departmentId')
    .select(
      'enrolments.*',
      'classGroups.name as groupName',
      'classGroups.instalments as instalmentCount',
      'classGroups.costCents',
      'classGroups.startDate',
      'semesters.id as semesterId',
      'semesters.name as semesterName',
      'semesters.departmentId',
      'departments.name as departmentName',
      'turns.name as turnName',
    );
  if ('id' in where) q.where('enrolments.id', where.id);
  else q.where({ 'enrolments.groupId': where.groupId, 'enrolments.studentId': where.studentId });
  const row = await q.first();
  if (!row) throw notFound('El estudiante no está inscrito en el grupo.');
  assertDepartment(actor, row.departmentId);
  return row as DbRow;
}

/** GET users/selectUserById: a person of the actor's department, without credentials. */
export async function userById(db: Db, actor: Actor, userId: number) {
  const u = await db('users')
    .leftJoin('branchOffices', 'branchOffices.id', 'users.branchOfficeId')
    .where('users.id', userId)
    .first(...PERSON_READ, 'branchOffices.name as branchName');
  if (!u) throw notFound('No se encontro el usuario.');
  assertDepartment(actor, u.departmentId);
  const { id: _id, ...person } = presentPerson(u);
  return person;
}

const paymentColumns = [
  'payments.*',
  'instalments.number as instalmentNumber',
  'instalments.enrolmentId',
  'instalments.balanceCents as instalmentBalanceCents',
  'instalments.dueDate',
  'paymentTypes.name as paymentTypeName',
  'cashiers.firstNames as cashierFirstNames',
  'cashiers.lastNames as cashierLastNames',
];

export function paymentQuery(db: Db) {
  return db('payments')
    .join('instalments', 'instalments.id', 'payments.instalmentId')
    .join('paymentTypes', 'paymentTypes.id', 'payments.paymentTypeId')
    .join('users as cashiers', 'cashiers.id', 'payments.cashierId')
    .select(paymentColumns);
}

/**
 * The payment row of spec 02 §3. `editable` tells the UI whether edit/delete apply (spec 02 §4); `cajaCerrada`
 * that its cashier's close has locked it for everyone but role 1.
 */
function presentPayment(p: DbRow, editable = false, closed = false) {
  return {
    idPago: p.id,
    codigo: p.receiptNumber,
    fechaPago: p.paidAt,
    fechaRegistro: p.paidAt,
    subTotal: toBs(p.amountPaidCents),
    monto: toBs(p.dueAmountCents),
    descuento: toBs(p.discountCents),
    // acuenta: what the instalment has received so far, this payment included.
    acuenta: toBs(p.dueAmountCents - p.balanceAfterCents),
    saldo: toBs(p.balanceAfterCents),
    descripcion: p.description,
    nroMensualidad: p.instalmentNumber,
    idMensualidad: p.instalmentId,
    idGrupoUsuario: p.enrolmentId,
    idTipoPago: p.paymentTypeId,
    nombreTipoPago: p.paymentTypeName,
    estado: p.status,
    cancelado: p.balanceAfterCents === 0 ? 1 : 0,
    idUsuario: p.cashierId,
    nombres: p.cashierFirstNames,
    apellidos: p.cashierLastNames,
    editable,
    cajaCerrada: closed,
    version: p.version,
    importado: Number(p.imported) === 1,
  };
}

/** Marks the editable payments among rows of one enrolment, and the ones a close has locked. */
async function withEditable(db: Db, rows: DbRow[]) {
  const closed = await closedTakings(
    db,
    rows.map((r) => ({ cashierId: r.cashierId, at: r.paidAt })),
  );
  const activeByInstalment = new Map<number, number[]>();
  for (const r of rows) {
    if (r.status !== 1) continue;
    activeByInstalment.set(r.instalmentId, [...(activeByInstalment.get(r.instalmentId) ?? []), r.id]);
  }
  return rows.map((r, i) =>
    presentPayment(
      r,
      isPaymentEditable(
        r as { id: number; status: number },
        { balanceCents: r.instalmentBalanceCents },
        activeByInstalment.get(r.instalmentId) ?? [],
      ),
      closed[i],
    ),
  );
}

/** GET payments/selectPayments/{id}: one payment. */
export async function paymentById(db: Db, actor: Actor, paymentId: number) {
  const row = await paymentQuery(db).where('payments.id', paymentId).first();
  if (!row) throw notFound('No se encontro el pago.');
  assertDepartment(actor, row.departmentId);
  const siblings = await db('payments').where({ instalmentId: row.instalmentId, status: 1 }).pluck('id');
  const [closed] = await closedTakings(db, [{ cashierId: row.cashierId, at: row.paidAt }]);
  return presentPayment(
    row,
    isPaymentEditable(
      row as { id: number; status: number },
      { balanceCents: row.instalmentBalanceCents },
      siblings.map(Number),
    ),
    closed,
  );
}

/** GET payments/selectPaymentsByIdGroupAndIdUser: the enrolment's payments; voided ones only for role 1. */
export async function paymentsOfStudent(db: Db, actor: Actor, groupId: number, studentId: number) {
  const enrolment = await findEnrolment(db, actor, { groupId, studentId });
  const q = paymentQuery(db)
    .where('instalments.enrolmentId', enrolment.id)
    .orderBy([{ column: 'instalments.number' }, { column: 'payments.id' }]);
  onlyActive(q, 'payments.status', actor);
  return withEditable(db, await q);
}

/** GET monthlypayments/SelectMonthlyPayments: the enrolment's instalments; `pagable` marks the one to pay. */
export async function instalmentsOfStudent(db: Db, actor: Actor, groupId: number, studentId: number) {
  const enrolment = await findEnrolment(db, actor, { groupId, studentId });
  const rows = await db('instalments').where({ enrolmentId: enrolment.id }).orderBy('number');
  const payable = enrolment.status === 1 ? payableInstalment(rows) : null;
  return rows.map((i: DbRow) => ({
    idMensualidad: i.id,
    nroMensualidad: i.number,
    monto: toBs(i.amountCents),
    saldo: toBs(i.balanceCents),
    cancelado: i.paid,
    estado: i.status,
    fechaRegistro: i.dueDate,
    cuotas: enrolment.instalmentCount,
    idGrupoUsuario: enrolment.id,
    pagable: payable?.id === i.id,
  }));
}

/** GET users/selectSearchStudentMonthlyPay: enrolled students by names, surnames or ci (null = not filtered). */
export async function searchStudentsMonthlyPay(
  db: Db,
  actor: Actor,
  departmentId: number | null,
  filter: { names: string | null; surnames: string | null; ci: string | null },
) {
  const dept = departmentFor(actor, departmentId);
  const terms = [filter.names, filter.surnames, filter.ci].filter((v) => v && String(v).trim());
  if (!terms.length) return [];
  const q = db('users')
    .join('enrolments', 'enrolments.studentId', 'users.id')
    .join('classGroups', 'classGroups.id', 'enrolments.groupId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where({ 'users.departmentId': dept, 'users.roleId': ROLE.STUDENT, 'users.status': 1, 'enrolments.status': 1 })
    .where('semesters.departmentId', dept)
    .select(
      'users.id',
      'users.ci',
      'users.firstNames',
      'users.lastNames',
      'users.phone',
      'semesters.id as semesterId',
      'semesters.name as semesterName',
      'classGroups.id as groupId',
      'classGroups.name as groupName',
      'enrolments.enrolledOn',
      'enrolments.id as enrolmentId',
    )
    .orderBy([
      { column: 'users.lastNames' },
      { column: 'users.firstNames' },
      { column: 'enrolments.id', order: 'desc' },
    ])
    .limit(200);
  whereText(q, 'users.firstNames', filter.names);
  whereText(q, 'users.lastNames', filter.surnames, 'prefix');
  whereText(q, 'users.ci', filter.ci, 'prefix');
  return (await q).map((r: DbRow) => ({
    idUsuario: r.id,
    ci: r.ci,
    apellidos: r.lastNames,
    nombres: r.firstNames,
    telefono: r.phone,
    idSemestre: r.semesterId,
    nombreSemestre: r.semesterName,
    nombreGrupo: r.groupName,
    idGrupo: r.groupId,
    fechaInscripcion: r.enrolledOn,
    idGrupoUsuario: r.enrolmentId,
  }));
}
