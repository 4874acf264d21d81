import { expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES as A,
  CELL_CHANGED,
  DIAGNOSIS_MESSAGES as D,
  GRADE_MESSAGES as G,
} from '../../domain/grades.js';
import { gradedGroup } from './grades-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

/** A past Wednesday: attendance may be taken on it. */
const DAY = '2026-11-18';

/** How the sheets name a student: 'MAMANI 123, LUCIA'. */
async function nameOf(api: TestApi, idUser: number) {
  const u = await api.db('users').where({ id: idUser }).first('lastNames', 'firstNames');
  return `${u.lastNames}, ${u.firstNames}`;
}

const audits = (api: TestApi, entity: string, groupId: number) =>
  api
    .db('auditLog')
    .where({ entity, entityId: groupId })
    .orderBy('id')
    .then((rows: any[]) =>
      rows.map((r) => ({ action: r.action, before: JSON.parse(r.beforeJson), after: JSON.parse(r.afterJson) })),
    );

describeEngines('sheets save only what changed', (api) => {
  it('grade sheet: two saves of different cells both stay; a stale cell is refused and named, the others saved, all audited', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2041' });
    const [a, b] = g.students;
    const sheet = (user: 'cajero' | 'docente', students: object[]) =>
      api()
        .as(user)
        .post('/api/courses/insertStudentsGrade', { idGroup: g.idGroup, idTeacher: null, month: 1, type: 0, students });
    expect((await sheet('cajero', [{ idUsuario: a.idUser, [g.own.code]: 55 }])).status).toBe(200);
    // Both read the sheet: a has 55, b nothing. The teacher sets a to 11; the cashier, from the older copy, grades b.
    expect(
      (await sheet('docente', [{ idUsuario: a.idUser, [g.own.code]: 11, previous: { [g.own.code]: 55 } }])).status,
    ).toBe(200);
    expect(
      (await sheet('cajero', [{ idUsuario: b.idUser, [g.own.code]: 70, previous: { [g.own.code]: null } }])).status,
    ).toBe(200);
    const read = async () =>
      (await api().as('cajero').get(`/api/courses/selectStudentsGradeByIdGroup?idGroup=${g.idGroup}&month=1&type=0`))
        .body.students;
    expect((await read()).map((s: any) => s[g.own.code])).toEqual([11, 70, null]);

    // The cashier, still on the old copy, changes a (stale) and b's other subject (fresh).
    const stale = await sheet('cajero', [
      { idUsuario: a.idUser, [g.own.code]: 60, previous: { [g.own.code]: 55 } },
      { idUsuario: b.idUser, [g.others.code]: 80, previous: { [g.others.code]: null } },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(CELL_CHANGED.grade(await nameOf(api(), a.idUser)));
    expect(stale.body.msg).toMatch(/^La nota de MAMANI \d+, LUCIA cambió mientras editaba$/);
    expect(stale.body.data.refused).toEqual([
      { idUsuario: a.idUser, codigoMateria: g.own.code, msg: stale.body.msg, actual: 11 },
    ]);
    const after = await read();
    expect(after[0]).toMatchObject({ [g.own.code]: 11 });
    expect(after[1]).toMatchObject({ [g.own.code]: 70, [g.others.code]: 80 });

    const log = await audits(api(), 'grades', g.idGroup);
    expect(log).toHaveLength(4);
    expect(log[1]).toMatchObject({
      action: 'update',
      before: { studentId: a.idUser, grade: 55 },
      after: { studentId: a.idUser, grade: 11 },
    });
    expect(log[3]).toMatchObject({
      action: 'create',
      before: { studentId: b.idUser, grade: null },
      after: { subjectId: g.others.id, grade: 80 },
    });
  });

  it('spec payloads (no previous values) saved at once all answer 200, the last one wins each cell', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2043', students: 4 });
    const full = (grade: number) => ({
      idGroup: g.idGroup,
      idTeacher: null,
      month: 1,
      type: 1,
      students: g.students.map((s) => ({ idUsuario: s.idUser, [g.own.code]: grade, [g.others.code]: grade + 1 })),
    });
    const saves = await Promise.all(
      [10, 20, 30, 40, 50, 60].map((grade) => api().as('cajero').post('/api/courses/insertStudentsGrade', full(grade))),
    );
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await api().db('grades').where({ groupId: g.idGroup, month: 1, type: 1 });
    expect(rows).toHaveLength(8);
  });

  it('updateExam: a concurrent pair on one cell gives exactly one 200; the spec payload without previous still saves', async () => {
    const g = await gradedGroup(api(), { semester: 'II-2041' });
    const [a] = g.students;
    const exam = { idGroup: g.idGroup, idStudent: a.idUser, idTeacher: null, idSubject: g.own.id, partial: 1, type: 1 };
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/exams/insertExam', { ...exam, grade: 40 })
      ).body.msg,
    ).toBe(G.examSaved);
    const pair = await Promise.all(
      [55, 66].map((grade) =>
        api()
          .as(grade === 55 ? 'cajero' : 'docente')
          .put('/api/exams/updateExam', { ...exam, grade, previous: 40 }),
      ),
    );
    expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = pair.findIndex((r) => r.status === 200);
    expect(pair[1 - winner].body.msg).toBe(CELL_CHANGED.grade(await nameOf(api(), a.idUser)));
    const grades = async () =>
      (await api().as('cajero').get(`/api/exams/selectExamsStudent/${g.idGroup}/${a.idUser}`)).body;
    expect((await grades())[0].nota).toBe([55, 66][winner]);

    const legacy = await api()
      .as('cajero')
      .put('/api/exams/updateExam', { ...exam, grade: 77 });
    expect(legacy.body).toMatchObject({ type: 1, msg: G.examUpdated });
    expect((await grades())[0].nota).toBe(77);
    // Two inserts of one empty cell at once: one saves, the other is the spec's warning, never a 5xx.
    const inserts = await Promise.all(
      [1, 2].map(() =>
        api()
          .as('cajero')
          .post('/api/exams/insertExam', { ...exam, partial: 2, grade: 50 }),
      ),
    );
    expect(inserts.map((r) => `${r.status}:${r.body.type}`).sort()).toEqual(['200:0', '200:1']);
    const log = await audits(api(), 'grades', g.idGroup);
    expect(log.map((l) => [l.before.grade, l.after.grade])).toEqual([
      [null, 40],
      [40, [55, 66][winner]],
      [[55, 66][winner], 77],
      [null, 50],
    ]);
  });

  it('attendance: two staff marking different students both keep their marks; a stale mark is refused and named', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2042' });
    const [a, b, c] = g.students;
    const save = (user: 'cajero' | 'docente', marks: Array<[number, boolean, boolean | null]>) =>
      api()
        .as(user)
        .post('/api/attendances/insertAttendance', {
          idGroup: g.idGroup,
          date: DAY,
          studentsAttendance: marks.map(([idStudent, attendance, previous]) => ({ idStudent, attendance, previous })),
        });
    expect(
      (
        await save('cajero', [
          [a.idUser, true, null],
          [b.idUser, true, null],
          [c.idUser, true, null],
        ])
      ).body.msg,
    ).toBe(A.saved);
    expect((await save('docente', [[a.idUser, false, true]])).status).toBe(200);
    expect((await save('cajero', [[b.idUser, false, true]])).status).toBe(200);
    const marks = async () =>
      Object.fromEntries(
        (
          await api().as('cajero').get(`/api/courses/selectStudentsAttendance/${g.idGroup}?date=${DAY}`)
        ).body.asistances.map((r: any) => [r.idUsuario, r.presente]),
      );
    expect(await marks()).toEqual({ [a.idUser]: false, [b.idUser]: false, [c.idUser]: true });

    // The cashier's older copy sends the whole list: a and b as it read them (unchanged), c marked absent.
    expect(
      (
        await save('cajero', [
          [a.idUser, true, true],
          [b.idUser, true, true],
          [c.idUser, false, true],
        ])
      ).status,
    ).toBe(200);
    expect(await marks()).toEqual({ [a.idUser]: false, [b.idUser]: false, [c.idUser]: false });

    // From that copy the cashier now changes a, which the teacher changed meanwhile: refused and named.
    const stale = await save('cajero', [
      [a.idUser, false, true],
      [b.idUser, true, false],
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(CELL_CHANGED.attendance(await nameOf(api(), a.idUser)));
    expect(stale.body.data.refused).toEqual([{ idStudent: a.idUser, msg: stale.body.msg, actual: false }]);
    expect(await marks()).toEqual({ [a.idUser]: false, [b.idUser]: true, [c.idUser]: false });

    // Two saves of one change at once (absent → present): exactly one is written.
    const pair = await Promise.all(
      ['cajero', 'docente'].map((user) => save(user as 'cajero', [[c.idUser, true, false]])),
    );
    expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
    const log = await audits(api(), 'attendances', g.idGroup);
    expect(log.slice(3, 5)).toMatchObject([
      {
        action: 'update',
        before: { studentId: a.idUser, date: DAY, present: true },
        after: { studentId: a.idUser, present: false },
      },
      {
        action: 'update',
        before: { studentId: b.idUser, present: true },
        after: { studentId: b.idUser, present: false },
      },
    ]);
    expect(log).toHaveLength(8);
  });

  it('diagnosis: a stale score is refused and named, the other rows saved; a concurrent pair gives exactly one 200', async () => {
    const g = await gradedGroup(api(), { semester: 'II-2042' });
    const [a, b] = g.students;
    const save = (students: object[]) =>
      api().request('PATCH', '/api/groupTeachers/updateStudentsDiagnosis', {
        token: api().tokens.cajero,
        body: { idGroup: g.idGroup, students },
      });
    expect((await save([{ idUsuario: a.idUser, diagnostico: 30 }])).body.msg).toBe(D.saved);
    expect((await save([{ idUsuario: a.idUser, diagnostico: 45, previous: 30 }])).status).toBe(200);
    const stale = await save([
      { idUsuario: a.idUser, diagnostico: null, previous: 30 },
      { idUsuario: b.idUser, diagnostico: 62.5, previous: null },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(CELL_CHANGED.diagnosis(await nameOf(api(), a.idUser)));
    const scores = async () =>
      (
        await api().as('cajero').get(`/api/groupTeachers/selectStudentsDiagnosisByIdGroup?idGroup=${g.idGroup}`)
      ).body.map((r: any) => r.diagnostico);
    expect(await scores()).toEqual([45, 62.5, null]);

    const pair = await Promise.all(
      [10, 20].map((v) => save([{ idUsuario: b.idUser, diagnostico: v, previous: 62.5 }])),
    );
    expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await scores())[1]).toBe(pair[0].status === 200 ? 10 : 20);
    const log = await audits(api(), 'diagnoses', g.idGroup);
    expect(log.slice(0, 3)).toMatchObject([
      { action: 'create', before: { studentId: a.idUser, score: null }, after: { score: 30 } },
      { action: 'update', before: { score: 30 }, after: { score: 45 } },
      { action: 'create', before: { studentId: b.idUser, score: null }, after: { score: 62.5 } },
    ]);
    expect(log).toHaveLength(4);
  });
});
