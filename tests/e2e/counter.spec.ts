import { expect, test, type APIRequestContext } from '@playwright/test';
import { amountInputText, formatBs } from '../../domain/money';
import {
  apiAs,
  closeCashierShift,
  ensureCashierShift,
  expectNoEnglish,
  goTo,
  loginAs,
  searchAtCounter,
  tokenFor,
  USERS,
} from './helpers';

const bs = (cents: number) => formatBs(cents);

/** Through the API: a new student enrolled in a demo group (nothing paid), and the credential code role 1 issues. */
async function enrolledStudent(request: APIRequestContext) {
  const { post, get } = await apiAs(request, USERS.cashier);
  const admin = { Authorization: `Bearer ${await tokenFor(request, USERS.admin.username, USERS.admin.password)}` };
  const ci = String(70_000_000 + (Date.now() % 10_000_000));
  const student = (
    await post('/users/insertStudent', {
      names: 'ROSA AMELIA',
      surnames: 'CAJA PRUEBA',
      ci,
      phone: '72223344',
      idDepartament: 1,
    })
  ).data;
  const [group] = await get('/users/selectSearchStudentMonthlyPay/1/null/null/9');
  await post('/courses/insertCourseStudent', { idGroup: group.idGrupo, idUser: student.idUsuario });
  const plan = (await get(`/monthlypayments/SelectMonthlyPayments/${group.idGrupo}/${student.idUsuario}`)) as Array<{
    monto: number;
  }>;
  const issued = await request.put('/api/courses/updateQrCode', {
    headers: admin,
    data: { idUser: student.idUsuario, idGroup: group.idGrupo, ci },
  });
  expect(issued.status()).toBe(200);
  return {
    ci,
    code: ((await issued.json()) as { data: { qrCode: string } }).data.qrCode as string,
    plan: plan.map((p) => Math.round(p.monto * 100)),
    firstCents: Math.round(plan[0].monto * 100),
    secondCents: Math.round(plan[1].monto * 100),
  };
}

