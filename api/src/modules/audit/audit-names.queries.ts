import type { Knex } from 'knex';
import type { NameOf, RefKind } from '../../../../domain/audit-fields.js';
import { formatLaPaz } from '../../lib/time.js';

type Named = Map<number, string>;
type Loader = (db: Knex, ids: number[]) => Promise<Array<[number, string]>>;

const fullName = (r: any) => `${r.firstNames ?? ''} ${r.lastNames ?? ''}`.trim();

/** A catalogue row by its name column. */
const byName =
  (table: string): Loader =>
  async (db, ids) =>
    (await db(table).whereIn('id', ids).select('id', 'name')).map((r: any) => [Number(r.id), String(r.name)]);

/** The student a payment settles: an instalment's enrolment, else a lesson reservation's student. */
async function payments(db: Knex, ids: number[]): Promise<Array<[number, string]>> {
  const rows = await db('payments as p')
    .leftJoin('instalments as i', 'i.id', 'p.instalmentId')
    .leftJoin('enrolments as e', 'e.id', 'i.enrolmentId')
    .leftJoin('reservations as r', 'r.id', 'p.reservationId')
    .joinRaw('left join users as u on u.id = coalesce(e.student_id, r.student_id)')
    .whereIn('p.id', ids)
    .select('p.id', 'p.receiptNumber', 'u.firstNames', 'u.lastNames', 'u.ci');
  return rows.map((r: any) => [
    Number(r.id),
    `Recibo N° ${r.receiptNumber}${r.ci ? ` · ${fullName(r)} (CI ${r.ci})` : ''}`,
  ]);
}

const ledger =
  (table: string, prefix: string): Loader =>
  async (db, ids) =>
    (await db(table).whereIn('id', ids).select('id', 'receiptNumber', 'name')).map((r: any) => [
      Number(r.id),
      `Recibo ${prefix}${r.receiptNumber} · ${r.name}`,
    ]);

const LOADERS: Record<RefKind, Loader> = {
  user: async (db, ids) =>
    (await db('users').whereIn('id', ids).select('id', 'firstNames', 'lastNames')).map((r: any) => [
      Number(r.id),
      fullName(r),
    ]),
  person: async (db, ids) =>
    (await db('users').whereIn('id', ids).select('id', 'firstNames', 'lastNames', 'ci')).map((r: any) => [
      Number(r.id),
      `${fullName(r)} (CI ${r.ci})`,
    ]),
  subject: byName('subjects'),
  group: byName('classGroups'),
  semester: byName('semesters'),
  paymentType: byName('paymentTypes'),
  incomeType: byName('incomeTypes'),
  branch: byName('branchOffices'),
  department: byName('departments'),
  role: byName('roles'),
  level: byName('lessonLevels'),
  turn: byName('turns'),
  module: byName('modules'),
  payment: payments,
  income: ledger('incomes', 'O-'),
  expense: ledger('expenses', 'N° '),
  cashShift: async (db, ids) =>
    (
      await db('cashShifts as s')
        .join('users as u', 'u.id', 's.cashierId')
        .whereIn('s.id', ids)
        .select('s.id', 's.openedAt', 'u.firstNames', 'u.lastNames')
    ).map((r: any) => [
      Number(r.id),
      `de ${fullName(r)}, abierta el ${formatLaPaz(String(r.openedAt), 'DD/MM/YYYY HH:mm')}`,
    ]),
  enrolment: async (db, ids) =>
    (
      await db('enrolments as e')
        .join('users as u', 'u.id', 'e.studentId')
        .join('classGroups as g', 'g.id', 'e.groupId')
        .whereIn('e.id', ids)
        .select('e.id', 'u.firstNames', 'u.lastNames', 'u.ci', 'g.name')
    ).map((r: any) => [Number(r.id), `${fullName(r)} (CI ${r.ci}) · Grupo ${r.name}`]),
};

/** Names every id of a page of audit rows, one query per kind of reference; unknown ids stay unnamed. */
export async function loadNames(db: Knex, refs: Array<[RefKind, number]>): Promise<NameOf> {
  const wanted = new Map<RefKind, Set<number>>();
  for (const [kind, id] of refs)
    if (Number.isInteger(id) && id > 0) (wanted.get(kind) ?? wanted.set(kind, new Set()).get(kind)!).add(id);
  const named = new Map<RefKind, Named>();
  for (const [kind, ids] of wanted) {
    const all = [...ids];
    const found: Named = new Map();
    // whereIn lists stay well under the engines' parameter limits.
    for (let i = 0; i < all.length; i += 500)
      for (const [id, name] of await LOADERS[kind](db, all.slice(i, i + 500))) found.set(id, name);
    named.set(kind, found);
  }
  return (kind, id) => named.get(kind)?.get(id);
}
