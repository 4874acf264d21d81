import { expect, test } from '@playwright/test';
import {
  dialog,
  ensureCashierShift,
  expectNoEnglish,
  goTo,
  loginAdmin,
  loginAs,
  pickOption,
  row,
  snackbar,
  USERS,
} from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

const suffix = Date.now().toString().slice(-5);

test("the cashier registers a teacher, assigns a subject and opens the teacher's calendar", async ({ page }) => {
  const ci = `66${suffix}${test.info().retry}`;
  await loginAs(page, USERS.cashier);
  await goTo(page, '/teacher');
  await expect(page.getByRole('heading', { name: 'Profesores' })).toBeVisible();
  // Role 2: no status column, no Activos switch, no branch nor credentials in the form.
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Nuevo profesor' }).click();
  const d = dialog(page);
  await expect(d.getByRole('combobox', { name: /Sucursal/ })).toHaveCount(0);
  await d.getByRole('button', { name: 'Guardar' }).click();
  for (const message of [
    'Ingrese nombres',
    'Ingrese apellidos',
    'Ingrese un ci',
    'Ingrese un numero de telefono',
    'Ingrese un email',
    'Seleccione un rol',
  ]) {
    await expect(d.getByText(message, { exact: true })).toBeVisible();
  }
  await d.getByLabel(/^Nombres/).fill(' elena ');
  await d.getByLabel(/^Apellidos/).fill('docente prueba');
  await d.getByLabel(/^Ci/).fill(ci);
  await d.getByLabel(/^Telefono/).fill('70012345');
  await d.getByLabel(/^Email/).fill(`d${ci}@instituto.edu.bo`);
  await pickOption(page, d.getByRole('combobox', { name: /Tipo/ }), page.getByRole('option').first());
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(d).toBeHidden();
  await expect(snackbar(page)).toContainText('Se registro el profesor correctamente');

  await page.getByPlaceholder('Buscar').fill(ci);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row(page, ci)).toContainText('ELENA');
  await row(page, ci).getByRole('button', { name: 'Asignar Materia' }).click();
  await dialog(page).getByRole('button', { name: 'Asignar' }).click();
  await expect(dialog(page).getByText('Debe ingresar una materia')).toBeVisible();
  await pickOption(
    page,
    dialog(page).getByRole('combobox', { name: 'Materias disponibles' }),
    page.getByRole('option').first(),
  );
  await dialog(page).getByRole('button', { name: 'Asignar' }).click();
  await expect(snackbar(page)).toContainText(/Se asigno la materia/);
  await expect(dialog(page).getByRole('listitem')).toHaveCount(1);
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
  await expectNoEnglish(page);

  await row(page, ci).getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/teacher\/\d+\/schedule$/);
  await expect(page.getByTestId('schedule-teacher')).toContainText('ELENA DOCENTE PRUEBA');
});

test('a teacher registered in another branch is offered the transfer', async ({ page }) => {
  const ci = `65${suffix}${test.info().retry}`;
  await loginAdmin(page);
  await goTo(page, '/teacher');
  const register = async (branch: number) => {
    await page.getByRole('button', { name: 'Nuevo profesor' }).click();
    const d = dialog(page);
    await d.getByLabel(/^Nombres/).fill('mario');
    await d.getByLabel(/^Apellidos/).fill('traslado');
    await d.getByLabel(/^Ci/).fill(ci);
    await d.getByLabel(/^Telefono/).fill('70012345');
    await d.getByLabel(/^Email/).fill(`t${ci}@instituto.edu.bo`);
    await pickOption(page, d.getByRole('combobox', { name: /Sucursal/ }), page.getByRole('option').nth(branch));
    await pickOption(page, d.getByRole('combobox', { name: /Tipo/ }), page.getByRole('option').first());
    await d.getByRole('button', { name: 'Guardar' }).click();
  };
  await register(0);
  await expect(snackbar(page)).toContainText('Se registro el profesor correctamente');
  await register(1);
  await expect(page.getByRole('heading', { name: 'Transferir Profesor' })).toBeVisible();
  await expect(dialog(page)).toContainText('ya esta registrado en la sucursal');
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(snackbar(page)).toContainText('Se transfirio');
});
