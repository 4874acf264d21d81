/**
 * How a query over `enrolments` reaches what an enrolment belongs to. A leaf file (no imports but knex's types)
 * so that the reports, payments and statement areas can use it without an import circle through the services.
 */
import type { Knex } from 'knex';

/** The enrolment's group (`classGroups`) and that group's semester (`semesters`, which names the department). */
export function joinGroupAndSemester<Q extends Knex.QueryBuilder>(query: Q): Q {
  return query
    .join('classGroups', 'classGroups.id', 'enrolments.groupId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId') as Q;
}

/** The enrolled student (`users`), the group and the semester. */
export function joinStudentGroupAndSemester<Q extends Knex.QueryBuilder>(query: Q): Q {
  return joinGroupAndSemester(query.join('users', 'users.id', 'enrolments.studentId') as Q);
}
