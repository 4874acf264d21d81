import { expect, type Page } from '@playwright/test';

/** Moves the calendar `weeks` weeks ahead, so a run (or its retry) books an hour nobody holds. */
export async function weeksAhead(page: Page, weeks: number): Promise<void> {
  const range = page.getByTestId('calendar-range');
  for (let i = 0; i < weeks; i += 1) {
    const before = await range.innerText();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(range).not.toHaveText(before);
  }
}

/** Drags on the week grid from `from` to `to` (La Paz hours, e.g. 10, 11.5) on day `day` (0 = Monday). */
export async function dragSlot(page: Page, day: number, from: number, to: number): Promise<void> {
  const whole = Math.floor(from);
  const label = (h: number) =>
    page
      .locator('.toastui-calendar-timegrid-time', { hasText: new RegExp(`^${String(h).padStart(2, '0')}:00$`) })
      .first();
  await label(whole).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const first = (await label(whole).boundingBox())!;
  const next = (await label(whole + 1).boundingBox())!;
  const hour = next.y - first.y;
  const column = (await page.locator('.toastui-calendar-timegrid .toastui-calendar-column').nth(day).boundingBox())!;
  const x = column.x + column.width / 2;
  const y = (h: number) => first.y + first.height / 2 + (h - whole) * hour;
  await page.mouse.move(x, y(from) + 3);
  await page.mouse.down();
  await page.mouse.move(x, y(to) - 6, { steps: 10 });
  await page.mouse.up();
}

/** A calendar event by its title text. */
export const calendarEvent = (page: Page, text: string | RegExp) =>
  page.locator('.toastui-calendar-event-time, .toastui-calendar-weekday-event').filter({ hasText: text }).first();

/**
 * Opens an event's popup. The widget listens for the mouse-up only after re-rendering on the mouse-down, so
 * the click holds the button a moment, as a hand does.
 */
export async function openEvent(page: Page, text: string | RegExp): Promise<void> {
  await calendarEvent(page, text).click({ delay: 200 });
}

/** Chooses the first student whose surname matches, through the calendar's 'Seleccionar Estudiante' dialog. */
export async function pickStudentBySurname(page: Page, surname: string): Promise<void> {
  await page.getByRole('button', { name: 'Seleccionar Estudiante' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Buscar por').click();
  await page.getByRole('option', { name: 'Apellidos' }).click();
  await dialog.getByLabel('Texto a buscar').fill(surname);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await dialog.locator('tbody tr').first().click();
}
