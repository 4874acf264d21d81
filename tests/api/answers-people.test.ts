import { expect, it } from 'vitest';
import { catalogueDefinitions } from '../../api/src/modules/catalogues/catalogues.config.js';
import { describeEngines } from './harness.js';

/**
 * for the people and academic areas: every GET of users, students, enrolments, groups, grades and
 * the catalogues answered on the demo data (real rows, with their nulls), so the harness holds each answer
 * against the schema its route declares, on both engines. A 200 is all asserted here: the harness throws on
 * an answer that does not match its schema.
 */
describeEngines(
  'the people and academic reads answer what the document says',
  (api) => {
    const ok = async (user: 'admin' | 'cajero' | 'docente', url: string) => {
      const res = await api().as(user).get(url);
      expect(res.status, `${user} GET ${url}: ${res.text.slice(0, 200)}`).toBe(200);
      return res.body;
    };

    /** A group of department 1 with active students and subjects, one of its students and its semester. */
    async function demoEnrolment() {
      const db = api().db;
      const row = await db('enrolments')
        .join('classGroups', 'classGroups.id', 'enrolments.groupId')
        .join('semesters', 'semesters.id', 'classGroups.semesterId')
        .where({ 'semesters.departmentId': 1, 'enrolments.status': 1, 'classGroups.status': 1, 'semesters.status': 1 })
        .whereExists((q) =>
          q.select(db.raw('1')).from('groupSubjects').whereRaw('?? = ??', ['groupSubjects.groupId', 'classGroups.id']),
        )
        .orderBy('enrolments.id')
        .first('enrolments.groupId', 'enrolments.studentId', 'classGroups.semesterId');
      expect(row).toBeTruthy();
      return row as { groupId: number; studentId: number; semesterId: number };
    }

    it('every catalogue list and record', async () => {
      for (const { paths } of catalogueDefinitions) {
        for (const state of ['null', '1']) {
          const url = paths.list.replace(':state', state).replace(':idDepartament', '1').replace(':option', 'null');
          const rows = await ok('admin', `/api/${paths.base}${url}`);
          expect(rows.length, url).toBeGreaterThan(0);
        }
      }
      await ok('admin', '/api/departaments/selectDepartamentById/1');
      await ok('admin', '/api/roles/selectTeacherRoles');
    });

    it('people: staff, teachers, students and permissions', async () => {
      await ok('admin', '/api/users/selectUsers/1/null');
      await ok('admin', '/api/users/selectTeachers/1/true');
      await ok('cajero', '/api/users/selectSearchUserByIdRole/1/3/5');
      await ok('cajero', '/api/users/selectSearchTeacher/1/null/null/null/null');
      await ok('admin', '/api/users/selectModules');
      const staff = await api().db('users').where({ roleId: 2, departmentId: 1 }).first('id');
      await ok('admin', `/api/users/selectPermissionsUser/${staff.id}`);
      await ok('admin', `/api/users/selectPermissionsUser?idUser=${staff.id}`);
      await ok('admin', '/api/users/selectLoginLockouts');
      const students = await ok('admin', '/api/users/selectStudents/1/null');
      expect(students.length).toBeGreaterThan(0);
      await ok(
        'cajero',
        `/api/users/selectSearchStudent/1/null/null/${encodeURIComponent(students[0].apellidos.slice(0, 3))}/null`,
      );
    });

    it('groups, enrolments and credentials', async () => {
      const e = await demoEnrolment();
      await ok('admin', `/api/groups/selectGroups/${e.semesterId}/null`);
      await ok('docente', `/api/groups/selectGroups/${e.semesterId}/1`);
      await ok('admin', `/api/groups/selectGroupById/${e.groupId}`);
      await ok('admin', `/api/subjects/selectSubjectGroupByIdGroup/${e.groupId}/1`);
      await ok('admin', `/api/subjects/selectSubjectGroup/${e.groupId}/1`);
      await ok('admin', `/api/courses/selectCourseStudentsByIdGroup/${e.groupId}/null`);
      await ok('cajero', `/api/courses/selectCourseStudentsByIdGroup/${e.groupId}/1`);
      await ok('cajero', `/api/courses/selectStudentCourseByIdGroupAndIdUser/${e.groupId}/${e.studentId}`);
      await ok('admin', `/api/courses/selectStudentCourseByIdGroupAndIdUser/${e.groupId}/${e.studentId}`);
      await ok('admin', `/api/groups/selectGroupCredentialByIdSemester/1/${e.semesterId}`);
      await ok('admin', `/api/students/selectCredentialBinnacle/${e.groupId}/${e.studentId}`);
    });

    it('grades, diagnosis, attendance and the report card', async () => {
      const e = await demoEnrolment();
      const [user] = await api().db('users').where({ username: 'docente' }).select('id');
      await ok('docente', `/api/groupTeachers/selectGroupBySemester/1/${user.id}/${e.semesterId}`);
      await ok('admin', `/api/groupTeachers/selectGroupByIdSemester/1/${e.semesterId}`);
      await ok('admin', `/api/groupTeachers/selectGroupAttendanceByIdSemester/1/${e.semesterId}`);
      await ok('admin', `/api/groupTeachers/selectStudentsDiagnosisByIdGroup?idGroup=${e.groupId}`);
      for (const type of [0, 1])
        await ok('admin', `/api/courses/selectStudentsGradeByIdGroup?idGroup=${e.groupId}&month=1&type=${type}`);
      await ok('admin', `/api/courses/selectStudentsByIdGroup/${e.groupId}`);
      await ok('admin', `/api/exams/selectExamsStudent/${e.groupId}/${e.studentId}`);
      await ok('admin', `/api/students/selectGradeStudentByIdGroup/${e.groupId}?idStudent=${e.studentId}`);
      const [mark] = await api().db('attendances').where({ groupId: e.groupId }).orderBy('date').select('date');
      const day: string = mark?.date ?? '2026-03-02';
      await ok('admin', `/api/courses/selectStudentsAttendance/${e.groupId}?date=${day}`);
      await ok('admin', `/api/attendances/selectAttendanceStudent/${e.groupId}/${e.studentId}`);
      await ok(
        'admin',
        `/api/attendances/selectAttendanceStudentMonth/${e.groupId}/${e.studentId}?month=${day.slice(0, 7)}`,
      );
      await ok(
        'admin',
        `/api/students/selectAssistancesByDate?idGroup=${e.groupId}&idStudent=${e.studentId}&year=${day.slice(0, 4)}&month=${Number(day.slice(5, 7))}`,
      );
    });
  },
  { demo: true },
);
