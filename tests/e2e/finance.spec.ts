import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  dialog,
  ensureCashierShift,
  expectNoEnglish,
  goTo,
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

const suffix = Date.now().toString().slice(-6);
const ci = `77${suffix}`;
const studentSurnames = `PRUEBA${suffix}`;
const packageName = `PAQUETE ALUMNO ${suffix}`;
const expenseName = `COMPRA MARCADORES ${suffix}`;

/** La Paz calendar date of today (the browser runs in America/La_Paz). */
const todayLaPaz = () => new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10);

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await pickOption(page, scope.getByRole('combobox', { name: label }), page.getByRole('option', { name: option }));
}

/** The receipt opens by itself after a save; its title is the file name. */
async function closeReceipt(page: Page, fileName: RegExp): Promise<void> {
  const receipt = page.getByRole('dialog', { name: fileName });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('link', { name: 'Descargar' })).toBeVisible();
  await receipt.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the cashier sells a package to a new student, records an expense and finds both by advanced search', async ({
  page,
}) => {
  await loginAs(page, USERS.cashier);

  // Package income for a student created from the dialog's 'Nuevo'.
  await goTo(page, '/ingress');
  await expect(page.getByRole('heading', { name: 'Ingresos', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ruta de navegación' })).toContainText('Ingreso');
  await page.getByRole('button', { name: 'Ingreso por Paquetes' }).click();
  const pkg = dialog(page);
  await pkg.getByRole('button', { name: 'Guardar' }).click();
  await expect(pkg.getByText('Debe seleccionar un estudiante')).toBeVisible();
  await expect(pkg.getByText('Ingrese un Pago')).toBeVisible();
  await expect(pkg.getByText('Debe seleccionar un nivel')).toBeVisible();
  await expect(pkg.getByText('Debe seleccionar la cantidad de estudiantes')).toBeVisible();

  await pkg.getByRole('button', { name: 'Nuevo' }).click();
  const student = page.getByRole('dialog', { name: 'Nuevo Estudiante' });
  await student.getByTestId('student-names').fill('lucia andrea');
  await student.getByTestId('student-surnames').fill(studentSurnames.toLowerCase());
  await student.getByTestId('student-ci').fill(ci);
  await student.getByTestId('student-phone').fill('7123');
  await student.getByRole('button', { name: 'Guardar' }).click();
  await expect(student.getByText('Debe ingresar un formato correcto')).toBeVisible();
  await student.getByTestId('student-phone').fill('71234567');
  await student.getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el estudiante correctamente');
  await expect(pkg.getByTestId('picked-person')).toContainText(`LUCIA ANDREA ${studentSurnames} · CI ${ci}`);

  await pkg.getByTestId('income-name').fill(packageName.toLowerCase());
  await pkg.getByTestId('income-total').fill('850.50');
  await choose(page, pkg, 'Tipo', 'PAQUETE 10 HORAS');
  await expect(page.getByRole('option')).toHaveCount(0);
  await choose(page, pkg, 'Nivel', 'PREUNIVERSITARIO');
  await choose(page, pkg, 'Nro Alumnos', '2');
  await pkg.getByTestId('income-detail').fill('clases de calculo');
  await pkg.getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el ingreso correctamente');
  await closeReceipt(page, /^Recibo N° O-\d+\.pdf$/);
  const incomeRow = row(page, packageName);
  await expect(incomeRow).toContainText('850,50');
  await expect(incomeRow).toContainText('PAQUETE 10 HORAS');
  await expect(incomeRow.getByRole('button', { name: 'Asignar clases' })).toBeVisible();
  await expect(incomeRow.getByRole('button', { name: 'Imprimir clases' })).toBeVisible();
  await expectNoEnglish(page);

  // 'Imprimir clases' shows the package's lessons (none yet).
  await incomeRow.getByRole('button', { name: 'Imprimir clases' }).click();
  await closeReceipt(page, /^Clases O-\d+\.pdf$/);

  // An expense, with its receipt.
  await goTo(page, '/egress');
  await expect(page.getByRole('navigation', { name: 'ruta de navegación' })).toContainText('Egreso');
  await page.getByRole('button', { name: 'Agregar egreso' }).click();
  const expense = dialog(page);
  await expense.getByRole('button', { name: 'Guardar' }).click();
  await expect(expense.getByText('Ingrese un Pago')).toBeVisible();
  await expect(expense.getByText('Ingrese un Nombre')).toBeVisible();
  await expense.getByTestId('expense-name').fill(expenseName.toLowerCase());
  await expense.getByTestId('expense-total').fill('35');
  await expense.getByTestId('expense-detail').fill('aula 3');
  await expense.getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el egreso correctamente');
  await closeReceipt(page, /^Recibo N° \d+\.pdf$/);
  await expect(row(page, expenseName)).toContainText('35,00');

  // Advanced search of expenses: by name and today's date; then something that does not exist.
  await page.getByRole('button', { name: 'Busqueda avanzada' }).click();
  await page.getByTestId('search-name').fill('marcadores ' + suffix);
  await page.getByTestId('search-start').fill(todayLaPaz());
  await page.getByTestId('search-end').fill(todayLaPaz());
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row(page, expenseName)).toBeVisible();
  await page.getByTestId('search-name').fill('NO EXISTE NADA');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No se encontro coincidencias' })).toBeVisible();

  // Advanced search of income: name, total, type and today's date.
  await goTo(page, '/ingress');
  await page.getByRole('button', { name: 'Busqueda avanzada' }).click();
  await page.getByTestId('search-name').fill(`alumno ${suffix}`);
  await page.getByTestId('search-total').fill('850.5');
  await choose(page, page.getByRole('form', { name: 'Busqueda avanzada' }), 'Tipo', 'PAQUETE 10 HORAS');
  await page.getByTestId('search-start').fill(todayLaPaz());
  await page.getByTestId('search-end').fill(todayLaPaz());
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row(page, packageName)).toBeVisible();
  await page.getByTestId('search-total').fill('1.25');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(snackbar(page)).toContainText('No se encontro coincidencias');
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Limpiar' }).click();

  // 'Asignar clases': the package's 600 minutes, a teacher search, then the calendar of that teacher.
  await row(page, packageName).getByRole('button', { name: 'Asignar clases' }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar clases: seleccione un profesor' });
  await expect(assign).toContainText('Minutos restantes: 600');
  await choose(page, assign, 'Buscar por', 'Apellidos');
  await assign.getByTestId('person-term').fill('vargas');
  await assign.getByRole('button', { name: 'Buscar' }).click();
  await assign.locator('tbody tr').filter({ hasText: 'VARGAS PAREDES' }).click();
  await expect(page).toHaveURL(/\/ingress\/teacher\/\d+\/schedule\?idReservation=\d+$/);
});
