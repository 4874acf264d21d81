import { expect, test } from '@playwright/test';
import { dialog, expectNoEnglish, goTo, loginAdmin, row, snackbar } from './helpers';

const name = `intruso${Date.now().toString().slice(-6)}`;

test('Usuarios: role 1 sees the login lockouts in force and lifts one', async ({ page, request }) => {
  // Five wrong passwords for one name from this machine lock that name here (never a demo user's).
  for (let i = 0; i < 5; i++) {
    expect((await request.post('/api/users/login', { data: { username: name, password: 'adivina' } })).status()).toBe(
      401,
    );
  }
  expect((await request.post('/api/users/login', { data: { username: name, password: 'adivina' } })).status()).toBe(
    429,
  );

  await loginAdmin(page);
  await goTo(page, '/user');
  const section = page.getByRole('region', { name: 'Bloqueos de inicio de sesión' });
  await expect(section).toBeVisible();
  const locked = row(page, name);
  await expect(locked).toContainText('Cuenta');
  await expect(locked).toContainText('127.0.0.1');
  await expect(locked).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/lockouts-users-screen.png', fullPage: true });
  await expectNoEnglish(page);

  await locked.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(dialog(page).getByRole('heading', { name: '¿Desbloquear el inicio de sesión?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Si' }).click();
  await expect(snackbar(page)).toContainText('Se desbloqueo el acceso correctamente');
  await expect(locked).toHaveCount(0);
  // Lifted: the name gets its tries again (a wrong password is a 401 again, not a 429).
  expect((await request.post('/api/users/login', { data: { username: name, password: 'adivina' } })).status()).toBe(
    401,
  );
});
