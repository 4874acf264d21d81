import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '../../domain/audit.js';
import { describeEngines, LOGINS, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

type Who = ReturnType<TestApi['as']>;

/** The audit screen's list for role 1 acting in a department, with the given filters. */
const list = (admin: Who, department: number, filters: Record<string, string | number> = {}) =>
  admin.get(
    `/api/audit/selectAuditLog?${new URLSearchParams({ idDepartament: String(department), ...filters } as any)}`,
  );

/** A payment of 200 Bs on a 500 Bs instalment of a fresh student of `department`, by `who`. */
async function payment(api: TestApi, who: Who, department = 1) {
  const e = await enrolStudent(api.db, { departmentId: department, costCents: 200000, instalments: 4 });
  const inst = e.instalments[0];
  const res = await who.post('/api/payments/insertPayment', {
    paymentDate: '2026-11-21',
    discount: 0,
    balance: 500,
    subTotal: 200,
    description: 'PAGO EN CAJA',
    monthlyPayment: 500,
    idMonthlyPayment: inst.id,
    idUser: 999,
    idPaymentType: await cashPaymentType(api.db, department),
    idDepartament: department,
    idGroupUser: e.enrolmentId,
  });
  expect(res.status).toBe(200);
  const student = await api.db('users').where({ id: e.studentId }).first('ci');
  return {
    e,
    id: res.body.idPago as number,
    receipt: String(res.body.data.codigo),
    ci: student.ci as string,
    instalmentId: inst.id,
  };
}

describeEngines('audit trail on screen', (api) => {
  it('lists a payment, its edit with before and after, and a refused login; filters by user and receipt number', async () => {
    const admin = api().as('admin');
    const cajero = api().as('cajero');
    const p = await payment(api(), cajero);
    const edit = await cajero.put('/api/payments/updatePayment', {
      idPayment: p.id,
      idMonthlyPayment: p.instalmentId,
      idPaymentType: await cashPaymentType(api().db),
      idGroupUser: p.e.enrolmentId,
      description: 'CORREGIDO',
      subTotal: 200,
      balance: 500,
      discount: 50,
      monthlyAmount: 500,
      oldDiscount: 0,
      oldSubTotal: 200,
    });
    expect(edit.status).toBe(200);
    expect(
      (await api().request('POST', '/api/users/login', { body: { username: 'cajero', password: 'Equivocada1!' } }))
        .status,
    ).toBe(401);

    const page = await list(admin, 1);
    expect(page.status).toBe(200);
    const rows = page.body.rows;
    // Newest first.
    expect(rows.map((r: any) => r.id)).toEqual(rows.map((r: any) => r.id).sort((a: number, b: number) => b - a));
    const cajeroRow = await api().db('users').where({ username: 'cajero' }).first();
    const refused = rows.find((r: any) => r.accion === 'login-refused');
    expect(refused).toMatchObject({
      tipo: 'Inicio de sesión',
      nombreAccion: 'Ingreso rechazado',
      idUsuario: cajeroRow.id,
    });
    const created = rows.find((r: any) => r.entidad === 'payments' && r.idRegistro === p.id && r.accion === 'create');
    expect(created).toMatchObject({
      tipo: 'Pago',
      nombreAccion: 'Registro',
      idUsuario: cajeroRow.id,
      fecha: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/),
    });
    expect(created.cambios).toContainEqual({ campo: 'Monto pagado', antes: '—', despues: 'Bs 200,00' });
    const updated = rows.find((r: any) => r.entidad === 'payments' && r.idRegistro === p.id && r.accion === 'update');
    expect(updated.cambios).toContainEqual({ campo: 'Descuento', antes: 'Bs 0,00', despues: 'Bs 50,00' });
    expect(updated.cambios).toContainEqual({ campo: 'Descripción', antes: 'PAGO EN CAJA', despues: 'CORREGIDO' });
    // Unchanged fields are left out of before → after.
    expect(updated.cambios.map((c: any) => c.campo)).not.toContain('Monto pagado');
    expect(updated.registro).toMatch(new RegExp(`^Pago Recibo N° ${p.receipt} · .+ \\(CI ${p.ci}\\)$`));

    const byUser = (await list(admin, 1, { idUser: cajeroRow.id })).body.rows;
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((r: any) => r.idUsuario === cajeroRow.id)).toBe(true);

    const byReceipt = (await list(admin, 1, { q: p.receipt })).body.rows;
    expect(byReceipt.map((r: any) => [r.entidad, r.idRegistro, r.accion])).toEqual([
      ['payments', p.id, 'update'],
      ['payments', p.id, 'create'],
    ]);
    const byCi = (await list(admin, 1, { q: p.ci })).body.rows;
    expect(byCi.map((r: any) => r.id)).toEqual(byReceipt.map((r: any) => r.id));
    const byKindAndAction = (await list(admin, 1, { entity: 'payments', action: 'update' })).body.rows;
    expect(byKindAndAction.length).toBeGreaterThan(0);
    expect(byKindAndAction.every((r: any) => r.entidad === 'payments' && r.accion === 'update')).toBe(true);
  });

  it('exports the filtered rows to Excel', async () => {
    const admin = api().as('admin');
    const p = await payment(api(), api().as('cajero'));
    const res = await admin.get(`/api/audit/report.xlsx?idDepartament=1&q=${p.receipt}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Bitacora');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.buffer as any);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Usuario', 'Acción', 'Campo', 'Antes', 'Después']));
    const lines: any[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) lines.push(row.values);
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.every((v) =>
        v.some((c: unknown) => typeof c === 'string' && c.startsWith(`Pago Recibo N° ${p.receipt} · `)),
      ),
    ).toBe(true);
    // The date column holds real dates (La Paz wall-clock time), not text.
    expect(lines.every((v) => v[1] instanceof Date)).toBe(true);
    expect(sheet.getColumn(1).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(lines.some((v) => v.includes('Monto pagado') && v.includes('Bs 200,00'))).toBe(true);
  });

  it('pages newest first with a cursor, and filters by date range', async () => {
    const admin = api().as('admin');
    const first = await list(admin, 1, { limit: 2 });
    expect(first.body.rows).toHaveLength(2);
    expect(first.body.next).toBe(first.body.rows[1].id);
    const second = await list(admin, 1, { limit: 2, before: first.body.next });
    expect(second.body.rows[0].id).toBeLessThan(first.body.rows[1].id);
    const today = new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10);
    expect((await list(admin, 1, { start: today, end: today })).body.rows.length).toBeGreaterThan(0);
    expect((await list(admin, 1, { start: '2020-01-01', end: '2020-12-31' })).body).toEqual({ rows: [], next: null });
  });

  it('refuses bad filters with a Spanish message, and anyone but role 1', async () => {
    const admin = api().as('admin');
    const bad = await list(admin, 1, { start: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(AUDIT_MESSAGES.badDate);
    expect((await list(admin, 1, { start: '2026-11-20', end: '2026-11-01' })).body.msg).toBe(AUDIT_MESSAGES.badRange);
    expect((await list(admin, 1, { idUser: 'abc' })).status).toBe(400);
    expect((await list(api().as('cajero'), 1)).status).toBe(403);
    expect((await api().as('cajero').get('/api/audit/report.xlsx?idDepartament=1')).status).toBe(403);
    expect((await list(api().as('docente'), 1)).status).toBe(403);
  });

  it("never shows another department's rows", async () => {
    const admin = api().as('admin');
    const other = await payment(api(), admin, 2);
    const mine = (await list(admin, 1, { entity: 'payments', limit: 200 })).body.rows;
    expect(mine.some((r: any) => r.idRegistro === other.id)).toBe(false);
    expect((await list(admin, 1, { q: other.receipt })).body.rows.every((r: any) => r.idRegistro !== other.id)).toBe(
      true,
    );
    const theirs = (await list(admin, 2, { entity: 'payments' })).body.rows;
    expect(theirs.some((r: any) => r.idRegistro === other.id)).toBe(true);
  });

  it('writes successful logins, role and permission changes, and backups', async () => {
    const admin = api().as('admin');
    await api().login(...LOGINS.docente);
    const docente = await api().db('users').where({ username: 'docente' }).first();
    const logins = (await list(admin, 1, { action: 'login', idUser: docente.id })).body.rows;
    expect(logins[0]).toMatchObject({ nombreAccion: 'Ingreso al sistema', idUsuario: docente.id });

    const person = (await admin.get(`/api/rest/users/${docente.id}`, { 'x-department-id': '1' })).body;
    expect(
      (await admin.put(`/api/rest/users/${docente.id}`, { ...person, idRol: 5 }, { 'x-department-id': '1' })).status,
    ).toBe(200);
    const role = (await list(admin, 1, { action: 'role' })).body.rows[0];
    expect(role).toMatchObject({ idRegistro: docente.id, nombreAccion: 'Cambio de rol' });
    const roleName = async (id: number) => (await api().db('roles').where({ id }).first('name')).name;
    expect(role.cambios).toEqual([{ campo: 'Rol', antes: await roleName(docente.roleId), despues: await roleName(5) }]);
    expect(role.registro).toContain(`(CI ${docente.ci})`);

    const cajero = await api().db('users').where({ username: 'cajero' }).first();
    expect(
      (await admin.put('/api/users/updatePermissionUser', { idUser: cajero.id, idModule: 1, asign: false })).status,
    ).toBe(200);
    expect((await list(admin, 1, { action: 'permission' })).body.rows[0]).toMatchObject({
      tipo: 'Permiso',
      nombreAccion: 'Cambio de permiso',
    });

    expect((await admin.get('/api/backups/download')).status).toBe(200);
    // A backup is institute-wide: every department's administrator sees it.
    for (const department of [1, 2]) {
      expect((await list(admin, department, { entity: 'backup' })).body.rows[0]).toMatchObject({
        tipo: 'Respaldo',
        nombreAccion: 'Respaldo',
      });
    }
  });
});
