import { expect, test } from '@playwright/test';
import { FIRST_RUN } from '../../domain/first-run';
import { emptyDatabaseServer } from './empty-server';

/**
 * On a database the operator named, without ADMIN_USER, the login card offers the first-run form
 * until the first administrator exists. A server of its own (port E2E_PORT + 8) runs on a fresh database.
 */
const empty = emptyDatabaseServer(8, 'named');
const { port, base } = empty;

test.beforeAll(() => empty.start());

test.afterAll(() => empty.stop());

test('the first administrator is created from the login page, then the form is gone', async ({ page }) => {
  await page.goto(`${base}/login`);
  await expect(page.getByRole('button', { name: FIRST_RUN.open })).toBeVisible();
  await page.screenshot({ path: `test-results/first-run-login-${port}.png` });
  await page.getByRole('button', { name: FIRST_RUN.open }).click();
  await expect(page.getByRole('heading', { name: FIRST_RUN.title })).toBeVisible();
  await page.getByRole('button', { name: FIRST_RUN.submit }).click();
  await expect(page.getByText(FIRST_RUN.namesRequired)).toBeVisible();
  await expect(page.getByText(FIRST_RUN.departmentRequired)).toBeVisible();

  await page.getByLabel(FIRST_RUN.names).fill('Rosa');
  await page.getByLabel(FIRST_RUN.surnames).fill('Mamani Flores');
  await page.getByLabel(FIRST_RUN.ci).fill('4455667');
  await page.getByLabel(FIRST_RUN.email).fill('rosa@instituto.edu.bo');
  await page.getByLabel(FIRST_RUN.department).click();
  await page.getByRole('option', { name: 'COCHABAMBA' }).click();
  await page.getByLabel(FIRST_RUN.user).fill('directora');
  await page.getByLabel(FIRST_RUN.password, { exact: true }).fill('corta');
  await page.getByRole('button', { name: FIRST_RUN.submit }).click();
  await expect(page.getByText(FIRST_RUN.passwordInvalid)).toBeVisible();
  await page.getByLabel(FIRST_RUN.password, { exact: true }).fill('Directora2026!');
  await page.screenshot({ path: `test-results/first-run-${port}.png`, fullPage: true });
  await page.getByRole('button', { name: FIRST_RUN.submit }).click();

  // Logged in as the new role-1 user: the department chooser of the home page.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('department-card').filter({ hasText: 'COCHABAMBA' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  const closed = page.waitForResponse((r) => r.url().endsWith('/api/setup/first-run'));
  await page.goto(`${base}/login`);
  // Closed once an administrator exists: answered (no 404 in the browser's console), with nothing to offer.
  expect((await closed).status()).toBe(200);
  expect(await (await closed).json()).toMatchObject({ abierto: false });
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByRole('button', { name: FIRST_RUN.open })).toHaveCount(0);
});

test('a database with an administrator (the demo) shows no first-run link', async ({ page }) => {
  const closed = page.waitForResponse((r) => r.url().endsWith('/api/setup/first-run'));
  await page.goto('/login');
  expect((await closed).status()).toBe(200);
  expect(await (await closed).json()).toMatchObject({ abierto: false });
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByRole('button', { name: FIRST_RUN.open })).toHaveCount(0);
});
