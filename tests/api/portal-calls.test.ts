import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { checkIn } from '../../api/src/modules/credentials/checkin.service.js';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { closeBrowserAfterAll, readPdf } from './finance-fixtures.js';
import { issueCode } from './credentials-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { family } from './portal-fixtures.js';
import { cashPaymentType } from './payments-fixtures.js';

closeBrowserAfterAll();

type Family = Awaited<ReturnType<typeof family>>;
/** The last `n` weekdays before today (La Paz), newest first: attendance is never taken on weekends or ahead. */
function weekdaysBeforeToday(n: number): string[] {
  const days: string[] = [];
  const day = new Date(`${todayLaPaz()}T12:00:00Z`);
  while (days.length < n) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

const portalGet = (api: TestApi, token: string, url: string) => api.request('GET', url, { token });

/** Money, grades and attendance of the first child, through the staff calls. */
async function history(api: TestApi, f: Family) {
  const cajero = api.as('cajero');
  const type = await cashPaymentType(api.db);
  const enrolment = await api.db('enrolments').where({ groupId: f.idGroup, studentId: f.first.idUser }).first('id');
  const [i1, i2] = await api
    .db('instalments')
    .where({ enrolmentId: enrolment.id })
    .orderBy('number')
    .select('id', 'amountCents');
  const pay = (id: number, subTotal: number, discount: number) =>
    cajero.post('/api/payments/insertPayment', {
      subTotal,
      discount,
      idPaymentType: type,
      idMonthlyPayment: id,
      idGroupUser: enrolment.id,
      description: '',
      idDepartament: 1,
    });
  const paid = await pay(i1.id, i1.amountCents / 100 - 10.5, 10.5);
  expect(paid.status).toBe(200);
  expect((await pay(i2.id, 33.33, 0)).status).toBe(200);
  const exam = {
    idGroup: f.idGroup,
    idStudent: f.first.idUser,
    idTeacher: f.docenteId,
    idSubject: f.subject.id,
    partial: 1,
    grade: '87,25',
    type: 1,
  };
  expect((await api.as('docente').post('/api/exams/insertExam', exam)).status).toBe(200);
  const attendance = (date: string, present: boolean) =>
    api.as('docente').post('/api/attendances/insertAttendance', {
      idGroup: f.idGroup,
      date,
      studentsAttendance: [
        { idStudent: f.first.idUser, attendance: present },
        { idStudent: f.second.idUser, attendance: true },
      ],
    });
  const [absent, present] = weekdaysBeforeToday(2);
  expect((await attendance(present, true)).status).toBe(200);
  expect((await attendance(absent, false)).status).toBe(200);
  return { idPago: paid.body.idPago as number, absent, present };
}

describeEngines('portal calls: own data only', (api) => {
  it('the account shows the staff statement to the cent, with receipts, their verification and the next instalments', async () => {
    const f = await family(api(), 'I-2081');
    const { idPago } = await history(api(), f);
    for (const token of [f.studentToken, f.guardianToken]) {
      const account = await portalGet(api(), token, `/api/portal/students/${f.first.idUser}/account`);
      expect(account.status).toBe(200);
      const staff = await api().as('cajero').get(`/api/students/statement/${f.first.idUser}`);
      const { estudiante, ...figures } = staff.body;
      // The same figures: the same statement, to the cent, without the student's CI and phone.
      expect({ ...account.body.estadoDeCuenta, fechaCorte: figures.fechaCorte }).toEqual(figures);
      expect(account.body.estudiante).toEqual({
        idUsuario: estudiante.idUsuario,
        nombres: estudiante.nombres,
        apellidos: estudiante.apellidos,
        nombreSucursal: estudiante.nombreSucursal,
      });
      expect(JSON.stringify(account.body)).not.toMatch(/"(ci|telefono)"/);
      expect(account.body.recibos).toHaveLength(2);
      const receipt = account.body.recibos.find((r: any) => r.idPago === idPago);
      expect(receipt.verificacion).toMatch(/\/verificar\/[\w-]+$/);
      expect(account.body.proximas[0]).toMatchObject({ nroMensualidad: 2, vencida: true });
      const pdf = await portalGet(api(), token, `/api/portal/students/${f.first.idUser}/receipts/${idPago}`);
      expect(pdf.status).toBe(200);
      expect(readPdf(pdf.buffer!).text).toContain(String(receipt.codigo).padStart(1, '0'));
      const page = await fetch(receipt.verificacion.replace(/^https?:\/\/[^/]+/, api().baseUrl));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('VÁLIDO');
    }
  }, 60_000); // two receipt PDFs and two statements on a loaded 2-core machine

  it('grades per month with the report card, the month of attendance, classes, credential and notices', async () => {
    const f = await family(api(), 'I-2082');
    const { absent, present } = await history(api(), f);
    const base = `/api/portal/students/${f.first.idUser}`;
    const grades = await portalGet(api(), f.guardianToken, `${base}/grades`);
    expect(grades.body.grupos[0].meses[0].materias).toContainEqual({
      materia: expect.any(String),
      simulacro: null,
      examen: 87.25,
    });
    const card = await portalGet(api(), f.guardianToken, `${base}/reportCard/${f.idGroup}`);
    expect(card.status).toBe(200);
    const attendance = await portalGet(api(), f.studentToken, `${base}/attendance?month=${absent.slice(0, 7)}`);
    const sameMonth = present.slice(0, 7) === absent.slice(0, 7);
    expect(attendance.body.grupos[0].porcentaje).toBe(sameMonth ? 50 : 0);
    expect(attendance.body.grupos[0].dias).toContainEqual({ fecha: absent, presente: false });
    expect((await portalGet(api(), f.studentToken, `${base}/classes`)).status).toBe(200);
    const code = await issueCode(api(), f.idGroup, f.first);
    const credential = await portalGet(api(), f.studentToken, `${base}/credential`);
    expect(credential.body.credenciales[0].qr).toMatch(/^data:image\/png;base64,/);
    // The phone's QR is the credential's code, which the door check-in reads (on a weekday: today may be a Sunday).
    const png = PNG.sync.read(Buffer.from(credential.body.credenciales[0].qr.split(',')[1], 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code);
    const admin = await api().db('users').where({ username: 'admin' }).first('id');
    const door = await checkIn(
      api().db,
      { id: admin.id, roleId: 1, departmentId: 1, branchOfficeId: null, permissions: [] },
      code,
      '2026-11-25',
    );
    expect(door).toMatchObject({ type: 1, data: { idUsuario: f.first.idUser } });
    const notices = await portalGet(api(), f.guardianToken, `${base}/notices`);
    expect(notices.body.map((n: any) => n.tipo)).toEqual(expect.arrayContaining(['cuota vencida', 'falta']));
    const dates = notices.body.map((n: any) => n.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
  }, 60_000); // a report card PDF and a family of three made through the API, on a loaded machine

  it('changing an id answers 403/404 and reveals nothing: another student, a sibling not linked, another department, another receipt', async () => {
    const f = await family(api(), 'I-2083');
    const { idPago } = await history(api(), f);
    const other = (await api().db('users').where({ roleId: 6, departmentId: 2 }).first('id')) ?? {
      id: (
        await api().db('users').insert({
          departmentId: 2,
          roleId: 6,
          firstNames: 'OTRO',
          lastNames: 'DPTO',
          ci: 'X9100',
          status: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
        })
      )[0],
    };
    const calls = (id: number) =>
      [
        'account',
        'notices',
        'grades',
        'attendance',
        'classes',
        'credential',
        `reportCard/${f.idGroup}`,
        `receipts/${idPago}`,
      ].map((tail) => `/api/portal/students/${id}/${tail}`);
    const refusals: string[] = [];
    const tampered = [
      [f.studentToken, f.second.idUser],
      [f.studentToken, f.stranger.idUser],
      [f.guardianToken, f.stranger.idUser],
      [f.studentToken, other.id],
      [f.guardianToken, other.id],
      [f.guardianToken, 99_999_999],
    ] as const;
    for (const [token, id] of tampered) {
      for (const url of calls(id)) {
        const res = await portalGet(api(), token, url);
        if (res.status !== 403 && res.status !== 404) refusals.push(`${res.status} ${url}`);
        // The refusal is the same for an id that exists and one that does not.
        if (res.text && !res.text.includes('No tiene permiso'))
          refusals.push(`says more: ${url} ${res.text.slice(0, 80)}`);
      }
    }
    expect(refusals).toEqual([]);
    // Another child's receipt under one's own id, and a group the student is not in.
    const secondPay = await api().db('payments').whereNot({ id: idPago }).orderBy('id', 'desc').first('id');
    expect(
      (await portalGet(api(), f.guardianToken, `/api/portal/students/${f.second.idUser}/receipts/${idPago}`)).status,
    ).toBe(404);
    expect([403, 404]).toContain(
      (await portalGet(api(), f.studentToken, `/api/portal/students/${f.first.idUser}/receipts/${secondPay.id + 1000}`))
        .status,
    );
    expect(
      (await portalGet(api(), f.studentToken, `/api/portal/students/${f.first.idUser}/reportCard/${f.idGroup + 1000}`))
        .status,
    ).toBe(403);
    // The guardian reads the second child too.
    expect((await portalGet(api(), f.guardianToken, `/api/portal/students/${f.second.idUser}/account`)).status).toBe(
      200,
    );
  });
});
