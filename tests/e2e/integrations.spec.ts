import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { dialog, expectNoEnglish, loginAdmin } from './helpers';

test('the administrator adds a webhook, keeps its secret once, sees a delivery arrive and switches it off', async ({
  page,
  request,
}) => {
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    req.resume().on('end', () => {
      received.push(String(req.headers['x-webhook-event']));
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/avisos`;
  try {
    await loginAdmin(page);
    await page.getByTestId('top-menus').getByRole('button', { name: 'Administracion' }).click();
    await page.getByRole('menuitem', { name: 'Integraciones' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByText('No hay webhooks registrados.')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar webhook' }).click();
    await dialog(page).getByLabel('Dirección (URL)').fill(url);
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Secreto del webhook' })).toBeVisible();
    await expect(dialog(page).getByRole('textbox')).toHaveValue(/^whsec_/);
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('region', { name: 'Webhooks' }).getByText(url)).toBeVisible();

    // A change in the department (an expense registered by the administrator) reaches the receiver, and the log shows it.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token}`, 'x-department-id': '1' };
    // Takings need the administrator's own shift; one may already be open (200 or 409 alike).
    await request.post('/api/counter/shift/open', { headers, data: { openingAmount: 0 } });
    const expense = await request.post('/api/egress/insertEgress', {
      headers,
      data: { name: 'PRUEBA WEBHOOK', egressDetail: 'AVISO', total: 10, idDepartament: 1 },
    });
    expect(expense.status(), await expense.text()).toBe(200);
    await expect.poll(() => received, { timeout: 20_000 }).toContain('expense.created');
    const log = page.getByRole('region', { name: 'Últimos envíos' });
    await expect(log.getByRole('row').filter({ hasText: 'Egreso registrado' }).getByText('Entregado')).toBeVisible({
      timeout: 20_000,
    });
    await page.screenshot({ path: 'test-results/integrations.png', fullPage: true });

    await page.getByRole('switch', { name: `Desactivar ${url}` }).click();
    await expect(page.getByRole('region', { name: 'Webhooks' }).getByText('Inactivo')).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page, 'Integraciones');
  } finally {
    receiver.close();
  }
});

test('the administrator creates an API key, sees it once, an integration uses it, and revoking it stops it at once', async ({
  page,
  request,
}) => {
  await loginAdmin(page);
  await page.getByTestId('top-menus').getByRole('button', { name: 'Administracion' }).click();
  await page.getByRole('menuitem', { name: 'Integraciones' }).click();
  await expect(page).toHaveURL(/\/integrations$/);

  await page.getByRole('button', { name: 'Crear clave de API' }).click();
  await dialog(page).getByLabel('Nombre').fill('Sistema contable');
  await dialog(page).getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('heading', { name: 'Clave de API' })).toBeVisible();
  // The form's dialog is gone (it closes as the key's opens).
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveCount(0);
  const key = await dialog(page).getByRole('textbox', { name: 'Clave de API' }).inputValue();
  expect(key).toMatch(/^ik_[0-9a-f]{16}_/);
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
  const keys = page.getByRole('region', { name: 'Claves de API' });
  const keyRow = keys.getByRole('row').filter({ hasText: 'Sistema contable' });
  await expect(keyRow.getByText('Activa')).toBeVisible();
  // Shown once: the page holds only the key's public part now.
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(keyRow.getByText(`${key.slice(0, 19)}…`)).toBeVisible();

  // An integration calls the API with the key, as a cashier of the department would (role 2, the default).
  const headers = { authorization: `Bearer ${key}` };
  const semesters = await request.get('/api/semesters/selectSemesters/1/null/1', { headers });
  expect(semesters.status(), await semesters.text()).toBe(200);
  await page.reload();
  await expect(keyRow.getByText('Nunca')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/integrations-api-keys.png', fullPage: true });

  await keyRow.getByRole('button', { name: 'Revocar Sistema contable' }).click();
  await dialog(page).getByRole('button', { name: 'Si', exact: true }).click();
  await expect(keyRow.getByText('Revocada')).toBeVisible();
  const refused = await request.get('/api/semesters/selectSemesters/1/null/1', { headers });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).msg).toBe('La clave de API fue revocada.');
  await expectNoEnglish(page);
  await expectAccessible(page, 'Integraciones');
});
