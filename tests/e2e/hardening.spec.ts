import { expect, test } from '@playwright/test';
import { goTo, loginAdmin, logout } from './helpers';

test('the administrator downloads a database snapshot from Respaldo', async ({ page }) => {
  await loginAdmin(page);
  await goTo(page, '/backup');
  await expect(page.getByRole('heading', { name: 'Respaldo de la base de datos' })).toBeVisible();
  // What the file holds, and how to keep it, before the button.
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'El respaldo contiene los datos personales de los estudiantes y los hashes de las contraseñas del personal: guárdelo como una llave',
    }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('respaldo.png') });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar respaldo' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Respaldo \d{4}-\d{2}-\d{2} \d{6}\.sqlite$/);
});

test('Cerrar sesión ends the token on the server too', async ({ page, request }) => {
  await loginAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/semesters/selectSemesters/1/null/null', { headers: auth })).status()).toBe(200);
  await logout(page);
  expect((await request.get('/api/semesters/selectSemesters/1/null/null', { headers: auth })).status()).toBe(401);
});
