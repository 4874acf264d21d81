import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoGroup, openGroupCredentials } from './credential-helpers';
import { dialog, ensureCashierShift, goTo, loginAs, snackbar, USERS } from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

const PHOTO = path.join(import.meta.dirname, '..', 'fixtures', 'student-photo.jpg');

test('the administrator uploads a photo, prints the credential as PDF and images, and sees the bitácora', async ({
  page,
  request,
}) => {
  const { semester, group, student } = await demoGroup(request);
  await openGroupCredentials(page, semester, group);
  const studentRow = page.locator('tbody tr').filter({ hasText: student.ci });
  await studentRow.getByRole('button', { name: 'Credencial' }).click();

  const card = dialog(page);
  await expect(card.getByRole('heading', { name: 'Datos Estudiante' })).toBeVisible();
  await expect(card.getByText('El estudiante no subio la fotografia')).toBeVisible();
  // A student without a code gets one on opening, drawn as a QR image.
  await expect(card.getByRole('img', { name: 'Codigo QR de la credencial' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Descargar PDF' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Descargar Imagen' })).toBeDisabled();

  await card.getByTestId('photo-input').setInputFiles(PHOTO);
  await expect(snackbar(page)).toContainText('Se guardo la fotografia');
  await expect(card.getByRole('img', { name: 'Datos Estudiante' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('credential-dialog.png') });

  const pdf = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe(`Credencial ${student.ci}.pdf`);
  await expect(snackbar(page)).toContainText('Se registro la creación de credencial');

  const names: string[] = [];
  page.on('download', (d) => names.push(d.suggestedFilename()));
  await card.getByRole('button', { name: 'Descargar Imagen' }).click();
  await expect
    .poll(() => names.sort())
    .toEqual([`Credencial ${student.ci} anverso.png`, `Credencial ${student.ci} reverso.png`]);
  await card.getByRole('button', { name: 'Cerrar' }).click();

  await studentRow.getByRole('button', { name: 'Bitácora' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Bitácora Creación de Credencial' })).toBeVisible();
  await expect(dialog(page).locator('tbody tr')).toHaveCount(2);
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click();

  // The filters and the table come back after leaving the screen.
  await goTo(page, '/semester');
  await goTo(page, '/student-credential');
  await expect(page.locator('tbody tr').filter({ hasText: student.ci })).toBeVisible();
});

test('the credentials list shows the whole group and finds one person by CI or name', async ({ page, request }) => {
  const { auth, semester, group, student } = await demoGroup(request);
  const everyone = (await (
    await request.get(`/api/courses/selectCourseStudentsByIdGroup/${group.idGrupo}/1`, { headers: auth })
  ).json()) as unknown[];
  await openGroupCredentials(page, semester, group);
  // No paging: every student of the group is listed.
  await expect(page.locator('tbody tr')).toHaveCount(everyone.length);
  await expect(page.getByText('Filas por página')).toHaveCount(0);
  await expect(page.getByTestId('credentials-count')).toHaveText(
    `${everyone.length} de ${everyone.length} estudiantes`,
  );

  const search = page.getByRole('textbox', { name: 'Buscar' });
  await search.fill(student.ci);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(student.ci);
  // Surname words in lower case find the same person.
  await search.fill(student.apellidos.toLowerCase());
  await expect(page.locator('tbody tr').filter({ hasText: student.ci })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('credentials-search.png'), fullPage: true });
  await search.fill('zzzz-nadie');
  await expect(page.getByText('No se encontro registros')).toBeVisible();
});

test('the cashier checks a student in at the door by typing the credential code', async ({ page, request }) => {
  const { auth, group, student } = await demoGroup(request);
  const issued = await request.put('/api/courses/updateQrCode', {
    headers: auth,
    data: { idUser: student.idUsuario, idGroup: group.idGrupo, ci: student.ci },
  });
  const code = ((await issued.json()) as { data: { qrCode: string } }).data.qrCode;
  const weekday = new Date(Date.now() - 4 * 3600_000).getUTCDay();
  const outcome = page.getByTestId('check-in-outcome');

  // The code field's pattern must compile in the browser (an invalid one is logged and its check skipped).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/pattern/i.test(message.text())) consoleErrors.push(message.text());
  });

  await loginAs(page, USERS.cashier);
  await goTo(page, '/check-in');
  await page.getByLabel('Código de la credencial').fill('CRED-esto-no-es-un-codigo');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(outcome).toContainText('Codigo QR no valido o reemplazado');
  expect(consoleErrors).toEqual([]);
  expect(
    await page.getByLabel('Código de la credencial').evaluate((el: HTMLInputElement) => el.validity.patternMismatch),
  ).toBe(true);

  await page.getByLabel('Código de la credencial').fill(code);
  await page.getByRole('button', { name: 'Registrar' }).click();
  if (weekday === 0 || weekday === 6) {
    await expect(outcome).toContainText('No se registra asistencia los sabados ni domingos.');
    return;
  }
  await expect(outcome).toContainText('Asistencia registrada');
  await expect(outcome).toContainText(student.ci);
  await page.screenshot({ path: test.info().outputPath('check-in.png') });
  await page.getByLabel('Código de la credencial').fill(code);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(outcome).toContainText('La asistencia de hoy ya estaba registrada');
});
