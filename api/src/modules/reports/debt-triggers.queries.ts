import type { Knex } from 'knex';

/*
 * Which students' stored debts must be summed again, recorded by the database itself: a trigger on every row
 * whose change can move what a student owes (an instalment, an enrolment, the student's or the group's state, a
 * group or semester moved to another department) adds the student to `debt_pending`, inside the writer's own
 * transaction. Whatever code path wrote — a service, the REST face, an import, a script — the mark is there, and
 * `settleDebts` (run before every commit by inTransaction, and by the dashboard and `npm run db:check`) sums those
 * students again. No service calls an updater.
 */

/** A change of `table` and the students it concerns, as SQL over the trigger's NEW or OLD row. */
interface Mark {
  table: string;
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  /** A SELECT of student ids, `{row}` standing for the changed row (NEW or OLD). */
  students: string;
  /** Only when this condition over OLD and NEW holds (updates). */
  when?: string;
}

const OF_ENROLMENT = 'select student_id from enrolments where id = {row}.enrolment_id';
const OF_GROUP = 'select student_id from enrolments where group_id = {row}.id';
const OF_SEMESTER =
  'select e.student_id from enrolments e join class_groups g on g.id = e.group_id where g.semester_id = {row}.id';

const MARKS: Mark[] = [
  { table: 'instalments', event: 'INSERT', students: OF_ENROLMENT },
  { table: 'instalments', event: 'UPDATE', students: OF_ENROLMENT },
  { table: 'instalments', event: 'DELETE', students: OF_ENROLMENT },
  { table: 'enrolments', event: 'INSERT', students: 'select {row}.student_id' },
  { table: 'enrolments', event: 'UPDATE', students: 'select {row}.student_id' },
  { table: 'enrolments', event: 'DELETE', students: 'select {row}.student_id' },
  { table: 'users', event: 'UPDATE', students: 'select {row}.id', when: 'OLD.status <> NEW.status' },
  {
    table: 'class_groups',
    event: 'UPDATE',
    students: OF_GROUP,
    when: 'OLD.status <> NEW.status or OLD.semester_id <> NEW.semester_id',
  },
  { table: 'semesters', event: 'UPDATE', students: OF_SEMESTER, when: 'OLD.department_id <> NEW.department_id' },
];

const triggerName = (m: Mark) => `trg_debt_${m.table}_${m.event.toLowerCase()}`;

/** The statement that marks a change's students, for the row NEW (or OLD, for a delete; both, for an update). */
function markStatements(m: Mark, mysql: boolean): string[] {
  const insert = mysql
    ? 'insert ignore into debt_pending (student_id)'
    : 'insert or ignore into debt_pending (student_id)';
  const rows = m.event === 'INSERT' ? ['NEW'] : m.event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];
  return rows.map((row) => `${insert} ${m.students.replaceAll('{row}', row)};`);
}

function createTrigger(m: Mark, mysql: boolean): string {
  const body = markStatements(m, mysql).join(' ');
  if (mysql) {
    const guarded = m.when ? `if ${m.when} then ${body} end if;` : body;
    return `create trigger ${triggerName(m)} after ${m.event.toLowerCase()} on ${m.table} for each row begin ${guarded} end`;
  }
  const when = m.when ? ` when ${m.when}` : '';
  return `create trigger ${triggerName(m)} after ${m.event.toLowerCase()} on ${m.table} for each row${when} begin ${body} end`;
}

/** The statements that (re)create every trigger, for a connection whose default schema holds the tables. */
export function debtTriggerStatements(mysql: boolean): string[] {
  return MARKS.flatMap((m) => [`drop trigger if exists ${triggerName(m)}`, createTrigger(m, mysql)]);
}

/** The statements that drop every trigger (a MariaDB table with triggers cannot be renamed into another schema). */
export function dropDebtTriggerStatements(): string[] {
  return MARKS.map((m) => `drop trigger if exists ${triggerName(m)}`);
}

export async function createDebtTriggers(knex: Knex, mysql: boolean): Promise<void> {
  for (const sql of debtTriggerStatements(mysql)) await knex.raw(sql);
}

export async function dropDebtTriggers(knex: Knex): Promise<void> {
  for (const sql of dropDebtTriggerStatements()) await knex.raw(sql);
}
