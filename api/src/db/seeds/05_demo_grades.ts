import type { Knex } from 'knex';
import { todayLaPaz } from '../../lib/time.js';
import { isWeekday } from '../../../../domain/grades.js';
import { recentClassDays, sequence } from './03_demo_academics.js';

/** Weekdays of October 2026 (the month the demo's attendance report shows), all in the past. */
const OCTOBER = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`).filter(isWeekday);

async function insertInChunks(db: Knex, table: string, rows: object[]) {
  for (let i = 0; i < rows.length; i += 150) await db(table).insert(rows.slice(i, i + 150));
}

/**
 * Grades (month 1 simulacro and exam, month 2 simulacro), a diagnosis and the attendance of October and of
 * the last days before the seeding (the dashboard's week) for the La Paz groups, so the report card, the
 * attendance report and the dashboard have something to show.
 */
export async function seedDemoGrades(db: Knex, now: string, today = todayLaPaz()): Promise<void> {
  const random = sequence(11);
  const classDates = [...new Set([...OCTOBER, ...recentClassDays(today)])];
  const groups = await db('classGroups')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .join('departments', 'departments.id', 'semesters.departmentId')
    .where('departments.name', 'LA PAZ')
    .select('classGroups.id');
  const grades: object[] = [];
  const diagnoses: object[] = [];
  const attendances: object[] = [];
  for (const group of groups) {
    const subjects = await db('groupSubjects').where({ groupId: group.id, status: 1 }).select('subjectId', 'teacherId');
    const students = (
      await db('enrolments').where({ groupId: group.id, status: 1 }).orderBy('studentId').select('studentId')
    ).map((e: { studentId: number }) => e.studentId);
    for (const studentId of students) {
      const level = 35 + Math.floor(random() * 55);
      for (const subject of subjects) {
        for (const [month, type] of [
          [1, 0],
          [1, 1],
          [2, 0],
        ]) {
          const grade = Math.min(100, Math.max(0, level + Math.floor(random() * 21) - 10));
          grades.push({
            groupId: group.id,
            studentId,
            subjectId: subject.subjectId,
            teacherId: subject.teacherId,
            month,
            type,
            gradeHundredths: grade * 100,
            updatedAt: now,
          });
        }
      }
      diagnoses.push({ groupId: group.id, studentId, scoreHundredths: Math.floor(random() * 8000) + 1000 });
      for (const date of classDates)
        attendances.push({ groupId: group.id, studentId, date, present: random() < 0.85 ? 1 : 0, recordedBy: null });
    }
  }
  await insertInChunks(db, 'grades', grades);
  await insertInChunks(db, 'diagnoses', diagnoses);
  await insertInChunks(db, 'attendances', attendances);
}
