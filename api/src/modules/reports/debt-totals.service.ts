/**
 * What is owed, kept summed: the dashboard's debt figure read from a few rows instead of walking every
 * enrolment of the department and its unpaid instalments on every visit of the home page.
 *
 * - `student_debts`: per student and department, the balances of their counted instalments by due date (JSON),
 *   i.e. the student's share of the totals, as last summed.
 * - `debt_totals`: per department and due date, the balances due that day and how many students have it as
 *   their first due date. The dashboard sums the rows before today: owed, and students owing.
 *
 * This module is their only writer. Triggers mark the students whose rows changed (debt-triggers.queries.ts) and
 * `settleDebts` — run before every commit by inTransaction, and before the dashboard reads — sums each marked
 * student's share again from the instalments while holding the student's row lock, and moves the totals by the
 * difference to the stored share. So the totals equal the sum of the shares, and the shares equal the instalments,
 * whatever code path wrote. `rebuildDebts` sums everything again (migration, dataset, seeds, restore);
 * `npm run db:check` compares both with a recomputation (derived-check.service.ts).
 */
import type { Knex } from 'knex';
import { joinGroupAndSemester } from '../enrolments/enrolment-joins.queries.js';
import { replaceKeptRows } from './kept-rows.service.js';

type Dues = Record<string, number>;

/**
 * The instalments that count as debt, for the overdue list and the dashboard alike: active and unpaid, with a
 * balance, of active enrolments of active students in active groups. Whether one is past its deadline is the
 * caller's condition (it depends on the day).
 */
export function countedInstalments(db: Knex) {
  return countedInstalmentsOfAnyStudent(db).join('users', 'users.id', 'enrolments.studentId').where('users.status', 1);
}

/**
 * The same without the student's condition, for a caller that joins `users` itself once per enrolment (the overdue
 * list groups by enrolment first: reading the student per instalment doubled its time on MariaDB).
 */
export function countedInstalmentsOfAnyStudent(db: Knex) {
  return joinGroupAndSemester(db('instalments').join('enrolments', 'enrolments.id', 'instalments.enrolmentId'))
    .where({ 'instalments.status': 1, 'instalments.paid': 0, 'enrolments.status': 1, 'classGroups.status': 1 })
    .where('instalments.balanceCents', '>', 0);
}

type DueRow = { departmentId: number; studentId: number; dueDate: string; cents: number | string };

/** The counted balances of the students (all students when `studentIds` is null), by department, student and due date. */
async function currentDues(db: Knex, studentIds: number[] | null): Promise<Map<string, Dues>> {
  const q = countedInstalments(db)
    .groupBy('semesters.departmentId', 'enrolments.studentId', 'instalments.dueDate')
    .select(
      'semesters.departmentId as departmentId',
      'enrolments.studentId as studentId',
      'instalments.dueDate as dueDate',
    )
    .sum({ cents: 'instalments.balanceCents' });
  if (studentIds) q.whereIn('enrolments.studentId', studentIds);
  const shares = new Map<string, Dues>();
  for (const r of (await q) as DueRow[]) {
    const key = `${r.departmentId}:${r.studentId}`;
    const dues = shares.get(key) ?? {};
    dues[r.dueDate] = Number(r.cents);
    shares.set(key, dues);
  }
  return shares;
}

const same = (a: Dues, b: Dues) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([due, cents]) => b[due] === cents);
const firstDue = (dues: Dues) => Object.keys(dues).sort()[0] ?? null;

/** Adds a share's balances and its student (counted on the first due date) to `totals`, signed. */
function addShare(
  totals: Map<string, { cents: number; students: number }>,
  departmentId: string,
  dues: Dues,
  sign: 1 | -1,
) {
  const at = (due: string) => {
    const key = `${departmentId}|${due}`;
    const t = totals.get(key) ?? { cents: 0, students: 0 };
    totals.set(key, t);
    return t;
  };
  for (const [due, cents] of Object.entries(dues)) at(due).cents += sign * cents;
  const first = firstDue(dues);
  if (first) at(first).students += sign;
}

const CHUNK = 400;

/**
 * Sums the marked students' shares again (the triggers' marks, debt-triggers.queries.ts) and clears their marks; inside
 * the caller's transaction. Almost always there is no mark but this transaction's own.
 */
export async function settleDebts(trx: Knex): Promise<void> {
  const marked: Array<{ studentId: number }> = await trx('debtPending').select('studentId');
  if (marked.length === 0) return;
  const ids = marked.map((m) => m.studentId);
  await refreshDebts(trx, ids);
  for (let i = 0; i < ids.length; i += CHUNK)
    await trx('debtPending')
      .whereIn('studentId', ids.slice(i, i + CHUNK))
      .delete();
}

/**
 * Sums the students' shares again and moves the totals by the difference; inside the caller's transaction.
 * Each student's row is locked first, in id order: two transactions settling one student apply their
 * differences one after the other, and under READ COMMITTED the second reads the instalments as the first left them.
 */
