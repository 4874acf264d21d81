import { expect, test } from '@playwright/test';
import { dialog, ensureCashierShift, goTo, loginAdmin, loginAs, row, snackbar, USERS } from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

const feedButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Enlace de calendario' });

test('a teacher creates a calendar link, copies it, the link serves the feed and, revoked, answers 404', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, USERS.teacher);
  await feedButton(page).click();
  await expect(dialog(page)).toContainText('No hay un enlace activo.');
  await dialog(page).getByRole('button', { name: 'Crear enlace' }).click();
  await expect(snackbar(page)).toContainText('Enlace de calendario creado.');
  const url = await page.getByTestId('calendar-feed-url').inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  await page.screenshot({ path: test.info().outputPath('calendar-feed-link.png') });

  await dialog(page).getByRole('button', { name: 'Copiar' }).click();
  await expect(snackbar(page)).toContainText('Enlace copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await served.text()).toContain('BEGIN:VCALENDAR');

  // Closed and opened again, the link is not shown any more: only that one is live and since when.
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
  await feedButton(page).click();
  await expect(page.getByTestId('calendar-feed-state')).toContainText('Hay un enlace activo, creado el');
  await dialog(page).getByRole('button', { name: 'Revocar enlace' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '¿Está seguro de revocar el enlace?' })
    .getByRole('button', { name: 'Si' })
    .click();
  await expect(snackbar(page)).toContainText('Enlace de calendario revocado.');
  await expect(page.getByTestId('calendar-feed-state')).toContainText('No hay un enlace activo.');
  expect((await page.request.get(url)).status()).toBe(404);
});

test("role 1 manages the link of the teacher on the teacher's calendar; role 2 has no such button", async ({
  page,
}) => {
  await loginAdmin(page);
  await goTo(page, '/teacher');
  await row(page, 'FERNANDEZ CHOQUE').getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/teacher\/\d+\/schedule$/);
  await feedButton(page).click();
  await dialog(page)
    .getByRole('button', { name: /Crear (nuevo )?enlace/ })
    .click();
  await expect(page.getByTestId('calendar-feed-url')).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  await page.screenshot({ path: test.info().outputPath('calendar-feed-admin.png') });
  const teacherPath = new URL(page.url()).pathname;

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await loginAs(page, USERS.cashier);
  await goTo(page, teacherPath);
  await expect(page.getByTestId('schedule-teacher')).toContainText('FERNANDEZ CHOQUE');
  await expect(feedButton(page)).toHaveCount(0);
});
