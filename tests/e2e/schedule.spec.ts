import { expect, test } from '@playwright/test';
import {
  dialog,
  downloadReceipt,
  ensureCashierShift,
  goTo,
  loginAdmin,
  loginAs,
  pickOption,
  row,
  snackbar,
  tokenFor,
  USERS,
} from './helpers';
import { calendarEvent, dragSlot, openEvent, pickStudentBySurname, weeksAhead } from './schedule-helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

// Each test books its own weeks ahead; a retry moves further on so it never meets its own first try.
const offset = (base: number) => base + test.info().retry * 3;

test("an administrator places a group block and a lesson on a teacher's week, pays it and downloads the receipt", async ({
  page,
}) => {
  await loginAdmin(page);
  await goTo(page, '/teacher');
  await row(page, 'GUTIERREZ ROJAS').getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/teacher\/\d+\/schedule$/);
  await expect(page.getByTestId('schedule-teacher')).toContainText('CARLA GUTIERREZ ROJAS');
  await weeksAhead(page, offset(2));

  // Without a student a drag opens the group/activity dialog.
  await dragSlot(page, 0, 10, 12);
  await dialog(page).getByRole('combobox', { name: 'Grupo' }).click();
  const group = (await page.getByRole('option').first().innerText()).split(' (')[0];
  await page.getByRole('option').first().click();
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el horario del grupo correctamente');
  await expect(calendarEvent(page, group)).toBeVisible();

  // A lesson on top of the group is refused by the server, naming the clash; the dialog stays open.
  await pickStudentBySurname(page, 'MAMANI');
  await expect(page.getByTestId('schedule-student')).toContainText('MAMANI');
  await dragSlot(page, 0, 12, 13);
  await dialog(page).getByLabel('Hora inicio').fill('11:00');
  await pickOption(page, dialog(page).getByRole('combobox', { name: 'Materia' }), page.getByRole('option').first());
  await pickOption(page, dialog(page).getByRole('combobox', { name: 'Nivel' }), page.getByRole('option').first());
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText(/El docente ya tiene un grupo el \d\d\/\d\d de 10:00 a 12:00/);
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

  // On a free hour it is booked, unpaid (type 1).
  await dragSlot(page, 1, 15, 16.5);
  await pickOption(page, dialog(page).getByRole('combobox', { name: 'Materia' }), page.getByRole('option').first());
  await pickOption(page, dialog(page).getByRole('combobox', { name: 'Nivel' }), page.getByRole('option').first());
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro la clase correctamente');

  // Paid from its popup: the receipt opens and downloads with its exact name.
  await openEvent(page, /MAMANI/);
  await expect(dialog(page)).toContainText('Reserva sin pagar');
  await dialog(page).getByRole('button', { name: 'Pagar' }).click();
  const price = dialog(page).getByLabel('Precio');
  if (!(await price.inputValue())) await price.fill('150');
  await dialog(page).getByLabel('Total', { exact: true }).fill('9999');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('El total a pagar no debe ser mayor al precio');
  await dialog(page).getByLabel('Total', { exact: true }).fill('50');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el pago correctamente');
  await downloadReceipt(page);

  // Partly paid now: the popup offers to pay the rest and to view the receipt.
  await openEvent(page, /MAMANI/);
  await expect(dialog(page)).toContainText('Pagada en parte');
  await expect(dialog(page).getByRole('button', { name: 'Ver recibo' })).toBeVisible();
});

test('a teacher blocks an hour on Bloqueo de Clases and frees it again', async ({ page }) => {
  await loginAs(page, USERS.teacher);
  await expect(page.getByRole('heading', { name: 'Bloqueo de Clases' })).toBeVisible();
  await weeksAhead(page, offset(4));
  await dragSlot(page, 2, 9, 10);
  await expect(dialog(page)).toContainText('Actividad (BLOQUEADO)');
  await expect(dialog(page).getByRole('radio')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el horario bloqueado correctamente');
  await openEvent(page, 'BLOQUEADO');
  await dialog(page).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('¿Esta seguro de eliminar el evento?')).toBeVisible();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(snackbar(page)).toContainText('Se elimino el horario bloqueado');
  await expect(calendarEvent(page, 'BLOQUEADO')).toHaveCount(0);
});

test("a package's classes are assigned until its minutes run out", async ({ page, request }) => {
  test.setTimeout(120_000);
  // A 10-hour package income for a demo student, as /ingress registers it.
  const token = await tokenFor(request, USERS.cashier.username, USERS.cashier.password);
  const auth = { Authorization: `Bearer ${token}` };
  const types = (await (
    await request.get('/api/ingressTypes/selectIngressTypes/1/2/1', { headers: auth })
  ).json()) as Array<{ idTipoIngreso: number; nombreTipoIngreso: string }>;
  const tenHours = types.find((x) => x.nombreTipoIngreso === 'PAQUETE 10 HORAS')!;
  const students = (await (
    await request.get('/api/users/selectSearchStudentClass/1/null/QUISPE/null', { headers: auth })
  ).json()) as Array<{ idUsuario: number }>;
  const levels = (await (
    await request.get('/api/lessonLevels/selectLessonLevels/1/1', { headers: auth })
  ).json()) as Array<{ idNivel: number }>;
  const name = `PAQUETE E2E ${Date.now()}`;
  const income = await request.post('/api/ingress/insertIngressPackage', {
    headers: auth,
    data: {
      name,
      ingressDetail: '',
      total: 500,
      idIngressType: tenHours.idTipoIngreso,
      idDepartament: 1,
      idStudent: students[test.info().retry].idUsuario,
      numberStudents: 1,
      idLevel: levels[0].idNivel,
    },
  });
  expect(income.status()).toBe(200);

  await loginAs(page, USERS.cashier);
  await goTo(page, '/ingress');
  await row(page, name).getByRole('button', { name: 'Asignar clases' }).click();
  await dialog(page).getByLabel('Texto a buscar').fill('5200000');
  await dialog(page).getByRole('button', { name: 'Buscar' }).click();
  await dialog(page).locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/ingress\/teacher\/\d+\/schedule\?idReservation=\d+$/);
  await expect(page.getByTestId('schedule-student')).toBeVisible();
  await expect(page.getByText('Minutos restantes: 600')).toBeVisible();
  await weeksAhead(page, offset(6));

  // Lessons of 4, 4 and 2 hours take the 600 minutes; one more is refused with the spec's message.
  let left = 600;
  for (const [day, end, minutes] of [
    [0, '18:00', 240],
    [1, '18:00', 240],
    [2, '16:00', 120],
  ] as const) {
    await dragSlot(page, day, 14, 15);
    await dialog(page).getByLabel('Hora fin').fill(end);
    await pickOption(page, dialog(page).getByRole('combobox', { name: 'Materia' }), page.getByRole('option').first());
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page)).toHaveCount(0);
    left -= minutes;
    await expect(page.getByTestId('schedule-student')).toBeVisible();
    await expect(page.getByText(`Minutos restantes: ${left}`)).toBeVisible();
  }
  await dragSlot(page, 3, 14, 15);
  await pickOption(page, dialog(page).getByRole('combobox', { name: 'Materia' }), page.getByRole('option').first());
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Ya se asignaron todas las horas no quedan minutos por asignar.');

  // Back on /ingress the row says so for the cashier.
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await goTo(page, '/ingress');
  await row(page, name).getByRole('button', { name: 'Asignar clases' }).click();
  await expect(snackbar(page)).toContainText('Ya se asignaron todas las clases');
});
