import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import {
  apiAs,
  closeCashierShift,
  dialog,
  ensureCashierShift,
  expectNoEnglish,
  goTo,
  loginAdmin,
  loginAs,
  logout,
  searchAtCounter,
  snackbar,
  tokenFor,
  USERS,
} from './helpers';

/**
 * What staff met every day: one word for voiding, no action offered that the server refuses, a close changed after
 * it was made flagged in its list, the statement reachable and accessible on a phone, 'Inicio' keeping the
 * department, and 'Volver a Intentar' only after a failed load.
 */

/** Through the API as the demo cashier: a new student enrolled in a demo group, the first instalment paid in cash, and an expense. */
async function paidStudent(request: APIRequestContext) {
  const { post, get } = await apiAs(request, USERS.cashier);
  const ci = String(50_000_000 + (Date.now() % 10_000_000));
  const student = (
    await post('/users/insertStudent', {
      names: 'LUIS ALBERTO',
      surnames: 'CIERRE PRUEBA',
      ci,
      phone: '71112233',
      idDepartament: 1,
    })
  ).data;
  const [group] = await get('/users/selectSearchStudentMonthlyPay/1/null/null/9');
  await post('/courses/insertCourseStudent', { idGroup: group.idGrupo, idUser: student.idUsuario });
  const plan = (await get(`/monthlypayments/SelectMonthlyPayments/${group.idGrupo}/${student.idUsuario}`)) as Array<{
    idMensualidad: number;
    idGrupoUsuario: number;
  }>;
  const paid = await post('/payments/insertPayment', {
    subTotal: 100,
    discount: 0,
    idPaymentType: 1,
    idMonthlyPayment: plan[0].idMensualidad,
    idGroupUser: plan[0].idGrupoUsuario,
    description: '',
    idDepartament: 1,
  });
  const expense = (
    await post('/egress/insertEgress', { name: `CIERRE ${ci}`, egressDetail: 'PRUEBA', total: 7, idDepartament: 1 })
  ).data;
  return {
    ci,
    studentId: student.idUsuario as number,
    groupId: group.idGrupo as number,
    receipt: paid.data.codigo as number,
    expenseNumber: expense.codigo as number,
  };
}

