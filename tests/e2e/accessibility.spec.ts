import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { dialog, goTo, login, USERS } from './helpers';

test('the main screens have no critical or serious accessibility finding', async ({ page }) => {
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
  for (const [path, screen] of [
    ['/semester/2/group', 'groups'], ['/student', 'students'], ['/semester/2/group/1', 'group students'], ['/ingress', 'income'],
    ['/egress', 'expenses'], ['/turn', 'catalogue'], ['/student-credential', 'credentials'], ['/check-in', 'check-in'], ['/backup', 'backup'],
    ['/grade', 'grades'], ['/attendance', 'attendance'], ['/teacher-diagnosis', 'diagnosis'], ['/student-grade', 'student grades'],
    ['/student-attendance', 'student attendance'], ['/teacher', 'teachers'], ['/teacher/4/schedule', 'teacher calendar'],
    ['/individual-hours-student', 'individual hours'],
  ] as const) {
    await goTo(page, path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page, screen);
  }
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
