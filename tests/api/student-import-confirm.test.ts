import { beforeAll, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M } from '../../domain/student-import.js';
import { derivedDifferences } from '../../api/src/modules/reports/derived-check.service.js';
import { IMPORTED_NO_RECEIPT } from '../../api/src/modules/payments/payment-imported.service.js';
import { describeEngines } from './harness.js';
import { importGroups, importXlsx, postImport, writtenCounts, type Row } from './student-import-fixtures.js';

const today = new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10);

describeEngines('student import: confirm, saldos and cash figures', (api) => {
  let groupA = 0;
  beforeAll(async () => {
    await importGroups(api().db, [
      { name: 'CONF - 1', costCents: 40000, instalments: 4 },
      { name: 'CONF - 2', costCents: 30000, instalments: 3 },
    ]);
    groupA = (await api().db('classGroups').where({ name: 'CONF - 1' }).first('id')).id;
    // The administrator's own shift is open while importing: imported payments still count in no shift.
    expect(
      (await api().as('admin').post('/api/counter/shift/open', { openingAmount: 0 }, { 'x-department-id': '1' }))
        .status,
    ).toBe(200);
  });

  const rows: Row[] = [
    {
      ci: '9200001',
      names: 'ROSA',
      surnames: 'CONDORI',
      group: 'CONF - 1',
      enrolledOn: '02/03/2026',
      paidCount: 2,
      paymentType: 'EFECTIVO',
    },
    {
      ci: '9200001',
      names: 'ROSA',
      surnames: 'CONDORI',
      group: 'CONF - 2',
      enrolledOn: '02/03/2026',
      paidAmount: '150',
      discount: 50,
    },
    {
      ci: '9200002',
      names: 'JOSE',
      surnames: 'LIMACHI',
      group: 'CONF - 1',
      enrolledOn: today,
      guardianName: 'EVA LIMACHI',
      guardianPhone: '72222222',
    },
    { ci: '9200003', names: 'MAL', surnames: 'DATO', group: 'NO EXISTE' },
  ];

  it('confirm writes students, enrolments with their plans and the payments already made, in one go; re-import writes nothing', async () => {
    const dashboardBefore = (await api().as('admin').get('/api/reports/dashboard/1')).body;
    const file = await importXlsx(rows);
    const preview = await postImport(api(), 'preview', file);
    expect(preview.body.totales).toMatchObject({
      filas: 4,
      nuevos: 3,
      errores: 1,
      estudiantesNuevos: 2,
      inscripciones: 3,
      pagos: 5,
    });
    const res = await postImport(api(), 'confirm', file);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(M.imported(2, 3, 5));
    const rosa = await api().db('users').where({ ci: '9200001', departmentId: 1 }).first();
    expect(rosa).toMatchObject({ firstNames: 'ROSA', roleId: 6, branchOfficeId: 1 });
    expect(await api().db('users').where({ ci: '9200002' }).first()).toMatchObject({
      guardianName: 'EVA LIMACHI',
      guardianPhone: '72222222',
    });
    const payments = await api().db('payments').where({ imported: 1 }).orderBy('id');
    expect(payments).toHaveLength(5);
    expect(payments.every((p) => p.receiptNumber < 0 && p.verificationCode === null)).toBe(true);
    // CONF - 2 (3 × Bs 100): Bs 150 oldest first, the Bs 50 discount on the last instalment.
    const plan2 = await api()
      .db('instalments')
      .join('enrolments', 'enrolments.id', 'instalments.enrolmentId')
      .join('classGroups', 'classGroups.id', 'enrolments.groupId')
      .where({ 'classGroups.name': 'CONF - 2' })
      .orderBy('number')
      .select('instalments.*');
    expect(plan2.map((i) => i.balanceCents)).toEqual([0, 5000, 5000]);
    expect(await derivedDifferences(api().db)).toEqual([]);

    // Re-import: everything 'sin cambios' (the bad row still an error), nothing written.
    const before = await writtenCounts(api().db);
    const again = await postImport(api(), 'confirm', file);
    expect(again.body).toMatchObject({ msg: M.nothingToImport, data: { sinCambios: 3, errores: 1, inscripciones: 0 } });
    expect(await writtenCounts(api().db)).toEqual(before);

    // One audit row for the import, with who and the counts.
    const audits = await api().db('audit_log').where({ entity: 'student_imports' });
    expect(audits).toHaveLength(1);
    expect(audits[0].userId).toBeGreaterThan(0);
    expect(JSON.parse(audits[0].afterJson)).toMatchObject({
      file: 'estudiantes.xlsx',
      newStudents: 2,
      enrolments: 3,
      importedPayments: 5,
      paidCents: 35000,
    });
    const trail = await api()
      .as('admin')
      .get('/api/audit/selectAuditLog?entity=student_imports', { 'x-department-id': '1' });
    expect(JSON.stringify(trail.body)).toContain('Estudiantes nuevos');

    // Cash figures leave imported payments out: cashier report, shift, today's income on the dashboard.
    const cashier = await api().as('admin').get(`/api/reports/selectSearchGroupReport/1/null/null/2026-01-01/${today}`);
    expect(cashier.body.filter((r: { idPago: number }) => payments.some((p) => p.id === r.idPago))).toEqual([]);
    const shift = await api().as('admin').get('/api/counter/shift', { 'x-department-id': '1' });
    expect(JSON.stringify(shift.body)).not.toContain('CONDORI');
    const dashboardAfter = (await api().as('admin').get('/api/reports/dashboard/1')).body;
    expect(dashboardAfter.hoy).toEqual(dashboardBefore.hoy);
    expect(dashboardAfter.meses).toEqual(dashboardBefore.meses);
    // No printed receipt.
    const receipt = await api().as('admin').get(`/api/payments/receipt/${payments[0].id}`);
    expect(receipt).toMatchObject({ status: 400, body: { msg: IMPORTED_NO_RECEIPT } });
  }, 60_000);

  it('imported saldos are what the statement, the monthly report and the overdue list answer', async () => {
    const rosa = await api().db('users').where({ ci: '9200001', departmentId: 1 }).first();
    const statement = (await api().as('admin').get(`/api/students/statement/${rosa.id}`)).body;
    const line = statement.mensualidades.find((m: { nombreGrupo: string }) => m.nombreGrupo === 'CONF - 1');
    expect(line.mensualidades.map((m: { saldo: number }) => m.saldo)).toEqual([0, 0, 100, 100]);
    expect(line.mensualidades[0].pagos[0]).toMatchObject({
      importado: true,
      subTotal: 100,
      nombreTipoPago: 'EFECTIVO',
    });
    const other = statement.mensualidades.find((m: { nombreGrupo: string }) => m.nombreGrupo === 'CONF - 2');
    expect(other).toMatchObject({ cargo: 300, descuento: 50, pagado: 150, saldo: 100 });
    const monthly = (await api().as('admin').get(`/api/reports/selectMonthlyPaymentReport/${groupA}`)).body;
    const row = monthly.find((r: { ci: string }) => r.ci === '9200001');
    expect([row.saldo1, row.saldo2, row.saldo3, row.saldo4]).toEqual([0, 0, 100, 100]);
    expect([row.pago1, row.pago2]).toEqual([100, 100]);
    const overdue = (await api().as('admin').get(`/api/reports/selectOverdueStudents/1/null/${groupA}/null`)).body;
    expect(overdue.find((r: { ci: string }) => r.ci === '9200001')).toMatchObject({
      cuotasVencidas: 2,
      montoAdeudado: 200,
    });
    // JOSE enrolled today with nothing paid: he owes the whole course, all of it past its due dates.
    expect(overdue.find((r: { ci: string }) => r.ci === '9200002')).toMatchObject({
      cuotasVencidas: 4,
      montoAdeudado: 400,
    });
  });

  it('a 2,000-row file previews and imports in reasonable time, and again writes nothing', async () => {
    const many: Row[] = Array.from({ length: 2000 }, (_, i) => ({
      ci: `93${String(i).padStart(5, '0')}`,
      names: `NOMBRE ${i}`,
      surnames: 'MASIVO',
      phone: '70000000',
      group: i % 2 ? 'CONF - 1' : 'CONF - 2',
      enrolledOn: '10/03/2026',
      paidCount: i % 3,
      paymentType: 'EFECTIVO',
    }));
    const file = await importXlsx(many);
    let started = Date.now();
    const preview = await postImport(api(), 'preview', file);
    const previewMs = Date.now() - started;
    expect(preview.body.totales).toMatchObject({ filas: 2000, nuevos: 2000, errores: 0 });
    started = Date.now();
    const res = await postImport(api(), 'confirm', file);
    const importMs = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ estudiantesNuevos: 2000, inscripciones: 2000 });
    console.info(`[${api().engine}] 2,000 rows: preview ${previewMs} ms, import ${importMs} ms`);
    // Reasonable on a shared 2-core machine: well inside a minute each.
    expect(previewMs).toBeLessThan(60_000);
    expect(importMs).toBeLessThan(60_000);
    expect(await derivedDifferences(api().db)).toEqual([]);
    const before = await writtenCounts(api().db);
    expect((await postImport(api(), 'confirm', file)).body.data).toMatchObject({ sinCambios: 2000, inscripciones: 0 });
    expect(await writtenCounts(api().db)).toEqual(before);
  }, 240_000);
});
