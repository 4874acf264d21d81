import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { closeBrowserAfterAll, count, expectPrinted, sheetValues } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

closeBrowserAfterAll();

const userId = async (api: TestApi, username: string) =>
  (await api.db('users').where({ username }).first()).id as number;

describeEngines('expenses', (api) => {
  const ids: Record<string, number> = {};

  it('records an expense with its receipt number, upper-cased text and an audit row', async () => {
    const res = await api().as('cajero').post('/api/egress/insertEgress', {
      name: ' pago de luz ',
      egressDetail: ' factura marzo ',
      total: '450.75',
      idUser: 1,
      idDepartament: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Se registro el egreso correctamente');
    expect(res.body.data).toMatchObject({
      codigo: 1,
      nombre: 'PAGO DE LUZ',
      detalleEgreso: 'FACTURA MARZO',
      total: 450.75,
      estado: 1,
    });
    expect(res.body.data.fechaRegistro).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    ids.light = res.body.data.idEgreso;
    const row = await api().db('expenses').where({ id: ids.light }).first();
    expect(row).toMatchObject({ totalCents: 45075, userId: await userId(api(), 'cajero') });
    expect(
      await api().db('auditLog').where({ entity: 'expenses', entityId: ids.light, action: 'create' }),
    ).toHaveLength(1);
    const admin = await api()
      .as('admin')
      .post('/api/egress/insertEgress', { name: 'alquiler', egressDetail: 'marzo', total: 3500, idDepartament: 1 });
    expect(admin.body.data.codigo).toBe(2);
    ids.rent = admin.body.data.idEgreso;
  });

  it('filters on the server by the acting user: role 1 sees the department, others only their own', async () => {
    const adminId = await userId(api(), 'admin');
    // The client's idRole/idUser query is not trusted.
    const cashier = await api().as('cajero').get(`/api/egress/selectEgress/1?idRole=1&idUser=${adminId}`);
    expect(cashier.status).toBe(200);
    expect(cashier.body.map((e: any) => e.idEgreso)).toEqual([ids.light]);
    const admin = await api().as('admin').get(`/api/egress/selectEgress/1?idRole=1&idUser=${adminId}`);
    expect(admin.body.map((e: any) => e.idEgreso)).toEqual([ids.rent, ids.light]);
    expect(admin.body[1]).toMatchObject({
      idEgreso: ids.light,
      codigo: 1,
      nombre: 'PAGO DE LUZ',
      total: 450.75,
      detalleEgreso: 'FACTURA MARZO',
      estado: 1,
    });
    const search = await api()
      .as('cajero')
      .get('/api/egress/selectSearchEgress/1/null/3500/null/null?idRole=2&idUser=1');
    expect(search.body).toEqual([]);
    const rest = await api().as('cajero').get('/api/rest/expenses');
    expect(rest.body.map((e: any) => e.id)).toEqual([ids.light]);
    expect(
      (await api().as('cajero').put('/api/egress/updateEgress', { idEgress: ids.rent, name: 'x', total: 1 })).status,
    ).toBe(403);
    expect((await api().as('cajero').get(`/api/egress/receipt/${ids.rent}`)).status).toBe(403);
  });

  it('searches by partial name, total and La Paz dates with null words', async () => {
    await api().db('expenses').where({ id: ids.light }).update({ registeredAt: '2026-04-01T03:00:00.000Z' }); // 31 March in La Paz
    await api().db('expenses').where({ id: ids.rent }).update({ registeredAt: '2026-04-01T12:00:00.000Z' });
    const search = async (url: string) =>
      (await api().as('admin').get(`/api/egress/selectSearchEgress/1/${url}`)).body.map((e: any) => e.nombre);
    expect(await search('luz/null/null/null')).toEqual(['PAGO DE LUZ']);
    expect(await search('null/450.75/null/null')).toEqual(['PAGO DE LUZ']);
    expect(await search('null/null/2026-03-31/2026-03-31')).toEqual(['PAGO DE LUZ']);
    expect(await search('null/null/2026-04-01/null')).toEqual(['ALQUILER']);
    expect(await search('null/null/null/null')).toEqual(['ALQUILER', 'PAGO DE LUZ']);
    const future = await api().as('admin').get('/api/egress/selectSearchEgress/1/null/null/2999-01-01/null');
    expect([future.status, future.body.msg]).toEqual([400, 'Ingrese una fecha entre 01/01/2010 y hoy']);
  });

  it('answers the advanced search and the whole unpaged list of /egress on the REST face', async () => {
    const rest = async (filter: Record<string, unknown>, range = '[0,99999]') =>
      api()
        .as('admin')
        .get(
          `/api/rest/expenses?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}`,
          { 'x-department-id': '1' },
        );
    expect((await rest({ nombreContiene: 'luz' })).body.map((e: any) => e.nombre)).toEqual(['PAGO DE LUZ']);
    expect(
      (await rest({ total: '450.75', fechaDesde: '2026-03-31', fechaHasta: '2026-03-31' })).body.map(
        (e: any) => e.nombre,
      ),
    ).toEqual(['PAGO DE LUZ']);
    const future = await rest({ fechaDesde: '2999-01-01' });
    expect([future.status, future.body.msg]).toEqual([400, 'Ingrese una fecha entre 01/01/2010 y hoy']);
    // The spec's tables have no paging: more than the REST face's usual 500 rows come in one answer.
    const admin = await userId(api(), 'admin');
    const rows = Array.from({ length: 510 }, (_, i) => ({
      departmentId: 1,
      userId: admin,
      receiptNumber: 50_000 + i,
      name: `MASIVO ${i}`,
      detail: '',
      totalCents: 100,
      registeredAt: '2026-05-01T12:00:00.000Z',
      status: 1,
      verificationCode: `masivo-${i}`,
    }));
    await api().db.batchInsert('expenses', rows, 100);
    const all = await rest({ nombreContiene: 'masivo' });
    expect(all.body).toHaveLength(510);
    expect(all.headers.get('content-range')).toBe('expenses 0-509/510');
  });

  it('answers bad input with the spec messages and writes nothing', async () => {
    const before = await Promise.all(['expenses', 'auditLog'].map((t) => count(api(), t)));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Ingrese un Pago'],
      [{ name: 'x' }, 'Ingrese un Pago'],
      [{ total: 5 }, 'Ingrese un Nombre'],
      [{ total: 5, name: '  ' }, 'Ingrese un Nombre'],
      [{ total: '1,234.5', name: 'x' }, 'Debe ingresar un número'],
      [{ total: 0, name: 'x' }, 'El pago debe ser mayor a 0'],
    ];
    for (const [body, msg] of cases) {
      const res = await api().as('cajero').post('/api/egress/insertEgress', body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect(await Promise.all(['expenses', 'auditLog'].map((t) => count(api(), t)))).toEqual(before);
  });

  it('updates and deletes (status 0) with audit rows', async () => {
    const upd = await api()
      .as('cajero')
      .put('/api/egress/updateEgress', { idEgress: ids.light, name: 'luz', egressDetail: 'marzo', total: 460 });
    expect(upd.body).toMatchObject({
      msg: 'Se actualizo el egreso correctamente',
      data: { nombre: 'LUZ', total: 460, codigo: 1 },
    });
    const del = await api().as('cajero').put('/api/egress/deleteEgress', { idEgress: ids.light, state: 0 });
    expect(del.body.msg).toBe('Se elimino el egreso correctamente');
    expect((await api().as('cajero').get('/api/egress/selectEgress/1')).body).toEqual([]);
    expect((await api().db('expenses').where({ id: ids.light }).first()).status).toBe(0);
    expect(
      (await api().db('auditLog').where({ entity: 'expenses', entityId: ids.light })).map((a: any) => a.action),
    ).toEqual(['create', 'update', 'deactivate']);
    await api().as('admin').put('/api/egress/deleteEgress', { idEgress: ids.light, state: 1 });
  });

  it('keeps teachers out and each department to itself; numbers are per department', async () => {
    expect((await api().as('docente').get('/api/egress/selectEgress/1')).status).toBe(403);
    expect((await api().as('docente').post('/api/egress/insertEgress', { name: 'x', total: 1 })).status).toBe(403);
    expect((await api().as('cajero').get('/api/egress/selectEgress/2')).status).toBe(403);
    expect(
      (await api().as('cajero').post('/api/egress/insertEgress', { name: 'x', total: 1, idDepartament: 2 })).status,
    ).toBe(403);
    const cbba = await api().as('admin').post('/api/egress/insertEgress', { name: 'cbba', total: 1, idDepartament: 2 });
    expect(cbba.body.data).toMatchObject({ codigo: 1, idDepartamento: 2 });
    expect(
      (await api().as('cajero').put('/api/egress/deleteEgress', { idEgress: cbba.body.data.idEgreso, state: 0 }))
        .status,
    ).toBe(403);
  });

  it('prints the expense receipt on letter paper', async () => {
    const res = await api().as('cajero').get(`/api/egress/receipt/${ids.light}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Recibo N° 1.pdf'));
    expectPrinted(res.buffer!, 'letter', [
      'RECIBO DE EGRESO',
      'N° 1',
      '460,00',
      'CUATROCIENTOS SESENTA',
      'ENTREGUE CONFORME',
      'RECIBI CONFORME',
    ]);
  });

  it('gives role 1 the list report as PDF and Excel with totals', async () => {
    const query = 'idDepartament=1&start=2026-03-01&end=2026-04-30';
    expect((await api().as('cajero').get(`/api/egress/report.pdf?${query}`)).status).toBe(403);
    expect((await api().as('cajero').get(`/api/egress/report.xlsx?${query}`)).status).toBe(403);
    const res = await api().as('admin').get(`/api/egress/report.pdf?${query}`);
    expect(res.status).toBe(200);
    expectPrinted(res.buffer!, 'letter', ['REPORTE DE EGRESOS', 'ALQUILER', '3.960,00', 'CONTADORA', 'ENCARGADO']);
    const xlsx = await api().as('admin').get(`/api/egress/report.xlsx?${query}&name=alq`);
    expect(xlsx.headers.get('content-disposition')).toContain('ReporteEgresos.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.buffer! as any);
    const sheet = book.getWorksheet('Egresos')!;
    const values = sheetValues(sheet);
    expect(values).toContain('ALQUILER');
    expect(values).not.toContain('LUZ');
    expect(values).toContain('TOTAL');
    expect(values.filter((v) => v === 3500)).toHaveLength(2);
  });
});