test('a cashier finds a student by CI and by a scanned code and pays the oldest instalment in 3 keyboard actions', async ({
  page,
  request,
}) => {
  const s = await enrolledStudent(request);
  await closeCashierShift(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, USERS.cashier);
  await goTo(page, '/counter');
  await expect(page).toHaveURL(/\/counter$/);
  const search = page.getByTestId('counter-search');

  // No open shift: 'Abrir caja' comes first, the cursor in its opening cash (the server refuses takings until then).
  const bar = page.getByTestId('shift-bar');
  await expect(bar).toContainText('La caja no está abierta.');
  await expect(bar.getByRole('button', { name: 'Abrir caja' })).toBeVisible();
  const opening = bar.getByLabel('Fondo inicial (Bs)');
  await expect(opening).toBeFocused();
  // The shift opens once, with the cash in the drawer, from the keyboard; the cursor goes back to the search.
  await opening.fill('150');
  await opening.press('Enter');
  await expect(bar).toContainText(`Fondo inicial ${bs(15_000)}`);
  await expect(search).toBeFocused();

  // 1: the CI and Enter (a USB scanner does the same).
  await search.fill(s.ci);
  await search.press('Enter');
  await expect(page.getByTestId('counter-student')).toContainText(s.ci);
  const rows = page.getByTestId('owed-row');
  await expect(rows.first()).toContainText('Cuota 1');
  await expect(rows.first()).toContainText(bs(s.firstCents));
  const pay = rows.first().getByRole('button', { name: 'Cobrar' });
  await expect(pay).toBeFocused();
  await expectNoEnglish(page);
  await page.screenshot({ path: test.info().outputPath('counter-1366.png'), fullPage: true });

  // 2: Enter opens the payment with the balance prefilled.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Total a pagar')).toHaveValue(amountInputText(s.firstCents));
  await expect(dialog.getByLabel('Total a pagar')).toBeFocused();
  // Esc cancels and gives the focus back to 'Cobrar'.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Total a pagar')).toBeFocused();

  // 3: Enter saves; the receipt opens at once.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('receipt-frame')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeFocused();
  await expect(rows.first()).toContainText('Cuota 2');

  // The next student, by the credential's code typed by a scanner that ends with Enter.
  await search.fill(s.code);
  await search.press('Enter');
  await expect(page.getByTestId('counter-student')).toContainText(s.ci);
  await expect(rows.first()).toContainText(bs(s.secondCents));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('counter-390.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Shift close: expected = opening + the cash received; a counted amount Bs 10 short shows a difference of −10.
  await page.setViewportSize({ width: 1366, height: 900 });
  const expectedCents = 15_000 + s.firstCents;
  await expect(bar).toContainText(`Efectivo esperado ${bs(expectedCents)}`);
  await bar.getByRole('button', { name: 'Cierre de caja' }).click();
  const close = page.getByRole('dialog', { name: 'Cierre de caja' });
  await expect(close.getByTestId('shift-arqueo')).toContainText(bs(expectedCents));
  await expect(close).toContainText('EFECTIVO');
  await close.getByLabel('Efectivo contado (Bs)').fill(((expectedCents - 1_000) / 100).toFixed(2));
  await expect(close.getByTestId('shift-difference')).toHaveText(`Diferencia: ${bs(-1_000)}`);
  await expectNoEnglish(page);
  await page.screenshot({ path: test.info().outputPath('shift-close-1366.png'), animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('shift-close-390.png'), animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await close.getByRole('button', { name: 'Cerrar caja' }).click();
  const pdf = page.getByRole('dialog', { name: /Cierre de caja N° \d+/ });
  await expect(pdf).toBeVisible();
  await expect(pdf.locator('iframe')).toBeVisible();
  await pdf.getByRole('button', { name: 'Cerrar' }).click();
  await expect(bar).toContainText('La caja no está abierta.');
  await expect(bar.getByLabel('Fondo inicial (Bs)')).toHaveValue(amountInputText(expectedCents - 1_000));
});

test('three instalments are paid at the counter with one confirmation, and one PDF holds their three receipts', async ({
  page,
  request,
}) => {
  const s = await enrolledStudent(request);
  await ensureCashierShift(request);
  await searchAtCounter(page, s.ci);
  await expect(page.getByRole('button', { name: 'Cobrar' }).first()).toBeFocused();
  await page.keyboard.press('Enter');

  // Keyboard only: Tab from the total to 'Mensualidades a pagar', 3, Enter.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Total a pagar (Bs)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Mensualidades a pagar')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  const threeCents = s.plan[0]! + s.plan[1]! + s.plan[2]!;
  await expect(dialog.getByLabel('Total a pagar (Bs)')).toHaveValue(amountInputText(threeCents));
  await expect(dialog.getByTestId('several-instalments')).toHaveText(
    'Paga las mensualidades N° 1 a 3: se emiten 3 recibos.',
  );
  await page.screenshot({ path: test.info().outputPath('counter-three-instalments.png') });
  await page.keyboard.press('Enter');

  const receipts = page.getByRole('dialog', { name: /^Recibos N° \d+ a \d+$/ });
  await expect(receipts.locator('iframe')).toBeVisible();
  const title = (await receipts.getByRole('heading').textContent())!;
  const [first, last] = title.match(/\d+/g)!.map(Number);
  expect(last! - first!).toBe(2);
  await expect(receipts.getByRole('link', { name: 'Descargar' })).toHaveAttribute(
    'download',
    `Recibos N° ${first}-${last}.pdf`,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('counter-search')).toBeFocused();
  const rows = page.getByTestId('owed-row');
  await expect(rows.first()).toContainText('Cuota 4');
  await expectNoEnglish(page);
});

test('a lesson owed is collected from the counter with its balance prefilled, Enter to pay, and its receipt opens', async ({
  page,
  request,
}) => {
  await ensureCashierShift(request);
  const { headers, post } = await apiAs(request, USERS.cashier);
  const ci = String(80_000_000 + (Date.now() % 10_000_000));
  const surname = `CLASE CAJA ${ci}`;
  const student = (
    await post('/users/insertStudent', { names: 'PEDRO', surnames: surname, ci, phone: '73334455', idDepartament: 1 })
  ).data;
  const [subject] = await (await request.get('/api/subjects/selectSubjectByIdTeacher/4/1', { headers })).json();
  const lesson = await post('/lessons/insertLesson', {
    idTeacher: 4,
    idSubject: subject.idMateria,
    idStudent: student.idUsuario,
    idLevel: 1,
    startDate: '2028-04-11T19:00:00.000Z',
    endDate: '2028-04-11T20:00:00.000Z',
    idReservation: null,
    numberStudent: 1,
    description: '',
    virtual: false,
    hoursLeft: null,
    idDepartament: 1,
    statusType: 1,
  });
  const suggested = (await (
    await request.get(`/api/lessons/selectLessonsByIdReservation/${lesson.idReservationStudent}/null`, { headers })
  ).json()) as { saldo: number };

  await searchAtCounter(page, surname.toLowerCase());
  const row = page.getByTestId('owed-row').first();
  await expect(row).toContainText(`Clase ${subject.nombreMateria}`);
  await expect(row.getByRole('button', { name: 'Cobrar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Total', { exact: true })).toHaveValue(
    amountInputText(Math.round(suggested.saldo * 100)),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Recibo' }).locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('counter-search')).toBeFocused();
  await expect(page.getByText('El estudiante no tiene nada pendiente.')).toBeVisible();
});

test('a cashier without an open shift is offered Abrir caja in place on the income screen', async ({
  page,
  request,
}) => {
  await closeCashierShift(request);
  await loginAs(page, USERS.cashier);
  await goTo(page, '/ingress');
  const gate = page.getByTestId('shift-gate');
  await expect(gate).toContainText(
    'Para registrar cobros, ingresos o egresos abra primero la caja con su fondo inicial.',
  );
  await gate.getByLabel('Fondo inicial (Bs)').fill('50');
  await gate.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(gate).toBeHidden();
  await expectNoEnglish(page);
});
