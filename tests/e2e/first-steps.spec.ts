import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { suggestedSemesterName } from '../../domain/first-steps';
import { IMPORT_COLUMNS, IMPORT_SHEET } from '../../domain/student-import';
import { emptyDatabaseServer } from './empty-server';

/**
 * On an empty database (reference data only, no administrator) the first administrator follows 'Primeros pasos'
 * from the first login to the first receipt: a semester, a group, the students imported from a spreadsheet, the
 * till opened and a first payment. A server of its own (port E2E_PORT + 9) runs on a fresh database.
 */
const empty = emptyDatabaseServer(9, 'empty');
const { base } = empty;

test.beforeAll(async () => {
  await empty.start();
  // The first administrator, as the login page's first-run form creates it (that form has its own test).
  const options = await (await fetch(`${base}/api/setup/first-run`)).json();
  const laPaz = options.departamentos.find((d: { nombreDepartamento: string }) => d.nombreDepartamento === 'LA PAZ');
  const created = await fetch(`${base}/api/setup/first-run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      names: 'ROSA',
      surnames: 'MAMANI',
      ci: '4455667',
      email: 'rosa@instituto.edu.bo',
      idDepartament: laPaz.idDepartamento,
      user: 'directora',
      password: 'Directora2026!',
    }),
  });
  expect(created.status).toBe(200);
});

test.afterAll(() => empty.stop());

/** Today in La Paz (UTC−4), as the app proposes dates. */
const today = new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10);
/** The semester 'Primeros pasos' proposes and creates in one click. */
const semester = suggestedSemesterName(today);

/** The students of the institute's spreadsheet: one already paid a month, one row with a group that does not exist. */
async function spreadsheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(IMPORT_SHEET);
  ws.addRow(IMPORT_COLUMNS.map((c) => c.header));
  const rows = [
    [
      '7700001',
      'lucia',
      'rojas vega',
      '71234567',
      semester,
      'PRE - 1',
      new Date(Date.UTC(2026, 2, 3)),
      null,
      1,
      null,
      'EFECTIVO',
      'ana vega',
      '72222222',
    ],
    ['7700002', 'mario', 'quispe', '71234568', '', 'PRE - 1', '03/03/2026', null, null, null, null, null, null],
    ['7700003', 'sara', 'choque', '71234569', '', 'PRE - 9', '03/03/2026', null, null, null, null, null, null],
  ];
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the first administrator follows Primeros pasos from the first login to the first receipt', async ({ page }) => {
  test.setTimeout(120_000);
  let actions = 0;
  /** Every click, fill, key press or file chosen by the user counts as one action. */
  const act = async (step: () => Promise<unknown>) => {
    actions += 1;
    await step();
  };
  const steps = page.getByTestId('first-steps');
  const done = (key: string) => steps.getByTestId(`first-step-${key}`);
  const dialog = (): Locator => page.getByRole('dialog');

  await page.goto(`${base}/login`);
  await act(() => page.getByLabel('Usuario').fill('directora'));
  await act(() => page.getByLabel('Contraseña', { exact: true }).fill('Directora2026!'));
  await act(() => page.getByLabel('Contraseña', { exact: true }).press('Enter'));
  await expect(page).toHaveURL(/\/home$/);

  // The checklist: branch and payment types come with the reference data; the rest is to do.
  await expect(steps).toBeVisible();
  await expect(done('sucursal')).toHaveAttribute('data-done', 'true');
  await expect(done('tiposPago')).toHaveAttribute('data-done', 'true');
  await expect(done('semestre')).toHaveAttribute('data-done', 'false');
  await page.screenshot({ path: test.info().outputPath('first-steps-start.png'), fullPage: true });

  // The current half-year's semester in one click; its first group's form opens at once, the date and turn proposed.
  await act(() =>
    done('semestre')
      .getByRole('button', { name: `Crear ${semester}` })
      .click(),
  );
  const g = dialog();
  await expect(g.getByLabel('Fecha Inicio')).toHaveValue(today);
  await expect(g.getByRole('combobox', { name: 'Turno' })).not.toHaveText(/^\s*$/);
  await act(() => g.getByLabel('Grupo').fill('pre-1'));
  await act(() => g.getByLabel('Cuotas').fill('4'));
  await act(() => g.getByLabel('Costo (Bs)').fill('1200'));
  await expect(g.getByTestId('instalment-preview')).toContainText('Bs 300,00');
  await page.screenshot({ path: test.info().outputPath('first-group.png'), fullPage: true });
  await act(() => g.getByRole('button', { name: 'Guardar' }).click());
  await expect(dialog()).toBeHidden();
  await expect(done('semestre')).toHaveAttribute('data-done', 'true');
  await expect(done('grupo')).toHaveAttribute('data-done', 'true');

  // The students, imported: the preview first, nothing written until 'Confirmar'.
  await act(() => done('estudiantes').getByRole('button', { name: 'Importar' }).click());
  await expect(page).toHaveURL(/\/import-students$/);
  const buffer = await spreadsheet();
  await act(() =>
    page.getByTestId('import-file').setInputFiles({
      name: 'estudiantes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    }),
  );
  const counts = page.getByTestId('import-counts');
  await expect(counts).toContainText('Estudiantes nuevos: 2');
  await expect(counts).toContainText('Con error: 1');
  const table = page.getByTestId('import-preview');
  await expect(table).toContainText('Grupo desconocido: «PRE - 9»');
  await page.getByLabel('Solo filas con error').uncheck(); // looking, not part of the path to the receipt
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('import-preview.png'), fullPage: true });
  await act(() => page.getByRole('button', { name: 'Confirmar' }).click());
  await expect(page.getByTestId('import-done')).toContainText(
    '2 estudiantes nuevos, 2 inscripciones y 1 pago importado',
  );

  // From the rows written straight to the counter, the student found: MARIO owes his first instalment.
  const written = page.getByTestId('import-written');
  await expect(written.locator('tbody tr')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('import-done.png'), fullPage: true });
  await act(() =>
    written.locator('tbody tr').filter({ hasText: '7700002' }).getByRole('button', { name: 'Cobrar' }).click(),
  );
  await expect(page).toHaveURL(/\/counter\?q=7700002$/);
  await expect(page.getByTestId('owed-row').first()).toContainText('Bs 300,00');
  // The till, opened with the opening cash it proposes (nothing before a first close); the cursor goes back to 'Cobrar'.
  const shiftBar = page.getByTestId('shift-bar');
  await act(() => shiftBar.getByRole('button', { name: 'Abrir caja' }).click());
  await expect(shiftBar).toContainText('Caja abierta desde');
  await page.screenshot({ path: test.info().outputPath('counter.png'), fullPage: true });
  await act(() => page.keyboard.press('Enter'));
  await expect(dialog().getByLabel('Total a pagar')).toBeFocused();
  const receipt = page.waitForResponse((r) => /\/api\/payments\/receipt\/\d+/.test(r.url()));
  await act(() => page.keyboard.press('Enter'));
  await expect(page.getByTestId('receipt-frame')).toBeVisible();
  expect((await receipt).status()).toBe(200);
  expect((await receipt).headers()['content-type']).toContain('application/pdf');

  // From the first login to the first receipt, every click, fill, key press and file chosen counted.
  expect(actions).toBe(15);
  await page.keyboard.press('Escape');
  await page.goto(`${base}/home`);
  await expect(page.getByTestId('department-card').first()).toBeVisible();
  await expect(steps).toHaveCount(0); // every step done: the checklist is gone
});

test('the checklist can be dismissed and stays dismissed for that user', async ({ page }) => {
  await page.goto(`${base}/login`);
  await page.getByLabel('Usuario').fill('directora');
  await page.getByLabel('Contraseña', { exact: true }).fill('Directora2026!');
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await pickDepartment(page, 'COCHABAMBA');
  const steps = page.getByTestId('first-steps');
  await expect(steps).toContainText('COCHABAMBA');
  await steps.getByRole('button', { name: 'Ocultar' }).click();
  await expect(steps).toHaveCount(0);
  await page.reload();
  await pickDepartment(page, 'COCHABAMBA');
  await expect(page.getByRole('heading', { name: 'Resumen del departamento' })).toBeVisible();
  await expect(steps).toHaveCount(0);
});

async function pickDepartment(page: Page, name: string) {
  await page.getByLabel('Departamento del resumen').click();
  await page.getByRole('option', { name }).click();
}
