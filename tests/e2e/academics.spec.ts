import { expect, test, type Locator, type Page } from '@playwright/test';
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
  tokenFor,
  USERS,
} from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

const suffix = Date.now().toString().slice(-6);
const year = 2030 + (Number(suffix) % 60);

async function pickFirst(page: Page, d: Locator, label: string): Promise<void> {
  await pickOption(page, d.getByRole('combobox', { name: label }), page.getByRole('option').first());
}

test('the cashier creates a semester, a group with a subject, a student, and enrols them', async ({ page }) => {
  await loginAs(page, USERS.cashier);
  await goTo(page, '/semester');
  await expect(page.getByRole('heading', { name: 'Semestres' })).toBeVisible();

  // Semester: the format rule, then 'i-<year>' saved as 'I - <year>'.
  await page.getByRole('button', { name: 'nuevo' }).click();
  await dialog(page).getByLabel('Semestre').fill('I/2030');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page).getByText('Debe ingresar un formato correcto')).toBeVisible();
  await dialog(page).getByLabel('Semestre').fill(`i-${year}`);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el semestre correctamente');
  await row(page, `I - ${year}`).click();
  await expect(page).toHaveURL(/\/semester\/\d+\/group$/);
  await expect(page.getByText('No existen Grupos Registrados.')).toBeVisible();

  // Group: 'qui-9' stored as 'QUI - 9', 3 instalments of 1000 Bs.
  await page.getByRole('button', { name: 'nuevo' }).click();
  const g = dialog(page);
  await g.getByLabel('Grupo').fill('qui-9');
  await g.getByLabel('Fecha Inicio').fill(`${year}-03-02`);
  await pickFirst(page, g, 'Turno');
  await g.getByLabel('Cuotas').fill('3');
  await g.getByLabel('Costo (Bs)').fill('1000');
  // The cost is the course's: the form says what each instalment will be before saving.
  await expect(g.getByTestId('instalment-preview')).toHaveText(
    '3 cuotas: Bs 333,33 cada una y la última Bs 333,34 (el costo es el total del curso).',
  );
  await g.getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el grupo correctamente');
  await expect(row(page, 'QUI - 9')).toContainText('1.000,00');

  // A subject with its teacher.
  await row(page, 'QUI - 9').getByRole('button', { name: 'Asignar Materia' }).click();
  const a = dialog(page);
  await a.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(a.getByText('Debe ingresar una materia')).toBeVisible();
  await pickFirst(page, a, 'Materia');
  await pickFirst(page, a, 'Profesor');
  await a.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(snackbar(page)).toContainText('Se asigno la materia correctamente');
  await expect(a.getByRole('list', { name: 'Materias asignadas' }).getByRole('listitem')).toHaveCount(1);
  await a.getByRole('button', { name: 'Cerrar' }).click();

  // The group's students: header, then a new student registered from the enrol panel and enrolled.
  await row(page, 'QUI - 9').click();
  await expect(page).toHaveURL(/\/semester\/\d+\/group\/\d+$/);
  await expect(page.getByText('Bs 1.000,00')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estudiantes Inscritos 0' })).toBeVisible();
  await page.getByRole('button', { name: 'Inscribir' }).click();
  await page.getByLabel('Texto a buscar').fill(`99${suffix}`);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('No se encontro registros').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo Estudiante' }).click();
  const s = dialog(page);
  await s.getByLabel('Nombres').fill(' lucia fernanda ');
  await s.getByLabel('Apellidos').fill('rojas vega');
  await s.getByLabel('Ci').fill(`99${suffix}`);
  await s.getByLabel('Telefono').fill('7123456');
  await s.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.getByText('Debe ingresar un formato correcto')).toBeVisible();
  await s.getByLabel('Telefono').fill('71234567');
  await s.getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el estudiante correctamente');
  await row(page, `99${suffix}`).getByRole('button', { name: 'Inscribir' }).click();
  await expect(page.getByRole('heading', { name: 'Estudiantes Inscritos 1' })).toBeVisible();
  const enrolled = page
    .getByRole('table', { name: /Estudiantes Inscritos/ })
    .locator('tbody tr')
    .filter({ hasText: `99${suffix}` });
  await expect(enrolled).toContainText('ROJAS VEGA');
  await expect(enrolled).toContainText('LUCIA FERNANDA');
  await expect(enrolled.getByRole('button', { name: 'Ver pagos' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expectNoEnglish(page);
});

test('the administrator deactivates and reactivates a semester and a student from their lists', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, USERS.admin.username, USERS.admin.password);
  const headers = { Authorization: `Bearer ${token}`, 'X-Department-Id': '1' };
  const name = `II - ${year}`;
  expect(
    (await request.post('/api/rest/semesters', { headers, data: { nombreSemestre: `II-${year}` } })).status(),
  ).toBe(200);
  const ci = `98${suffix}`;
  const [branch] = (await (
    await request.get('/api/branchoffices/selectBranchoffices/1/1', { headers })
  ).json()) as Array<{ idSucursal: number }>;
  const student = await request.post('/api/rest/students', {
    headers,
    data: {
      nombres: 'ANA',
      apellidos: 'ESTADO LISTA',
      ci,
      telefono: '71234567',
      email: '',
      idSucursal: branch.idSucursal,
    },
  });
  expect(student.status(), await student.text()).toBe(200);
  await loginAdmin(page);

  const toggle = async (text: string, action: 'Desactivar' | 'Activar', question: string, done: string) => {
    await row(page, text).getByRole('button', { name: action }).click();
    await expect(dialog(page)).toContainText(question);
    await dialog(page).getByRole('button', { name: 'Si' }).click();
    await expect(snackbar(page)).toContainText(done);
  };
  await toggle(name, 'Desactivar', `¿Esta seguro de desactivar el semestre ${name}?`, 'Se desactivo el semestre');
  await expect(row(page, name)).toContainText('Inactivo');
  await toggle(name, 'Activar', `¿Esta seguro de activar el semestre ${name}?`, 'Se activo el semestre');
  await expect(row(page, name)).not.toContainText('Inactivo');

  await goTo(page, '/student');
  await page.getByLabel('Buscar').fill(ci);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await toggle(
    ci,
    'Desactivar',
    '¿Esta seguro de desactivar al estudiante ANA ESTADO LISTA?',
    'Se desactivo el estudiante',
  );
  await expect(row(page, ci)).toContainText('Inactivo');
  await toggle(ci, 'Activar', '¿Esta seguro de activar al estudiante ANA ESTADO LISTA?', 'Se activo el estudiante');
  await expect(row(page, ci)).not.toContainText('Inactivo');
});
