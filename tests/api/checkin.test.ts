import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CREDENTIAL_MESSAGES as M } from '../../domain/credentials.js';
import { hashPassword } from '../../api/src/lib/password.js';
import { enrolledGroup, issueCode } from './credentials-fixtures.js';
import { count } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

/** Monday 23 November 2026, 11:00 in La Paz. */
const MONDAY = new Date('2026-11-23T15:00:00Z');

/** A role 2 user of a department, with or without the Asistencia module (module 1), logged in. */
async function staff(api: TestApi, departmentId: number, username: string, attendance: boolean) {
  const branch = await api.db('branchOffices').where({ departmentId }).first();
  const [userId] = await api.db('users').insert({
    departmentId,
    branchOfficeId: branch.id,
    roleId: 2,
    firstNames: 'PRUEBA',
    lastNames: username.toUpperCase(),
    ci: `X${username}`,
    username,
    passwordHash: await hashPassword('Clave2024!'),
    status: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  if (attendance) await api.db('userPermissions').insert({ userId, moduleId: 1, assigned: 1 });
  return api.login(username, 'Clave2024!');
}

describeEngines('QR check-in at the door', (api) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY);
  });
  afterEach(() => vi.useRealTimers());

  it('marks the student present once for today and warns about overdue instalments', async () => {
    // Four instalments of Bs 300 due on the 1st of Sep, Oct, Nov and Dec 2026: three are overdue on 23 Nov.
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'II-2026', startDate: '2026-09-01', share: 4, cost: 1200 });
    const code = await issueCode(api(), idGroup, student);
    const first = await api().as('cajero').post('/api/attendances/checkIn', { code });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      msg: M.checkInDone,
      type: 1,
      data: {
        idUsuario: student.idUser,
        idGrupo: idGroup,
        ci: student.ci,
        fecha: '2026-11-23',
        yaRegistrado: false,
        cuotasVencidas: 3,
        montoVencido: 900,
        aviso: 'Tiene 3 cuotas vencidas: Bs 900,00',
      },
    });
    const again = await api().as('cajero').post('/api/attendances/checkIn', { code });
    expect(again.body).toMatchObject({ msg: M.checkInRepeated, type: 0, data: { yaRegistrado: true } });
    const rows = await api().db('attendances').where({ groupId: idGroup, studentId: student.idUser });
    expect(rows.map((r: any) => [r.date, r.present])).toEqual([['2026-11-23', 1]]);
    // The mark is in the audit log like any attendance change: once, before and after.
    const audits = await api().db('auditLog').where({ entity: 'attendances', entityId: idGroup });
    expect(audits.map((a: any) => [JSON.parse(a.beforeJson).present, JSON.parse(a.afterJson).present])).toEqual([
      [null, true],
    ]);
  });

  it('a regenerated code replaces the old one, and a made-up code is refused without writing', async () => {
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'I-2027', startDate: '2026-12-01', share: 2, cost: 400 });
    const old = await issueCode(api(), idGroup, student);
    const current = await issueCode(api(), idGroup, student);
    const before = await count(api(), 'attendances');
    for (const code of [old, 'CRED-aaaaaaaaaaaaaaaaaaaaaa', student.ci, String(student.idUser), '123']) {
      const refused = await api().as('cajero').post('/api/attendances/checkIn', { code });
      expect(refused).toMatchObject({ status: 400, body: { msg: M.checkInInvalid } });
    }
    expect((await api().as('cajero').post('/api/attendances/checkIn', { code: '' })).body.msg).toBe(
      M.checkInCodeRequired,
    );
    expect(await count(api(), 'attendances')).toBe(before);
    const ok = await api().as('cajero').post('/api/attendances/checkIn', { code: current });
    expect(ok.body.data.aviso).toBeNull();
  });

  it('refuses Saturdays and Sundays', async () => {
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'II-2027', startDate: '2026-11-01', share: 2, cost: 400 });
    const code = await issueCode(api(), idGroup, student);
    const before = await count(api(), 'attendances');
    // Saturday, Sunday, then 23:30 on Monday in La Paz (already Tuesday in UTC): still Monday's attendance.
    for (const day of ['2026-11-28T15:00:00Z', '2026-11-29T15:00:00Z', '2026-11-24T03:30:00Z']) {
      vi.setSystemTime(new Date(day));
      // A session of that day: the suite's tokens may have expired by then.
      const token = await api().login('cajero', 'Cajero2024!');
      const res = await api().request('POST', '/api/attendances/checkIn', { token, body: { code } });
      if (day.startsWith('2026-11-24')) expect(res.status).toBe(200);
      else expect(res).toMatchObject({ status: 400, body: { msg: M.checkInWeekend } });
    }
    expect(await count(api(), 'attendances')).toBe(before + 1);
    expect((await api().db('attendances').where({ studentId: student.idUser }).first()).date).toBe('2026-11-23');
  });

  it('only staff with the attendance permission of the department, and teachers of the group', async () => {
    const {
      idGroup,
      students: [student],
    } = await enrolledGroup(api(), { semester: 'I-2028', startDate: '2026-11-01', share: 2, cost: 400 });
    const code = await issueCode(api(), idGroup, student);
    const before = await count(api(), 'attendances');
    const noPermission = await staff(api(), 1, 'sinasistencia', false);
    expect(
      (await api().request('POST', '/api/attendances/checkIn', { token: noPermission, body: { code } })).status,
    ).toBe(403);
    const otherDepartment = await staff(api(), 2, 'cochabamba', true);
    expect(
      (await api().request('POST', '/api/attendances/checkIn', { token: otherDepartment, body: { code } })).status,
    ).toBe(403);
    // The docente of the demo teaches nothing in this group yet.
    expect((await api().as('docente').post('/api/attendances/checkIn', { code })).status).toBe(403);
    expect(await count(api(), 'attendances')).toBe(before);

    const teacher = await api().db('users').where({ username: 'docente' }).first();
    const subject = await api().db('subjects').where({ departmentId: 1 }).first();
    await api()
      .db('groupSubjects')
      .insert({ groupId: idGroup, subjectId: subject.id, teacherId: teacher.id, status: 1 });
    const byTeacher = await api().as('docente').post('/api/attendances/checkIn', { code });
    expect(byTeacher).toMatchObject({ status: 200, body: { msg: M.checkInDone } });
  });
});
