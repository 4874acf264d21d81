import { expect, test } from '@playwright/test';
import { dialog, ensureCashierShift, goTo, loginAdmin, loginAs, snackbar, USERS } from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

test('a cashier or a teacher opening a screen of another role sees that it is not theirs', async ({ page }) => {
  await loginAs(page, USERS.cashier);
  for (const path of ['/departament', '/user', '/student-credential', '/backup']) {
    await goTo(page, path);
    await expect(page.getByRole('heading', { name: 'No tiene acceso a esta página.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /nuevo/i })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/home-administrative$/);

  await page.evaluate(() => localStorage.clear());
  await loginAs(page, USERS.teacher);
  for (const path of ['/ingress', '/egress', '/semester']) {
    await goTo(page, path);
    await expect(page.getByRole('heading', { name: 'No tiene acceso a esta página.' })).toBeVisible();
  }
});

test('the administrator voids an expense (Anular), still sees it as Anulado, and reactivates it', async ({ page }) => {
  await loginAdmin(page);
  await goTo(page, '/egress');
  // The semesters' table stays on screen until the expenses page has rendered: read rows only after its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Egresos' })).toBeVisible();
  const first = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Anular' }) })
    .first();
  await expect(first).toBeVisible();
  const number = (await first.locator('td').first().innerText()).trim();
  const row = page.locator('tbody tr').filter({ has: page.locator('td', { hasText: new RegExp(`^${number}$`) }) });
  await row.getByRole('button', { name: 'Anular' }).click();
  await expect(dialog(page)).toContainText('¿Esta seguro de anular el egreso');
  await dialog(page).getByRole('button', { name: 'Si' }).click();
  await expect(snackbar(page)).toContainText('Se anulo el egreso');
  await expect(row).toContainText('Anulado');
  await expect(row.getByRole('button', { name: 'Desactivar' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Reactivar' }).click();
  await expect(dialog(page)).toContainText('¿Esta seguro de reactivar el egreso');
  await dialog(page).getByRole('button', { name: 'Si' }).click();
  await expect(snackbar(page)).toContainText('Se reactivo el egreso');
  await expect(row).not.toContainText('Anulado');
});

test('a search without hits says so, and a group that does not exist says why and offers no enrolment', async ({
  page,
}) => {
  await loginAdmin(page);
  await goTo(page, '/student');
  await page.getByLabel('Buscar').fill('ZZZZ-NADIE-9999');
  await expect(page.getByRole('status')).toHaveText('No se encontro registros');
  await expect(page.getByRole('button', { name: 'Volver a Intentar' })).toHaveCount(0);
  await goTo(page, '/semester/1/group/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'El grupo no existe.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribir' })).toBeDisabled();
});

test('one income named with 150 characters and no space does not make /ingress wider than the window', async ({
  page,
  request,
}) => {
  const token = await (
    await request.post('/api/users/login', {
      data: { username: USERS.cashier.username, password: USERS.cashier.password },
    })
  ).json();
  const auth = { Authorization: `Bearer ${token.token}` };
  const [type] = (await (
    await request.get('/api/ingressTypes/selectIngressTypes/1/1/1', { headers: auth })
  ).json()) as Array<{ idTipoIngreso: number }>;
  const created = await request.post('/api/ingress/insertIngress', {
    headers: auth,
    data: {
      name: 'X'.repeat(150),
      ingressDetail: 'Y'.repeat(300),
      total: 1,
      idIngressType: type.idTipoIngreso,
      idUser: token.user.idUsuario,
      idDepartament: 1,
    },
  });
  expect(created.status()).toBe(200);
  await loginAs(page, USERS.cashier);
  await goTo(page, '/ingress');
  const row = page.locator('tbody tr').filter({ hasText: 'XXXXXXXXXX' }).first();
  await expect(row).toBeVisible();
  // The table shows when the money came in, in La Paz time.
  const today = new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
  await expect(page.getByRole('columnheader', { name: 'Fecha' })).toBeVisible();
  await expect(row).toContainText(today);
  const [content, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(content).toBeLessThanOrEqual(viewport);
});

test('an income list of 20,000 rows keeps only the rows in view in the page and scrolls to the last one', async ({
  page,
}) => {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i + 1,
    idIngreso: i + 1,
    codigo: i + 1,
    nombre: `INGRESO ${i + 1}`,
    total: 10,
    idTipoIngreso: 1,
    nombreTipoIngreso: 'INGRESO',
    detalleIngreso: '',
    fechaPago: '2026-11-20T14:00:00.000Z',
    estado: 1,
    idReserva: null,
    tipo: 1,
  }));
  // The list asks the REST face for every row at once (the spec's tables have no paging).
  await page.route(/\/api\/rest\/incomes\?/, (route) =>
    route.fulfill({ json: rows, headers: { 'Content-Range': `incomes 0-${rows.length - 1}/${rows.length}` } }),
  );
  await loginAs(page, USERS.cashier);
  await goTo(page, '/ingress');
  await expect(page.getByRole('cell', { name: 'INGRESO 1', exact: true })).toBeVisible();
  expect(await page.locator('tbody tr').count()).toBeLessThan(100);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('cell', { name: 'INGRESO 20000', exact: true })).toBeVisible();
  expect(await page.locator('tbody tr').count()).toBeLessThan(100);
});

test('a form stops typing at the length its column holds', async ({ page }) => {
  await loginAs(page, USERS.cashier);
  await goTo(page, '/student');
  await page.getByRole('button', { name: 'Nuevo Estudiante' }).click();
  const ci = page.getByRole('dialog').getByLabel('CI');
  await ci.pressSequentially('1'.repeat(30));
  await expect(ci).toHaveValue('1'.repeat(20));
  const names = page.getByRole('dialog').getByLabel('Nombres');
  await names.fill('A'.repeat(130));
  await expect(names).toHaveValue('A'.repeat(100));
});
