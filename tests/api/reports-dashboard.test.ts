import { expect, it } from 'vitest';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { enrolStudent } from './payments-fixtures.js';
import { describeEngines } from './harness.js';

describeEngines('home dashboard', (api) => {
  it('answers today, this month against last, what is owed and the week attendance in one request', async () => {
    const before = (await api().as('admin').get('/api/reports/dashboard/1')).body;
    expect(before).toMatchObject({
      fecha: todayLaPaz(),
      soloCajero: false,
      hoy: { ingresos: 0, egresos: 0 },
      asistencia: { porcentaje: null },
    });
    expect(before.meses.map((m: any) => m.mes)).toHaveLength(2);

    const type = (await api().db('incomeTypes').where({ departmentId: 1, status: 1 }).first()).id;
    await api().as('cajero').post('/api/ingress/insertIngress', {
      name: 'libro',
      ingressDetail: '',
      total: '40.50',
      idIngressType: type,
      idDepartament: 1,
    });
    await api().as('admin').post('/api/ingress/insertIngress', {
      name: 'libro',
      ingressDetail: '',
      total: '9.50',
      idIngressType: type,
      idDepartament: 1,
    });
    await api()
      .as('cajero')
      .post('/api/egress/insertEgress', { name: 'luz', egressDetail: '', total: '10', idDepartament: 1 });
    const e = await enrolStudent(api().db, { costCents: 120000, instalments: 3 });

    const admin = (await api().as('admin').get('/api/reports/dashboard/1')).body;
    expect(admin.hoy).toEqual({ ingresos: 50, egresos: 10 });
    expect(admin.meses[1]).toMatchObject({ ingresos: 50, egresos: 10 });
    const dues = await api()
      .db('instalments')
      .where({ enrolmentId: e.enrolmentId })
      .where('dueDate', '<', todayLaPaz())
      .count({ n: '*' })
      .first();
    expect(admin.morosos).toEqual({ adeudado: Number(dues?.n) * 400, estudiantes: Number(dues?.n) > 0 ? 1 : 0 });
    // A cashier sees only the money they took in.
    expect((await api().as('cajero').get('/api/reports/dashboard/1')).body).toMatchObject({
      soloCajero: true,
      hoy: { ingresos: 40.5, egresos: 10 },
    });
    expect((await api().as('cajero').get('/api/reports/dashboard/2')).status).toBe(403);
    expect((await api().as('docente').get('/api/reports/dashboard/1')).status).toBe(403);
  });
});
