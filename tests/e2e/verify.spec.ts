import { expect, test } from '@playwright/test';
import { qrOfPdf } from '../api/receipt-qr.js';
import { expectAccessible } from './a11y.js';
import { ensureCashierShift, tokenFor, USERS } from './helpers.js';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

// A stranger's phone: no session, a narrow screen.
test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

test("a printed receipt's QR opens the public page on a phone, without login, showing VÁLIDO and no CI", async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, USERS.cashier.username, USERS.cashier.password);
  const auth = { authorization: `Bearer ${token}` };
  // The demo's first monthly-fee payment (La Paz, the cashier's department).
  const pdf = await request.get('/api/payments/receipt/1', { headers: auth });
  expect(pdf.status()).toBe(200);
  const url = qrOfPdf(await pdf.body());
  expect(url).toMatch(/\/verificar\/[A-Za-z0-9_-]{24}$/);

  await page.goto(url!);
  await expect(page.getByRole('status')).toContainText('VÁLIDO');
  await expect(page.getByText(/^Bs [\d.]+,\d{2}$/)).toBeVisible();
  await expect(page.getByText('INSTITUTO PREUNIVERSITARIO')).toBeVisible();
  // No CI label and no CI or phone number (both are long digit runs; dates and amounts are not).
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bCI\b/);
  expect(text).not.toMatch(/\d{6,}/);
  // Nothing of the admin app, and no session left behind.
  await expect(page.locator('#root')).toHaveCount(0);
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'verificar');
  await page.screenshot({ path: test.info().outputPath('verify-valid-390.png'), fullPage: true });

  await page.goto('/verificar/ZZZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(page.getByRole('status')).toContainText('Recibo no encontrado');
});