export async function refreshDebts(trx: Knex, studentIds: number[]): Promise<void> {
  const ids = [...new Set(studentIds)].sort((a, b) => a - b);
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    await trx('users').whereIn('id', chunk).orderBy('id').forUpdate().select('id');
    const stored: Array<{ departmentId: number; studentId: number; dues: string }> = await trx('studentDebts')
      .whereIn('studentId', chunk)
      .forUpdate();
    const before = new Map(stored.map((s) => [`${s.departmentId}:${s.studentId}`, JSON.parse(s.dues) as Dues]));
    const after = await currentDues(trx, chunk);
    const totals = new Map<string, { cents: number; students: number }>();
    const changed: string[] = [];
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const old = before.get(key) ?? {};
      const now = after.get(key) ?? {};
      if (same(old, now)) continue;
      const departmentId = key.split(':')[0];
      addShare(totals, departmentId, old, -1);
      addShare(totals, departmentId, now, 1);
      changed.push(key);
    }
    // The changed shares replaced in two statements, not two per student: an import settles thousands at once.
    if (changed.length) {
      const pairs = changed.map((key) => key.split(':').map(Number));
      await trx('studentDebts').whereIn(['departmentId', 'studentId'], pairs).delete();
      const rows = pairs.flatMap(([departmentId, studentId]) => {
        const dues = after.get(`${departmentId}:${studentId}`);
        return dues ? [{ departmentId, studentId, dues: JSON.stringify(dues) }] : [];
      });
      if (rows.length) await trx('studentDebts').insert(rows);
    }
    await applyTotals(trx, totals);
  }
}

/** Adds the differences to the totals' rows (created at zero when new): an upsert, so concurrent adds both count. */
async function applyTotals(trx: Knex, totals: Map<string, { cents: number; students: number }>) {
  for (const [key, delta] of [...totals.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (delta.cents === 0 && delta.students === 0) continue;
    const [departmentId, dueDate] = key.split('|');
    await trx('debtTotals')
      .insert({ departmentId: Number(departmentId), dueDate, balanceCents: delta.cents, students: delta.students })
      .onConflict(['departmentId', 'dueDate'])
      .merge({
        balanceCents: trx.raw('balance_cents + ?', [delta.cents]),
        students: trx.raw('students + ?', [delta.students]),
      });
  }
}

/** Sums every share and total again from the instalments (after a bulk load, a restore or an import). */
export async function rebuildDebts(db: Knex): Promise<void> {
  const shares = await currentDues(db, null);
  const rows = [...shares.entries()].map(([key, dues]) => {
    const [departmentId, studentId] = key.split(':').map(Number);
    return { departmentId, studentId, dues: JSON.stringify(dues) };
  });
  const totals = new Map<string, { cents: number; students: number }>();
  for (const [key, dues] of shares) addShare(totals, key.split(':')[0], dues, 1);
  const totalRows = [...totals.entries()].map(([key, t]) => {
    const [departmentId, dueDate] = key.split('|');
    return { departmentId: Number(departmentId), dueDate, balanceCents: t.cents, students: t.students };
  });
  await replaceKeptRows(db, [
    ['studentDebts', rows],
    ['debtTotals', totalRows],
    ['debtPending', []],
  ]);
}

/** The dashboard's figure: what is owed past its deadline in the department, and by how many students. */
export async function owedBefore(
  db: Knex,
  departmentId: number,
  today: string,
): Promise<{ cents: number; students: number }> {
  const row = await db('debtTotals')
    .where({ departmentId })
    .where('dueDate', '<', today)
    .first(db.raw('coalesce(sum(balance_cents), 0) as cents'), db.raw('coalesce(sum(students), 0) as students'));
  return { cents: Number(row?.cents ?? 0), students: Number(row?.students ?? 0) };
}

/** The stored shares and totals against a recomputation from the instalments (derived-check.service.ts). */
export async function debtDifferences(db: Knex): Promise<
  Array<{
    figure: string;
    key: string;
    field: string;
    stored: number | string | null;
    expected: number | string | null;
  }>
> {
  const expected = await currentDues(db, null);
  const storedRows: Array<{ departmentId: number; studentId: number; dues: string }> = await db('studentDebts').select(
    'departmentId',
    'studentId',
    'dues',
  );
  const stored = new Map(storedRows.map((s) => [`${s.departmentId}:${s.studentId}`, JSON.parse(s.dues) as Dues]));
  const out: Array<{
    figure: string;
    key: string;
    field: string;
    stored: number | string | null;
    expected: number | string | null;
  }> = [];
  const text = (dues: Dues | undefined) =>
    dues ? JSON.stringify(Object.fromEntries(Object.entries(dues).sort())) : null;
  for (const key of new Set([...stored.keys(), ...expected.keys()])) {
    const [a, b] = [stored.get(key) ?? {}, expected.get(key) ?? {}];
    if (!same(a, b))
      out.push({
        figure: 'deuda del estudiante',
        key,
        field: 'dues',
        stored: text(stored.get(key)),
        expected: text(expected.get(key)),
      });
  }
  const totals = new Map<string, { cents: number; students: number }>();
  for (const [key, dues] of expected) addShare(totals, key.split(':')[0], dues, 1);
  const keptRows: Array<{
    departmentId: number;
    dueDate: string;
    balanceCents: number | string;
    students: number | string;
  }> = await db('debtTotals').select();
  const kept = new Map(
    keptRows.map((t) => [
      `${t.departmentId}|${t.dueDate}`,
      { cents: Number(t.balanceCents), students: Number(t.students) },
    ]),
  );
  for (const key of new Set([...kept.keys(), ...totals.keys()])) {
    const [k, t] = [kept.get(key) ?? { cents: 0, students: 0 }, totals.get(key) ?? { cents: 0, students: 0 }];
    if (k.cents !== t.cents)
      out.push({ figure: 'total de deudas', key, field: 'balance_cents', stored: k.cents, expected: t.cents });
    if (k.students !== t.students)
      out.push({ figure: 'total de deudas', key, field: 'students', stored: k.students, expected: t.students });
  }
  return out;
}
