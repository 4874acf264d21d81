import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { goTo, loginAdmin, loginAs, pickOption, USERS } from './helpers';

const SHOTS = 'test-results/screens';

/** The last weekday up to today in La Paz (attendance is never taken on Saturday or Sunday). */
function lastWeekday(): string {
  const day = new Date(Date.now() - 4 * 3600_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await pickOption(
    page,
    page.getByRole('combobox', { name: label, exact: true }),
    page.getByRole('option', { name: option }).first(),
  );
}

/** Opens a screen and waits for its heading: the previous screen stays on view while the next one loads. */
async function open(page: Page, path: string, heading: string) {
  await goTo(page, path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

async function pageFitsWidth(page: Page) {
  // On a phone the browser widens the layout to fit wide content, so compare with the device's width.
  const scroll = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
  expect(scroll).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a teacher takes attendance for today on a 390 px wide page', async ({ page }) => {
    await loginAs(page, USERS.teacher);
    await open(page, '/attendance', 'Asistencia');
    await choose(page, 'Semestre', 'II - 2026');
    await choose(page, 'Grupo', /.+/);
    // The date opens on today's class day; nobody types it.
    await expect(page.getByLabel('Fecha')).toHaveValue(lastWeekday());
    const group = await page.getByRole('combobox', { name: 'Grupo', exact: true }).textContent();
    const switches = page.getByRole('switch');
    await expect(switches.first()).toBeVisible();
    const save = page.getByRole('button', { name: 'Guardar asistencia' });
    const all = page.getByLabel('Seleccionar todos');
    // Someone may already be present today (a check-in at the door): clear everyone first.
    await all.check();
    await all.uncheck();
    await expect(save).toBeDisabled();
    await all.check();
    await switches.first().click();
    await pageFitsWidth(page);
    const box = await switches.nth(1).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(38);
    await page.screenshot({ path: `${SHOTS}/attendance-phone.png`, fullPage: true });
    await save.click();
    await expect(page.getByText('Se registro la asistencia')).toBeVisible();
    await expect(page.getByText('Asistencia ya registrada para esta fecha')).toBeVisible();
    await expect(switches.first()).not.toBeChecked();
    await expect(switches.nth(1)).toBeChecked();
    await expectAccessible(page, 'attendance on a phone');
    // The next day the same teacher finds the semester and group already chosen on this device.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Asistencia', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Grupo', exact: true })).toHaveText(group!);
    await expect(switches.first()).toBeVisible();
  });

  test('a teacher enters a grade and a diagnosis on a phone', async ({ page }) => {
    await loginAs(page, USERS.teacher);
    await open(page, '/grade', 'Calificaciones');
    await choose(page, 'Semestre', 'II - 2026');
    await choose(page, 'Grupo', /.+/);
    // The demo has month 1 and 2 grades; month 3's exam is still to be entered.
    await choose(page, 'Mes', 'Mes 3');
    await choose(page, 'Tipo de evaluación', 'Examen');
    // The month names its partial; a student with no grade this month is offered 'Agregar nota' only.
    await expect(page.getByText('Parcial: Examen 3')).toBeVisible();
    const add = page.getByRole('button', { name: /^Agregar nota/ }).first();
    const student = (await add.getAttribute('aria-label'))!.replace('Agregar nota ', '');
    await expect(page.getByRole('button', { name: `Editar nota ${student}` })).toHaveCount(0);
    await add.click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Materia' }), page.getByRole('option').first());
    await dialog.getByLabel('Nota').fill('101');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('La nota debe estar entre 0 y 100')).toBeVisible();
    await dialog.getByLabel('Nota').fill('88.5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se registro la nota')).toBeVisible();
    // Once graded, the mark is edited from its own cell: the dialog opens on the mark, its subject and partial fixed.
    const cell = page.getByRole('button', { name: `Editar nota ${student} ` }).first();
    await expect(cell).toHaveText('88.5');
    await cell.click();
    await expect(dialog.getByLabel('Nota')).toHaveValue('88.5');
    await expect(dialog.getByTestId('grade-cell')).toContainText('Parcial: Examen 3');
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('grade-edit-phone.png') });
    await dialog.getByLabel('Nota').fill('90');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(cell).toHaveText('90');
    await pageFitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/grades-phone.png`, fullPage: true });

    await open(page, '/teacher-diagnosis', 'Diagnóstico');
    await choose(page, 'Semestre', 'II - 2026');
    await choose(page, 'Grupo', /.+/);
    await page.getByRole('button', { name: 'Editar diagnóstico' }).click();
    await page.getByRole('dialog').getByRole('textbox').first().fill('45');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se registro las notas de diagnóstico')).toBeVisible();
    await pageFitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/diagnosis-phone.png`, fullPage: true });
  });
});

