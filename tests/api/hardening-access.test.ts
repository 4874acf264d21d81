import knexFactory from 'knex';
import { expect, it } from 'vitest';
import { enrolledGroup, issueCode } from './credentials-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

const turnsUrl = '/api/turns/selectTurns/1/1';

/**
 * Holds audit_log locked from another connection (MariaDB only) while `action` runs: a write that has
 * already changed its rows then waits before its audit row, i.e. before its commit.
 */
async function whileAuditWaits(api: TestApi, action: () => Promise<unknown>, meanwhile: () => Promise<void>) {
  const locker = knexFactory({
    client: 'mysql2',
    connection: api.db.client.config.connection,
    pool: { min: 1, max: 1 },
  });
  try {
    await locker.raw('LOCK TABLES audit_log WRITE');
    const pending = action();
    // Wait until the write is blocked on its audit row (it has changed the user, not yet committed).
    for (let i = 0; i < 500; i++) {
      const [rows] = await locker.raw(
        "SELECT COUNT(*) AS n FROM information_schema.processlist WHERE info LIKE 'insert into `audit_log`%'",
      );
      if (Number(rows[0].n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await meanwhile();
    await locker.raw('UNLOCK TABLES');
    return await pending;
  } finally {
    await locker.destroy();
  }
}

describeEngines('access hardening: sessions, codes, teacher reads', (api) => {
  it('a demotion refuses the old token at once, even when a request read the user during the demotion', async () => {
    const admin = api().as('admin');
    const created = await admin.post('/api/users/insertUser', {
      names: 'rosa',
      surnames: 'quispe',
      ci: '9300001',
      email: 'rosa@instituto.edu.bo',
      phone: '71112222',
      idBranchoffice: 1,
      idRole: 2,
      user: 'secretaria9',
      pass: 'Clave2024!',
      idDepartament: 1,
    });
    expect(created.status).toBe(200);
    const token = await api().login('secretaria9', 'Clave2024!');
    const person = (await api().db('users').where({ username: 'secretaria9' }).first()).id as number;
    expect((await api().request('GET', turnsUrl, { token })).status).toBe(200);
    const current = (await admin.get(`/api/rest/users/${person}`, { 'x-department-id': '1' })).body;
    const demote = () => admin.put(`/api/rest/users/${person}`, { ...current, idRol: 3 }, { 'x-department-id': '1' });
    const demoted =
      api().engine === 'mysql'
        ? // A request of the same user arrives after the demotion changed the row and before it committed.
          ((await whileAuditWaits(api(), demote, async () => {
            expect((await api().request('GET', turnsUrl, { token })).status).toBe(200);
          })) as Awaited<ReturnType<typeof demote>>)
        : await demote();
    expect(demoted.status).toBe(200);
    expect((await api().request('GET', turnsUrl, { token })).status).toBe(401);
  });

  it('check-in codes reach role 1 only: role 2 (with or without Asistencia) and teachers never receive a qrCode', async () => {
    const { idGroup, students } = await enrolledGroup(api(), {
      semester: 'I-2061',
      startDate: '2061-02-01',
      students: 2,
    });
    const code = await issueCode(api(), idGroup, students[0]);
    const teacher = await api().db('users').where({ username: 'docente' }).first();
    const subject = await api().db('subjects').where({ departmentId: 1 }).first();
    await api()
      .db('groupSubjects')
      .insert({ groupId: idGroup, subjectId: subject.id, teacherId: teacher.id, status: 1 });
    const cajero = await api().db('users').where({ username: 'cajero' }).first();
    const enrolmentId = students[0].idGroupUser;
    const reads = [
      `/api/courses/selectCourseStudentsByIdGroup/${idGroup}/1`,
      `/api/courses/selectCourseStudentsByIdGroup/${idGroup}/null`,
      `/api/courses/selectStudentCourseByIdGroupAndIdUser/${idGroup}/${students[0].idUser}`,
      `/api/rest/enrolments?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ idGrupo: idGroup }))}`,
      `/api/rest/enrolments/${enrolmentId}`,
    ];
    const leaks = async (user: 'cajero' | 'docente') => {
      const found: string[] = [];
      for (const url of reads) {
        const res = await api().as(user).get(url, { 'x-department-id': '1' });
        if (res.status !== 200) continue;
        if (JSON.stringify(res.body).includes('qrCode') || res.text.includes(code)) found.push(url);
      }
      return found;
    };
    const admin = await api().as('admin').get(`/api/courses/selectCourseStudentsByIdGroup/${idGroup}/null`);
    expect(admin.body.find((e: any) => e.idUsuario === students[0].idUser).qrCode).toBe(code);

    expect(await leaks('docente')).toEqual([]);
    expect(await leaks('cajero')).toEqual([]);
    // Role 2 without the Asistencia module: still nothing, and the lists themselves keep working.
    await api().as('admin').put('/api/users/updatePermissionUser', { idUser: cajero.id, idModule: 1, asign: false });
    expect(await leaks('cajero')).toEqual([]);
    const list = await api().as('cajero').get(reads[0]);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    await api().as('admin').put('/api/users/updatePermissionUser', { idUser: cajero.id, idModule: 1, asign: true });
  });

  it('a teacher reads only the groups he teaches, and their subjects', async () => {
    const taught = await enrolledGroup(api(), { semester: 'I-2062', startDate: '2062-02-01', students: 1 });
    const other = await enrolledGroup(api(), { semester: 'II-2062', startDate: '2062-08-01', students: 1 });
    const teacher = await api().db('users').where({ username: 'docente' }).first();
    const subject = await api().db('subjects').where({ departmentId: 1 }).first();
    await api()
      .db('groupSubjects')
      .insert({ groupId: taught.idGroup, subjectId: subject.id, teacherId: teacher.id, status: 1 });
    await api().db('groupSubjects').insert({ groupId: other.idGroup, subjectId: subject.id, teacherId: 1, status: 1 });
    const docente = api().as('docente');
    for (const url of [
      `/api/groups/selectGroupById/${other.idGroup}`,
      `/api/subjects/selectSubjectGroup/${other.idGroup}/1`,
      `/api/subjects/selectSubjectGroupByIdGroup/${other.idGroup}/1`,
      `/api/rest/groups/${other.idGroup}`,
    ]) {
      const res = await docente.get(url);
      expect(res.status, url).toBe(403);
      expect(res.body.msg, url).toBeTruthy();
    }
    expect((await docente.get(`/api/groups/selectGroups/${other.semesterId}/1`)).body).toEqual([]);
    const rest = await docente.get('/api/rest/groups?range=[0,499]');
    expect(rest.body.map((g: any) => g.idGrupo)).toContain(taught.idGroup);
    expect(rest.body.map((g: any) => g.idGrupo)).not.toContain(other.idGroup);
    // The groups he teaches read as before.
    expect((await docente.get(`/api/groups/selectGroupById/${taught.idGroup}`)).body.idGrupo).toBe(taught.idGroup);
    expect((await docente.get(`/api/subjects/selectSubjectGroup/${taught.idGroup}/1`)).body).toHaveLength(1);
    // Staff keep reading every group of their department.
    expect((await api().as('cajero').get(`/api/groups/selectGroupById/${other.idGroup}`)).status).toBe(200);
    expect((await api().as('cajero').get(`/api/subjects/selectSubjectGroup/${other.idGroup}/1`)).body).toHaveLength(1);
  });
});
