import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ATTENDANCE_MESSAGES as A, DIAGNOSIS_MESSAGES as D, GRADE_MESSAGES as G } from '../../domain/grades.js';
import { hashPassword } from '../../api/src/lib/password.js';
import { closeBrowserAfterAll, expectPrinted, sheetColumn } from './finance-fixtures.js';
import { gradedGroup, rowsWhere, sheetRows } from './grades-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

/** Wednesday 18 November 2026, 10:00 in La Paz. */
const WEDNESDAY = new Date('2026-11-18T14:00:00Z');

async function cashierWithoutAttendance(api: TestApi) {
  const branch = await api.db('branchOffices').where({ departmentId: 1 }).first();
  await api.db('users').insert({
    departmentId: 1,
    branchOfficeId: branch.id,
    roleId: 2,
    firstNames: 'SIN',
    lastNames: 'ASISTENCIA',
    ci: 'XSINASIS',
    username: 'sinasistencia',
    passwordHash: await hashPassword('Clave2024!'),
    status: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  return api.login('sinasistencia', 'Clave2024!');
}

describeEngines('attendance, diagnosis and the report card', (api) => {
  closeBrowserAfterAll();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
  });
  afterEach(() => vi.useRealTimers());

  it('takes attendance for a day, updates it on a second save and never duplicates', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2034' });
    const [a, b, c] = g.students;
    const save = (date: string, marks: Array<[number, boolean]>) =>
      api()
        .as('docente')
        .post('/api/attendances/insertAttendance', {
          idGroup: g.idGroup,
          date,
          studentsAttendance: marks.map(([idStudent, attendance]) => ({ idStudent, attendance })),
        });
    expect(
      (
        await save('2026-11-18', [
          [a.idUser, true],
          [b.idUser, false],
          [c.idUser, true],
        ])
      ).body.msg,
    ).toBe(A.saved);
    expect(
      (
        await save('2026-11-18', [
          [a.idUser, true],
          [b.idUser, true],
          [c.idUser, false],
        ])
      ).status,
    ).toBe(200);
    expect(await rowsWhere(api(), 'attendances', { groupId: g.idGroup })).toBe(3);
    const list = await api().as('docente').get(`/api/courses/selectStudentsAttendance/${g.idGroup}?date=2026-11-18`);
    expect(list.body.registrada).toBe(true);
    expect(Object.fromEntries(list.body.asistances.map((r: any) => [r.idUsuario, r.presente]))).toEqual({
      [a.idUser]: true,
      [b.idUser]: true,
      [c.idUser]: false,
    });
    const empty = await api().as('docente').get(`/api/courses/selectStudentsAttendance/${g.idGroup}?date=2026-11-17`);
    expect(empty.body).toMatchObject({ registrada: false });
    expect(empty.body.asistances.every((r: any) => r.presente === false)).toBe(true);

    // Two class dates, a present on both: 100 %; b: 1 of 2.
    await save('2026-11-16', [
      [a.idUser, true],
      [b.idUser, false],
      [c.idUser, false],
    ]);
    expect(
      (await api().as('cajero').get(`/api/attendances/selectAttendanceStudent/${g.idGroup}/${a.idUser}`)).body,
    ).toMatchObject({ totalAssistance: 100, fechasClase: 2 });
    expect(
      (await api().as('cajero').get(`/api/attendances/selectAttendanceStudent/${g.idGroup}/${b.idUser}`)).body
        .totalAssistance,
    ).toBe(50);
    expect(
      (
        await api()
          .as('cajero')
          .get(`/api/attendances/selectAttendanceStudentMonth/${g.idGroup}/${b.idUser}?month=2026-11`)
      ).body,
    ).toEqual([
      { fecha: '2026-11-16', presente: false },
      { fecha: '2026-11-18', presente: true },
    ]);
  });

  it('refuses weekends, future and impossible dates, strangers and users without the permission, writing nothing', async () => {
    const g = await gradedGroup(api(), { semester: 'II-2034', students: 1 });
    const [a] = g.students;
    const save = (date: string, idStudent = a.idUser, user: 'cajero' | 'docente' = 'cajero') =>
      api()
        .as(user)
        .post('/api/attendances/insertAttendance', {
          idGroup: g.idGroup,
          date,
          studentsAttendance: [{ idStudent, attendance: true }],
        });
    expect((await save('2026-11-14')).body.msg).toBe(A.weekend);
    expect((await save('2026-11-15')).body.msg).toBe(A.weekend);
    expect((await save('2026-11-19')).body.msg).toBe(A.future);
    expect((await save('2009-12-31')).body.msg).toBe(A.tooOld);
    expect((await save('2026-02-30')).status).toBe(400);
    expect((await save('2026-11-18', 999999)).body.msg).toBe(A.notEnrolled);
    const token = await cashierWithoutAttendance(api());
    const refused = await api().request('POST', '/api/attendances/insertAttendance', {
      token,
      body: { idGroup: g.idGroup, date: '2026-11-18', studentsAttendance: [{ idStudent: a.idUser, attendance: true }] },
    });
    expect(refused.status).toBe(403);
    expect(
      (await api().request('GET', `/api/courses/selectStudentsAttendance/${g.idGroup}?date=2026-11-18`, { token }))
        .status,
    ).toBe(403);
    await api().db('groupSubjects').where({ groupId: g.idGroup }).delete();
    expect((await save('2026-11-18', a.idUser, 'docente')).status).toBe(403);
    expect(await rowsWhere(api(), 'attendances', { groupId: g.idGroup })).toBe(0);
  });

  it('saves diagnosis scores all or none and shows the report card with bands and attendance, printable', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2035', share: 2 });
    const [a, b] = g.students;
    const bad = await api()
      .as('docente')
      .put('/api/groupTeachers/updateStudentsDiagnosis', {
        idGroup: g.idGroup,
        students: [
          { idUsuario: a.idUser, diagnostico: 40 },
          { idUsuario: b.idUser, diagnostico: 140 },
        ],
      });
    expect(bad.status).toBe(405); // PATCH is the documented verb (a wrong method is a 405)
    const refused = await api().request('PATCH', '/api/groupTeachers/updateStudentsDiagnosis', {
      token: api().tokens.docente,
      body: {
        idGroup: g.idGroup,
        students: [
          { idUsuario: a.idUser, diagnostico: 40 },
          { idUsuario: b.idUser, diagnostico: 140 },
        ],
      },
    });
    expect(refused.body.msg).toBe(G.range);
    expect(await rowsWhere(api(), 'diagnoses', { groupId: g.idGroup })).toBe(0);
    const saved = await api().request('PATCH', '/api/groupTeachers/updateStudentsDiagnosis', {
      token: api().tokens.docente,
      body: {
        idGroup: g.idGroup,
        students: [
          { idUsuario: a.idUser, diagnostico: '42.5' },
          { idUsuario: b.idUser, diagnostico: '' },
        ],
      },
    });
    expect(saved.body.msg).toBe(D.saved);
    const list = await api().request(
      'GET',
      `/api/groupTeachers/selectStudentsDiagnosisByIdGroup?idGroup=${g.idGroup}`,
      { token: api().tokens.docente },
    );
    expect(list.body.find((r: any) => r.idUsuario === a.idUser)).toMatchObject({ ci: a.ci, diagnostico: 42.5 });

    await api()
      .as('cajero')
      .post('/api/courses/insertStudentsGrade', {
        idGroup: g.idGroup,
        month: 2,
        type: 1,
        students: [{ idUsuario: a.idUser, [g.own.code]: 77.25 }],
      });
    await api()
      .as('cajero')
      .post('/api/attendances/insertAttendance', {
        idGroup: g.idGroup,
        date: '2026-11-18',
        studentsAttendance: [
          { idStudent: a.idUser, attendance: true },
          { idStudent: b.idUser, attendance: false },
        ],
      });
    await api()
      .as('cajero')
      .post('/api/attendances/insertAttendance', {
        idGroup: g.idGroup,
        date: '2026-11-17',
        studentsAttendance: [{ idStudent: a.idUser, attendance: false }],
      });
    const card = await api()
      .as('cajero')
      .get(`/api/students/selectGradeStudentByIdGroup/${g.idGroup}?idStudent=${a.idUser}`);
    expect(card.body).toMatchObject({
      cuotas: 2,
      studentDiagnosis: 42.5,
      diagnosisBand: 'Nivel medio (de 30 a menos de 50)',
    });
    expect(card.body.subjects.find((s: any) => s.idMateria === g.own.id)).toMatchObject({
      sim1: null,
      exa1: null,
      sim2: null,
      exa2: 77.25,
    });
    expect(
      (await api().as('cajero').get(`/api/attendances/selectAttendanceStudent/${g.idGroup}/${a.idUser}`)).body
        .totalAssistance,
    ).toBe(50);

    const pdf = await api().request('GET', `/api/students/printGradeStudent/${g.idGroup}/${a.idUser}`, {
      token: api().tokens.cajero,
    });
    expect(pdf.status).toBe(200);
    expectPrinted(pdf.buffer!, 'letter', ['BOLETIN DE CALIFICACIONES', a.ci, 'Examen 2', '77.25', '50.00 %']);

    const report = await api().request(
      'GET',
      `/api/attendances/reportAttendance/${g.idGroup}/report.pdf?month=2026-11`,
      { token: api().tokens.cajero },
    );
    expectPrinted(report.buffer!, 'letterLandscape', ['REPORTE DE ASISTENCIA NOVIEMBRE 2026', 'MAMANI']);
    const xlsx = await api().request(
      'GET',
      `/api/attendances/reportAttendance/${g.idGroup}/report.xlsx?month=2026-11`,
      { token: api().tokens.cajero },
    );
    expect(xlsx.headers.get('content-disposition')).toContain('ReporteAsistencia.xlsx');
    expect((await sheetRows(xlsx.buffer!)).name).toBe('Asistencia');
    // The percentage is a number with a % format, not text.
    const percent = (await sheetColumn(xlsx.buffer!, '%')).map((c) => [c.value, c.numFmt]);
    expect(percent).toContainEqual([0.5, '0.00%']);
    expect(percent.every(([v]) => typeof v === 'number')).toBe(true);
    const none = await api().request('GET', `/api/attendances/reportAttendance/${g.idGroup}/report.pdf?month=2026-10`, {
      token: api().tokens.cajero,
    });
    expect(none).toMatchObject({ status: 400, body: { msg: A.noClassDates } });
  });
});
