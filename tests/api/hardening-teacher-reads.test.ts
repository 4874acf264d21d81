import { expect, it } from 'vitest';
import { enrolledGroup } from './credentials-fixtures.js';
import { describeEngines } from './harness.js';

describeEngines('teachers read only the students they teach, and no pay rates', (api) => {
  it('the department directory, enrolments and payment categories are closed to teachers', async () => {
    const taught = await enrolledGroup(api(), { semester: 'I-2051', startDate: '2051-02-01', students: 2 });
    const other = await enrolledGroup(api(), { semester: 'II-2051', startDate: '2051-08-01', students: 1 });
    const teacher = await api().db('users').where({ username: 'docente' }).first();
    const subject = await api().db('subjects').where({ departmentId: 1 }).first();
    await api()
      .db('groupSubjects')
      .insert({ groupId: taught.idGroup, subjectId: subject.id, teacherId: teacher.id, status: 1 });
    const docente = api().as('docente');

    for (const url of [
      '/api/users/selectStudents/1/1',
      '/api/users/selectSearchStudent/1/null/null/null/77',
      `/api/courses/selectStudentCourseByIdGroupAndIdUser/${taught.idGroup}/${taught.students[0].idUser}`,
      '/api/paymentCategorys/selectPaymentCategorys/null/1',
      '/api/paymentCategorys/selectPaymentCategorys/1/1',
    ]) {
      expect((await docente.get(url)).status, url).toBe(403);
    }
    expect((await docente.get(`/api/courses/selectCourseStudentsByIdGroup/${taught.idGroup}/1`)).body).toHaveLength(2);
    expect((await docente.get(`/api/courses/selectCourseStudentsByIdGroup/${other.idGroup}/1`)).status).toBe(403);

    const students = await docente.get('/api/rest/students?range=[0,499]');
    expect(students.body.map((s: any) => s.idUsuario).sort()).toEqual(taught.students.map((s) => s.idUser).sort());
    expect((await docente.get(`/api/rest/students/${other.students[0].idUser}`)).status).toBe(403);
    const enrolments = await docente.get('/api/rest/enrolments?range=[0,499]');
    expect(new Set(enrolments.body.map((e: any) => e.idGrupo))).toEqual(new Set([taught.idGroup]));

    // Staff keep reading as before.
    expect((await api().as('cajero').get('/api/paymentCategorys/selectPaymentCategorys/1/1')).status).toBe(200);
    expect((await api().as('cajero').get(`/api/courses/selectCourseStudentsByIdGroup/${other.idGroup}/1`)).status).toBe(
      200,
    );
  });
});