test('after the close, the cashier sees Editar / Eliminar disabled with the reason; role 1 voids with Anular, the state reads Anulado, and the close is flagged', async ({
  page,
  request,
}) => {
  // Two logins and five screens: longer than one screen's budget on a loaded machine.
  test.setTimeout(180_000);
  await ensureCashierShift(request);
  const s = await paidStudent(request);
  await closeCashierShift(request);
  try {
    await loginAs(page, USERS.cashier);
    const paymentsPage = `/monthly-pay-student/group/${s.groupId}/student/${s.studentId}`;
    await goTo(page, paymentsPage);
    const payment = page.getByTestId(`payment-${s.receipt}`);
    await expect(payment).toBeVisible();
    for (const name of ['Editar', 'Eliminar']) await expect(payment.getByRole('button', { name })).toBeDisabled();
    await payment.getByRole('button', { name: 'Eliminar' }).locator('..').hover();
    await expect(page.getByRole('tooltip')).toContainText(
      'Eliminar: Caja cerrada: solo el administrador puede modificarlo',
    );

    await goTo(page, '/egress');
    await expect(page.getByRole('heading', { level: 1, name: 'Egresos' })).toBeVisible();
    const expense = page
      .locator('tbody tr')
      .filter({ has: page.locator('td', { hasText: new RegExp(`^${s.expenseNumber}$`) }) });
    for (const name of ['Editar', 'Eliminar']) await expect(expense.getByRole('button', { name })).toBeDisabled();
    await expectNoEnglish(page);
    await logout(page);

    // Role 1 is not locked, and voids with the one word: Anular → Anulado → Reactivar.
    await loginAdmin(page);
    await goTo(page, paymentsPage);
    await expect(payment.getByRole('button', { name: 'Desactivar' })).toHaveCount(0);
    await expect(payment.getByRole('button', { name: 'Editar' })).toBeEnabled();
    await payment.getByRole('button', { name: 'Anular' }).click();
    await expect(dialog(page)).toContainText(`¿Esta seguro de anular el pago del recibo N° ${s.receipt}?`);
    await dialog(page).getByRole('button', { name: 'Si' }).click();
    await expect(snackbar(page)).toContainText('Se anulo el pago correctamente');
    await expect(payment).toContainText('Anulado');
    await expect(payment.getByRole('button', { name: 'Reactivar' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payment-voided.png') });

    // The statement names the state the same way.
    await goTo(page, `/statement/${s.studentId}`);
    await expect(page.getByTestId(`payment-${s.receipt}`)).toContainText(`Recibo N° ${s.receipt}`);
    await expect(page.getByTestId(`payment-${s.receipt}`)).toContainText('Anulado');

    // The cash voided after the close: its list of closes flags it.
    await goTo(page, '/counter');
    await page.getByRole('button', { name: 'Cierres de caja' }).click();
    const history = page.getByRole('dialog', { name: 'Cierres de caja' });
    const changed = history.getByText('Modificado después del cierre');
    await expect(changed.first()).toBeVisible();
    await changed.first().hover();
    await expect(page.getByRole('tooltip')).toContainText('Efectivo esperado ahora');
    await expectAccessible(page, 'cierres de caja');
    await page.screenshot({ path: test.info().outputPath('shift-history.png') });
  } finally {
    await ensureCashierShift(request);
  }
});

test('at 390 px the counter offers Estado de cuenta, and the statement has no serious axe finding', async ({
  page,
  request,
}) => {
  await ensureCashierShift(request);
  const s = await paidStudent(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await searchAtCounter(page, s.ci);
  const card = page.getByTestId('counter-student');
  await expect(card).toContainText(s.ci);
  const open = card.getByRole('link', { name: 'Estado de cuenta' });
  await expect(open).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('counter-390.png'), fullPage: true });
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/statement/${s.studentId}$`));
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
  // Each ledger scrolls sideways inside a named, focusable region.
  const regions = page.getByRole('region', { name: /Mensualidades/ });
  await expect(regions.first()).toHaveAttribute('tabindex', '0');
  await expectAccessible(page, 'estado de cuenta 390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('statement-390.png'), fullPage: true });
});

test("Inicio keeps the administrator's chosen department", async ({ page }) => {
  await loginAdmin(page, 'COCHABAMBA');
  await expect(page.getByText('Departamento: COCHABAMBA').first()).toBeVisible();
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('idDepartament'))).toContain('COCHABAMBA');
  await expect(page.getByText('Departamento: COCHABAMBA').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeEnabled();
  // The dashboard opens on that department too, and the pages keep working in it.
  await expect(page.getByLabel('Departamento del resumen')).toContainText('COCHABAMBA');
  await goTo(page, '/semester');
  await expect(page.getByText('Seleccione un departamento para continuar.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Choosing another card still replaces it.
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await page.getByTestId('department-card').filter({ hasText: 'LA PAZ' }).click();
  await expect(page).toHaveURL(/\/semester$/);
  expect(await page.evaluate(() => localStorage.getItem('idDepartament'))).toContain('LA PAZ');
});

test('an empty list shows its text alone; only a failed load offers Volver a Intentar', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await tokenFor(request, USERS.admin.username, USERS.admin.password)}` };
  const name = `VACIO ${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const created = await request.post('/api/departaments/insertDepartament', {
    headers: admin,
    data: { nameDepartament: name },
  });
  expect(created.status(), await created.text()).toBe(200);
  await loginAdmin(page, name);
  const empty = page.getByTestId('list-empty');
  await expect(empty).toContainText('No existen Semestres Registrados.');
  await expect(page.getByRole('button', { name: 'Volver a Intentar' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('list-empty.png') });

  // The same list when loading fails: the spec's text with 'Volver a Intentar', which loads it again.
  let fail = true;
  await page.route(/\/api\/(rest\/)?semesters/, (route) =>
    fail ? route.fulfill({ status: 500, json: { msg: 'Error' } }) : route.continue(),
  );
  await page.reload();
  const failed = page.getByTestId('load-failed');
  await expect(failed).toContainText('No existen Semestres Registrados.');
  await expect(failed).toContainText('No se pudo cargar la información.');
  fail = false;
  await failed.getByRole('button', { name: 'Volver a Intentar' }).click();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a Intentar' })).toHaveCount(0);
});
