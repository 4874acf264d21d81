import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { drawer, ensureCashierShift, expectNoEnglish, loginAdmin, pickOption, USERS } from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

/** The cashier pays 12.34 Bs of an open instalment, then corrects the payment's discount to 1 Bs; answers the receipt number. */
async function payAndEdit(request: APIRequestContext): Promise<string> {
  const session = await (
    await request.post('/api/users/login', {
      data: { username: USERS.cashier.username, password: USERS.cashier.password },
    })
  ).json();
  const auth = { Authorization: `Bearer ${session.token}` };
  const students = (await (
    await request.get('/api/courses/selectCourseStudentsByIdGroup/2/1', { headers: auth })
  ).json()) as Array<{ idUsuario: number; idGrupoUsuario: number }>;
  const student = students[0];
  const instalments = (await (
    await request.get(`/api/monthlypayments/SelectMonthlyPayments/2/${student.idUsuario}`, { headers: auth })
  ).json()) as Array<{ idMensualidad: number; monto: number; saldo: number; pagable: boolean }>;
  const open = instalments.find((i) => i.pagable && i.saldo > 20)!;
  const [cash] = (await (
    await request.get('/api/paymentTypes/selectPaymentType/1/1', { headers: auth })
  ).json()) as Array<{ idTipoPago: number }>;
  const paid = await request.post('/api/payments/insertPayment', {
    headers: auth,
    data: {
      subTotal: '12.34',
      discount: 0,
      balance: open.saldo,
      monthlyPayment: open.monto,
      description: '',
      idMonthlyPayment: open.idMensualidad,
      idPaymentType: cash.idTipoPago,
      idDepartament: 1,
      idGroupUser: student.idGrupoUsuario,
    },
  });
  expect(paid.status()).toBe(200);
  const { idPago, data } = await paid.json();
  const edited = await request.put('/api/payments/updatePayment', {
    headers: auth,
    data: {
      idPayment: idPago,
      idMonthlyPayment: open.idMensualidad,
      idPaymentType: cash.idTipoPago,
      idGroupUser: student.idGrupoUsuario,
      description: 'CORREGIDO',
      subTotal: '12.34',
      discount: 1,
      balance: open.saldo,
      monthlyAmount: open.monto,
      oldDiscount: 0,
      oldSubTotal: '12.34',
    },
  });
  expect(edited.status()).toBe(200);
  return String(data.codigo);
}

test('role 1 reads the audit trail: a payment, its edit before → after, a refused login; filters and exports', async ({
  page,
  request,
}) => {
  const receipt = await payAndEdit(request);
  expect(
    (
      await request.post('/api/users/login', { data: { username: USERS.cashier.username, password: 'Equivocada1!' } })
    ).status(),
  ).toBe(401);

  await loginAdmin(page);
  await drawer(page).getByRole('menuitem', { name: 'Bitácora de cambios' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Bitácora de cambios' })).toBeVisible();
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'Ingreso rechazado' }).first()).toBeVisible();
  const edit = rows.filter({ hasText: 'Modificación' }).filter({ hasText: 'Pago' }).first();
  await expect(edit).toContainText('Descuento');
  await expect(edit).toContainText('Bs 0,00');
  await expect(edit).toContainText('Bs 1,00');
  await expect(edit).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/);
  await expectNoEnglish(page);
  await expectAccessible(page, 'audit trail');

  // The receipt number finds the payment's two rows, newest first.
  await page.getByLabel('N° de recibo o CI del estudiante').fill(receipt);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Modificación');
  await expect(rows.nth(1)).toContainText('Registro');
  await page.screenshot({ path: 'test-results/audit-trail.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Bitacora de cambios.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await file.path()) as any);
  const values: string[] = [];
  workbook.worksheets[0].eachRow((r) => values.push((r.values as unknown[]).join('|')));
  expect(values.some((v) => v.includes('Descuento') && v.includes('Bs 1,00'))).toBe(true);

  // By user: only the cashier's rows.
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Usuario' }),
    page.getByRole('option', { name: 'JUAN CARLOS CONDORI LIMACHI' }),
  );
  await expect(rows.first()).toBeVisible();
  const users = await page.getByTestId('audit-user').allInnerTexts();
  expect(new Set(users)).toEqual(new Set(['JUAN CARLOS CONDORI LIMACHI']));
});
