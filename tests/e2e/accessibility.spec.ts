import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { dialog, goTo, login, loginAdmin, USERS } from './helpers';

// axe takes 2–6 s per screen on a 2-core machine, so the screens are checked in groups with a budget of
// their own, rather than in one walk that outgrows the default minute.
test.describe.configure({ timeout: 120_000 });

async function expectScreensAccessible(page: Page, screens: ReadonlyArray<readonly [string, string]>): Promise<void> {
  for (const [path, screen] of screens) {
    await goTo(page, path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page, screen);
  }
}

test('the login, the department chooser and the semesters have no critical or serious accessibility finding', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expectAccessible(page, 'login');
  await login(page, USERS.admin.username, USERS.admin.password);
  await expect(page.getByTestId('department-card').first()).toBeVisible();
  await expectAccessible(page, 'home');
  await page.getByTestId('department-card').filter({ hasText: 'LA PAZ' }).click();
  await expect(page).toHaveURL(/\/semester$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, 'semesters');
});

test('the cashier screens and the payment dialog have no critical or serious accessibility finding', async ({
  page,
}) => {
  await loginAdmin(page);
  await expectScreensAccessible(page, [
    ['/semester/2/group', 'groups'],
    ['/student', 'students'],
    ['/semester/2/group/1', 'group students'],
    ['/ingress', 'income'],
    ['/egress', 'expenses'],
    ['/turn', 'catalogue'],
    ['/student-credential', 'credentials'],
    ['/check-in', 'check-in'],
    ['/backup', 'backup'],
  ]);
  await goTo(page, '/monthly-pay-student/group/1/student/31');
  await expect(page.getByTestId('student-header')).toBeVisible();
  await expectAccessible(page, 'payments');
  const pay = page.getByRole('button', { name: 'Pagar' }).first();
  if (await pay.isEnabled()) {
    await pay.click();
    await expect(dialog(page)).toBeVisible();
    await expectAccessible(page, 'payment dialog');
  }
});

test('the grades, attendance and teacher screens have no critical or serious accessibility finding', async ({
  page,
}) => {
  await loginAdmin(page);
  await expectScreensAccessible(page, [
    ['/grade', 'grades'],
    ['/attendance', 'attendance'],
    ['/teacher-diagnosis', 'diagnosis'],
    ['/student-grade', 'student grades'],
    ['/student-attendance', 'student attendance'],
    ['/teacher', 'teachers'],
    ['/individual-hours-student', 'individual hours'],
  ]);
});

test('the teacher calendar has no critical or serious accessibility finding', async ({ page }) => {
  await loginAdmin(page);
  await expectScreensAccessible(page, [['/teacher/4/schedule', 'teacher calendar']]);
});
