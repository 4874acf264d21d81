import { expect, it } from 'vitest';
import { calendarWorld, lessonBody } from './calendar-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

const CODE = (n: number) => `CRED-${String(n).padStart(22, 'x')}`;

/** A student with four instalments (the first paid in part) and a lesson not yet paid, through the API. */
async function studentOwing(api: TestApi, n: number) {
  const cajero = api.as('cajero');
  const fees = await enrolStudent(api.db, { costCents: 200000, instalments: 4 });
  await api.db('enrolments').where({ id: fees.enrolmentId }).update({ qrCode: CODE(n) });
  const type = await cashPaymentType(api.db);
  expect((await cajero.post('/api/payments/insertPayment', {
    subTotal: 120, discount: 0, idPaymentType: type, idMonthlyPayment: fees.instalments[0].id, idGroupUser: fees.enrolmentId, description: '', idDepartament: 1,
  })).status).toBe(200);
  const w = { ...(await calendarWorld(api.db)), studentId: fees.studentId };
  const booked = await cajero.post('/api/lessons/insertLesson', lessonBody(w, `2027-05-0${3 + n}`, '09:00', '10:00'));
  expect(booked.status).toBe(200);
  return { fees, type, reservationId: booked.body.idReservationStudent as number };
}

describeEngines('counter (Caja)', (api) => {
  it('finds a student by CI, by surname and by a scanned credential code, without marking attendance', async () => {
    const { fees } = await studentOwing(api(), 1);
    const student = await api().db('users').where({ id: fees.studentId }).first('ci', 'lastNames');
    const cajero = api().as('cajero');
    for (const q of [student.ci, student.ci.slice(0, 5), student.lastNames.toLowerCase(), CODE(1)]) {
      const res = await cajero.get(`/api/counter/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.map((s: { idUsuario: number }) => s.idUsuario)).toContain(fees.studentId);
    }
    expect((await api().db('attendances').where({ studentId: fees.studentId })).length).toBe(0);
  });

  it('refuses an empty search, an unknown code and a teacher, in Spanish, with a 4xx', async () => {
    const cajero = api().as('cajero');
    const empty = await cajero.get('/api/counter/search?q=%20');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Ingrese un CI, un apellido o el código de la credencial.');
    const unknown = await cajero.get(`/api/counter/search?q=${CODE(99)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toMatch(/Código QR no válido/);
    expect((await api().as('docente').get('/api/counter/search?q=123')).status).toBe(403);
    expect((await cajero.get('/api/counter/student/999999')).status).toBe(404);
  });

  it('lists everything owed oldest first, the next instalment payable with its balance', async () => {
    const { fees, reservationId } = await studentOwing(api(), 2);
    const res = await api().as('cajero').get(`/api/counter/student/${fees.studentId}`);
    expect(res.status).toBe(200);
    const v = res.body;
    expect(v.estudiante).toMatchObject({ idUsuario: fees.studentId, telefono: '71112233', tieneFoto: false });
    expect(v.grupos).toEqual([expect.objectContaining({ idGrupo: fees.groupId, idGrupoUsuario: fees.enrolmentId })]);
    const fechas = v.pendientes.map((p: { fecha: string }) => p.fecha);
    expect(fechas).toEqual([...fechas].sort());
    const instalments = v.pendientes.filter((p: any) => p.tipo === 'mensualidad');
    expect(instalments.map((p: any) => [p.mensualidad.nroMensualidad, p.saldo, p.pagable])).toEqual([[1, 380, true], [2, 500, false], [3, 500, false], [4, 500, false]]);
    expect(instalments[0].mensualidad).toMatchObject({ idMensualidad: fees.instalments[0].id, idGrupoUsuario: fees.enrolmentId, monto: 500, cuotas: 4 });
    const lesson = v.pendientes.find((p: any) => p.tipo === 'clase');
    expect(lesson).toMatchObject({ id: reservationId, pagable: true, clase: expect.objectContaining({ idReserva: reservationId, pagado: 0 }) });
    expect(lesson.clase.docente).toBeTruthy();
  });
});
