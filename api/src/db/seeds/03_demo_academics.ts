import type { Knex } from 'knex';
import { addDays, mondayOf } from '../../lib/time.js';
import { groupEndDate, planInstalments } from '../../modules/enrolments/instalment-plan.rules.js';
import { isWeekday } from '../../../../domain/grades.js';
import { FIRST_NAMES, LAST_NAMES } from './02_demo_people.js';

/** A deterministic pseudo-random sequence, so every fresh database holds the same demo. */
export function sequence(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/**
 * Monday to Friday of last week, then this week's weekdays before today (La Paz calendar dates): the days
 * the demo fills relative to the day it is seeded, so the weekly screens (teacher pay, the dashboard's
 * attendance) have something to show on a first look.
 */
export function recentClassDays(today: string): string[] {
  const lastMonday = addDays(mondayOf(today), -7);
  return Array.from({ length: 14 }, (_, i) => addDays(lastMonday, i)).filter((day) => day < today && isWeekday(day));
}

const GROUPS: Array<{ code: string; number: number; turn: number; instalments: number; cost: number; start: string }> =
  [
    { code: 'MED', number: 1, turn: 0, instalments: 4, cost: 1600, start: '2026-08-03' },
    { code: 'MED', number: 2, turn: 1, instalments: 4, cost: 1600, start: '2026-08-03' },
    { code: 'ING', number: 1, turn: 0, instalments: 5, cost: 2250, start: '2026-08-10' },
    { code: 'ECO', number: 1, turn: 2, instalments: 3, cost: 1000, start: '2026-09-07' },
  ];

/** Semesters, groups with subjects and teachers, students enrolled with their instalments. */
export async function seedDemoAcademics(
  db: Knex,
  now: string,
  studentsPerDepartment: Record<string, number>,
): Promise<void> {
  const random = sequence(7);
  let ci = 9100000;
  for (const department of await db('departments').orderBy('id')) {
    const count = studentsPerDepartment[department.name] ?? 0;
    const departmentId = department.id;
    const turns = await db('turns').where({ departmentId }).orderBy('id');
    const subjects = await db('subjects').where({ departmentId, type: 2 }).orderBy('id');
    const teachers = await db('users').where({ departmentId }).whereIn('roleId', [3, 5]).orderBy('id');
    const branches = await db('branchOffices').where({ departmentId }).orderBy('id');
    await db('semesters').insert({ departmentId, name: 'I - 2026', number: 1, year: 2026, status: 1, createdAt: now });
    const [semesterId] = await db('semesters').insert({
      departmentId,
      name: 'II - 2026',
      number: 2,
      year: 2026,
      status: 1,
      createdAt: now,
    });

    const groupIds: number[] = [];
    for (const g of GROUPS) {
      const [groupId] = await db('classGroups').insert({
        semesterId,
        turnId: turns[g.turn].id,
        name: `${g.code} - ${g.number}`,
        code: g.code,
        number: g.number,
        instalments: g.instalments,
        costCents: g.cost * 100,
        startDate: g.start,
        endDate: groupEndDate(g.start, g.instalments),
        status: 1,
        createdAt: now,
      });
      groupIds.push(groupId);
      await db('groupSubjects').insert(
        subjects.slice(0, 4).map((s: any, i: number) => ({
          groupId,
          subjectId: s.id,
          teacherId: teachers[(i + groupIds.length) % teachers.length].id,
          status: 1,
        })),
      );
    }
    // Three group subjects each, and the individual ones (the class form offers only those for a lesson).
    const individual = await db('subjects').where({ departmentId, type: 1 }).orderBy('id');
    for (const teacher of teachers) {
      await db('teacherSubjects').insert(
        [...subjects.slice(0, 3), ...individual].map((s: any) => ({
          teacherId: teacher.id,
          subjectId: s.id,
          status: 1,
        })),
      );
    }

    for (let i = 0; i < count; i++) {
      const first = `${FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]} ${FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]}`;
      const last = `${LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]} ${LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]}`;
      const [studentId] = await db('users').insert({
        departmentId,
        branchOfficeId: branches[i % branches.length].id,
        roleId: 6,
        firstNames: first,
        lastNames: last,
        ci: String(ci++),
        email: '',
        phone: `7${String(1000000 + Math.floor(random() * 8999999))}`,
        status: 1,
        createdAt: now,
      });
      const gi = i % GROUPS.length;
      const group = GROUPS[gi];
      const [enrolmentId] = await db('enrolments').insert({
        groupId: groupIds[gi],
        studentId,
        enrolledOn: group.start,
        status: 1,
        createdAt: now,
      });
      await db('instalments').insert(
        planInstalments({ instalments: group.instalments, costCents: group.cost * 100, startDate: group.start }).map(
          (p) => ({
            enrolmentId,
            number: p.number,
            amountCents: p.amountCents,
            balanceCents: p.amountCents,
            paid: 0,
            dueDate: p.dueDate,
            status: 1,
            createdAt: now,
          }),
        ),
      );
    }
  }
}