test('an administrator uploads a grades file, sees the invalid row, fixes it and saves; the report card prints', async ({
  page,
}) => {
  await loginAdmin(page);
  // The administrator's menu leads to the report cards; entry is one button away.
  await open(page, '/student-grade', 'Calificaciones de Estudiantes');
  await page.getByRole('button', { name: 'Registrar calificaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Calificaciones', exact: true })).toBeVisible();
  await choose(page, 'Semestre', 'II - 2026');
  await choose(page, 'Grupo', /.+/);
  await choose(page, 'Mes', 'Mes 2');
  await choose(page, 'Tipo de evaluación', 'Examen');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const ws = workbook.getWorksheet('Calificaciones')!;
  const firstCode = String(ws.getRow(1).getCell(5).value);
  ws.getRow(2).getCell(5).value = 75;
  ws.getRow(3).getCell(5).value = 'noventa';
  const bad = Buffer.from(await workbook.xlsx.writeBuffer());

  await page
    .getByLabel('Archivo')
    .setInputFiles({ name: 'notas.xlsx', mimeType: 'application/octet-stream', buffer: bad });
  const preview = page.getByRole('dialog', { name: 'Vista previa de notas' });
  await expect(preview.getByText('1 fila(s) con errores')).toBeVisible();
  await expect(preview.locator('tr[data-invalid="true"]')).toHaveCount(1);
  await expect(preview.getByText('La nota debe ser un número entre 0 y 100')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Guardar notas' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/grades-preview.png` });
  await preview.getByRole('button', { name: 'Cancelar' }).click();

  ws.getRow(3).getCell(5).value = 92.25;
  await page.getByLabel('Archivo').setInputFiles({
    name: 'notas.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(preview.getByText('Todas las filas son válidas')).toBeVisible();
  await preview.getByRole('button', { name: 'Guardar notas' }).click();
  await expect(page.getByText('Se registro las notas')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: firstCode })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Editar nota / }).filter({ hasText: /^92.25$/ })).toBeVisible();
  await expectAccessible(page, 'grades');

  await open(page, '/student-grade', 'Calificaciones de Estudiantes');
  await choose(page, 'Semestre', 'II - 2026');
  await choose(page, 'Grupo', /.+/);
  await page.getByRole('button', { name: 'Buscar Grupo' }).click();
  const row = page.getByRole('row').filter({ hasText: String(ws.getRow(3).getCell(3).value) });
  await row.getByRole('button', { name: 'Ver boletin' }).click();
  const card = page.getByRole('dialog', { name: /Boletín de calificaciones/ });
  await expect(card.getByRole('columnheader', { name: 'Examen 2' })).toBeVisible();
  await expect(card.getByRole('cell', { name: '92.25' })).toBeVisible();
  await expect(card.getByText(/Asistencia: /)).toBeVisible();
  await expectAccessible(page, 'report card');
  await page.screenshot({ path: `${SHOTS}/report-card.png` });
  await card.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText(/Boletin \d+\.pdf/)).toBeVisible({ timeout: 20_000 });
});

test('the attendance report of a month: the calendar of a student, the PDF and the Excel', async ({ page }) => {
  await loginAdmin(page);
  await open(page, '/student-attendance', 'Asistencia de Estudiantes');
  await choose(page, 'Semestre', 'II - 2026');
  await choose(page, 'Grupo', 'MED - 1');
  await choose(page, 'Mes', 'octubre 2026');
  await page.getByRole('button', { name: 'Buscar Grupo' }).click();
  await page.getByRole('button', { name: 'Ver asistencia' }).first().click();
  const calendar = page.getByRole('dialog', { name: /Asistencia de / });
  await expect(calendar.getByRole('table', { name: 'octubre 2026' })).toBeVisible();
  await expect(calendar.getByText(/Presente|Falta/).first()).toBeVisible();
  expect(await calendar.getByText(/^(Presente|Falta)$/).count()).toBe(22);
  await expectAccessible(page, 'attendance calendar');
  await page.screenshot({ path: `${SHOTS}/attendance-calendar.png` });
  await calendar.getByRole('button', { name: 'Siguiente' }).click();
  await expect(calendar.getByRole('table', { name: 'noviembre 2026' })).toBeVisible();
  await calendar.getByRole('button', { name: 'Cerrar' }).click();

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  expect((await excel).suggestedFilename()).toBe('ReporteAsistencia.xlsx');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText(/Reporte de Asistencia MED - 1 2026-10\.pdf/)).toBeVisible({ timeout: 20_000 });
});
