import { expect, test, type Page } from '@playwright/test';
import { demoGroup, openGroupCredentials } from './credential-helpers';
import { dialog, goTo, loginAdmin, pickOption, row } from './helpers';
import { dragSlot, pickStudentBySurname, weeksAhead } from './schedule-helpers';

/** Opens the demo teacher's calendar as the administrator. */
async function openCalendar(page: Page): Promise<void> {
  await loginAdmin(page);
  await goTo(page, '/teacher');
  await row(page, 'GUTIERREZ ROJAS').getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/teacher\/\d+\/schedule$/);
}

/** The day names of the calendar that lie inside its visible frame. */
async function visibleDayNames(page: Page): Promise<string[]> {
  const frame = (await page.getByTestId('calendar-frame').boundingBox())!;
  const names: string[] = [];
  for (const item of await page.locator('.toastui-calendar-day-name-item').all()) {
    const box = await item.boundingBox();
    if (box && box.width > 0 && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1)
      names.push((await item.innerText()).trim());
  }
  return names;
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the teacher calendar shows Monday to Saturday in week and month views', async ({ page }) => {
    await openCalendar(page);
    await expect(page.locator('.toastui-calendar-day-name-item').first()).toBeVisible();
    const week = await visibleDayNames(page);
    expect(week).toHaveLength(6);
    expect(week.join(' ')).toMatch(/Lun.*Sáb/);
    expect(week.join(' ')).not.toContain('Dom');
    // The range names Monday to Saturday.
    const [from, to] = (await page.getByTestId('calendar-range').innerText()).split(' - ');
    const day = (text: string) => new Date(text.split('/').reverse().join('-')).getUTCDay();
    expect([day(from!), day(to!)]).toEqual([1, 6]);
    await page.screenshot({ path: test.info().outputPath('calendar-week-1366.png') });

    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    await expect(page.getByTestId('grid-header-month')).toBeVisible();
    const month = await visibleDayNames(page);
    expect(month).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb']);
    await page.screenshot({ path: test.info().outputPath('calendar-month-1366.png') });
  });

  test('the lesson dialog offers individual subjects and clears a red message once its field is filled', async ({
    page,
  }) => {
    await openCalendar(page);
    await weeksAhead(page, 5);
    await pickStudentBySurname(page, 'MAMANI');
    await dragSlot(page, 2, 15, 16);
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Debe seleccionar una materia')).toBeVisible();
    await dialog(page).getByRole('combobox', { name: 'Materia' }).click();
    // Only individual subjects (the demo's MATI, FISI), none of the group ones (MAT, FIS, QUI).
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered.length).toBeGreaterThan(0);
    for (const text of offered) expect(text).toMatch(/^(MATI|FISI) - /);
    await page.getByRole('option').first().click();
    await expect(dialog(page).getByText('Debe seleccionar una materia')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('lesson-dialog.png') });
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  });
});

const LONG_SURNAME = 'WAMAN MAMANI HUAMAN '.repeat(5).slice(0, 100);

/** Answers `pattern` as the server does, with the first row's `key` made 100 characters long. */
async function lengthenFirstName(page: Page, pattern: string, key: string): Promise<void> {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as Array<Record<string, unknown>>;
    if (rows[0]) rows[0][key] = LONG_SURNAME;
    await route.fulfill({ response, json: rows });
  });
}

/** The right edge of `inner` is inside the card `outer` (nothing pushed off it). */
async function expectInside(inner: ReturnType<Page['locator']>, outer: ReturnType<Page['locator']>): Promise<void> {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
}

test.describe('long names at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a 100-character surname leaves the credentials actions and the diagnosis score on the card', async ({
    page,
    request,
  }) => {
    const { semester, group } = await demoGroup(request);
    await lengthenFirstName(page, '**/api/courses/selectCourseStudentsByIdGroup/**', 'apellidos');
    await lengthenFirstName(page, '**/api/groupTeachers/selectStudentsDiagnosisByIdGroup**', 'nombres');
    await openGroupCredentials(page, semester, group);
    const first = page.locator('tbody tr').filter({ hasText: LONG_SURNAME.slice(0, 20) });
    await expect(first).toHaveCount(1);
    const card = page.locator('.MuiCard-root').filter({ has: page.locator('table') });
    await expectInside(first.getByRole('button', { name: 'Bitácora' }), card);
    await page.screenshot({ path: test.info().outputPath('credentials-long-name.png') });

    await goTo(page, '/teacher-diagnosis');
    await pickOption(
      page,
      page.getByRole('combobox', { name: 'Semestre', exact: true }),
      page.getByRole('option', { name: 'II - 2026' }).first(),
    );
    await pickOption(
      page,
      page.getByRole('combobox', { name: 'Grupo', exact: true }),
      page.getByRole('option').first(),
    );
    const long = page.locator('tbody tr').filter({ hasText: LONG_SURNAME.slice(0, 20) });
    await expect(long).toHaveCount(1);
    await expectInside(
      long.getByRole('cell').last(),
      page.locator('.MuiCard-root').filter({ has: page.locator('table') }),
    );
    await page.screenshot({ path: test.info().outputPath('diagnosis-long-name.png') });
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the teacher calendar opens on the day view, its header readable', async ({ page }) => {
    await openCalendar(page);
    await expect(page.getByRole('button', { name: 'Día', exact: true })).toHaveClass(/MuiButton-contained/);
    const names = page.locator('.toastui-calendar-day-name-item');
    await expect(names.first()).toBeVisible();
    await expect(names).toHaveCount(1);
    const box = (await names.first().boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    await page.screenshot({ path: test.info().outputPath('calendar-day-390.png') });
  });
});
