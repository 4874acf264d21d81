import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { GRADE_MESSAGES as G } from '../../domain/grades.js';
import { gradedGroup } from './grades-fixtures.js';
import { describeEngines } from './harness.js';

/** Wednesday 18 November 2026, 10:00 in La Paz: attendance may be taken for that day and the days before. */
const WEDNESDAY = new Date('2026-11-18T14:00:00Z');

/** The three documented calls of spec §7 that answered 404, in the spec's shapes. */
describeEngines('the documented calls of spec §7 that were missing', (api) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
  });
  afterEach(() => vi.useRealTimers());

  it("GET departaments/selectDepartamentById/{id} answers nombreDepartamento, within the user's department", async () => {
    const [own, other] = await api().db('departments').orderBy('id').limit(2);
    const admin = await api().as('admin').get(`/api/departaments/selectDepartamentById/${other.id}`);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ idDepartamento: other.id, nombreDepartamento: other.name, estado: 1 });
    const cashier = await api().as('cajero').get(`/api/departaments/selectDepartamentById/${own.id}`);
    expect(cashier.body.nombreDepartamento).toBe(own.name);
    expect((await api().as('cajero').get(`/api/departaments/selectDepartamentById/${other.id}`)).status).toBe(403);
    expect((await api().as('admin').get('/api/departaments/selectDepartamentById/999999')).status).toBe(404);
    const bad = await api().as('admin').get('/api/departaments/selectDepartamentById/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Parámetro no válido.');
  });

  it("GET courses/selectStudentsByIdGroup/{idGroup}?idTeacher=&idSubject= lists the group's students for a teacher's subject", async () => {
    const g = await gradedGroup(api(), { semester: 'I-2041' });
    const url = (teacher: number | string, subject: number | string) =>
      `/api/courses/selectStudentsByIdGroup/${g.idGroup}?idTeacher=${teacher}&idSubject=${subject}`;
    const list = await api().as('docente').get(url(g.docenteId, g.own.id));
    expect(list.status).toBe(200);
    expect(list.body.map((s: any) => s.idUsuario).sort()).toEqual(g.students.map((s: any) => s.idUser).sort());
    expect(Object.keys(list.body[0])).toEqual(expect.arrayContaining(['idUsuario', 'ci', 'nombres', 'apellidos']));
    // Staff without a teacher or subject: the whole group.
    expect((await api().as('cajero').get(`/api/courses/selectStudentsByIdGroup/${g.idGroup}`)).body).toHaveLength(
      g.students.length,
    );
    // A subject the teacher does not teach in the group, or another teacher's name: refused.
    const notTaught = await api().as('cajero').get(url(g.docenteId, g.others.id));
    expect(notTaught.status).toBe(400);
    expect(notTaught.body.msg).toBe(G.notTaught);
    expect((await api().as('docente').get(url(g.docenteId, g.others.id))).status).toBe(400);
    expect(
      (
        await api()
          .as('docente')
          .get(url(g.docenteId + 1000, g.own.id))
      ).status,
    ).toBe(403);
    expect((await api().as('cajero').get(url('x', g.own.id))).status).toBe(400);
  });

  it("GET students/selectAssistancesByDate?idGroup=&idStudent=&year=&month= answers the month's assistances", async () => {
    const g = await gradedGroup(api(), { semester: 'I-2042' });
    const [a, b] = g.students;
    for (const [date, present] of [
      ['2026-11-16', false],
      ['2026-11-18', true],
    ] as const) {
      const saved = await api()
        .as('docente')
        .post('/api/attendances/insertAttendance', {
          idGroup: g.idGroup,
          date,
          studentsAttendance: [
            { idStudent: a.idUser, attendance: present },
            { idStudent: b.idUser, attendance: true },
          ],
        });
      expect(saved.status).toBe(200);
    }
    const query = (student: number, year: number | string, month: number | string) =>
      `/api/students/selectAssistancesByDate?idGroup=${g.idGroup}&idStudent=${student}&year=${year}&month=${month}`;
    const res = await api()
      .as('cajero')
      .get(query(a.idUser, 2026, 11));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      assistances: [
        { fecha: '2026-11-16', presente: false },
        { fecha: '2026-11-18', presente: true },
      ],
    });
    expect(
      (
        await api()
          .as('docente')
          .get(query(a.idUser, 2026, 10))
      ).body,
    ).toEqual({ assistances: [] });
    const badMonth = await api()
      .as('cajero')
      .get(query(a.idUser, 2026, 13));
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.msg).toBe(G.month);
    expect(
      (await api().as('cajero').get(`/api/students/selectAssistancesByDate?idGroup=${g.idGroup}&year=2026&month=11`))
        .status,
    ).toBe(400);
    // A student of another group is not in this one.
    expect(
      (
        await api()
          .as('cajero')
          .get(query(999999, 2026, 11))
      ).status,
    ).toBe(400);
  });
});
