import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';

describeEngines('expense status as on /ingress', (api) => {
  it('role 1 sees a deactivated expense and activates it again; staff never see it; reports count active ones', async () => {
    const admin = api().as('admin');
    const created = await admin.post('/api/egress/insertEgress', {
      name: 'papel',
      egressDetail: 'resmas',
      total: 50,
      idUser: 1,
      idDepartament: 1,
    });
    const id = created.body.data.idEgreso;
    const off = await admin.put('/api/egress/deleteEgress', { idEgress: id, state: 0 });
    expect(off.body.msg).toMatch(/^Se anulo/);
    const listed = await admin.get('/api/egress/selectEgress/1?idRole=1&idUser=1');
    expect(listed.body.find((e: any) => e.idEgreso === id)).toMatchObject({ estado: 0 });
    expect((await admin.put('/api/egress/deleteEgress', { idEgress: id, state: 1 })).body.msg).toMatch(/^Se reactivo/);
    await admin.put('/api/egress/deleteEgress', { idEgress: id, state: 0 });
    const report = await admin.get('/api/egress/report.xlsx?idDepartament=1');
    expect(report.status).toBe(200);
    const cashier = await api().as('cajero').get('/api/egress/selectEgress/1');
    expect(cashier.body.every((e: any) => e.estado === 1)).toBe(true);
    expect((await api().as('cajero').put('/api/egress/deleteEgress', { idEgress: id, state: 1 })).status).toBe(403);
  });
});
