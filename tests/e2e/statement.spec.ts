import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatBs } from '../../domain/money';
import { apiAs, ensureCashierShift, expectNoEnglish, goTo, loginAs, row, USERS } from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

const bs = (cents: number) => formatBs(cents);

/**
 * Through the API, as a cashier would leave it: a new student enrolled in a demo group with Bs 100 paid on the
 * first instalment, an individual lesson priced Bs 120 with Bs 80 paid, and a 10-hour package bought for Bs 400.
 */
async function studentWithFeesLessonAndPackage(request: APIRequestContext) {
  const { post, get } = await apiAs(request, USERS.cashier);
  const ci = String(60_000_000 + (Date.now() % 10_000_000));
  const student = (
    await post('/users/insertStudent', {
      names: 'MARIA JOSE',
      surnames: 'ESTADO CUENTA',
      ci,
      phone: '71234567',
      idDepartament: 1,
    })
  ).data;
  const [group] = await get('/users/selectSearchStudentMonthlyPay/1/null/null/9');
  await post('/courses/insertCourseStudent', { idGroup: group.idGrupo, idUser: student.idUsuario });
  const plan = (await get(`/monthlypayments/SelectMonthlyPayments/${group.idGrupo}/${student.idUsuario}`)) as Array<{
    idMensualidad: number;
    monto: number;
    idGrupoUsuario: number;
  }>;
  await post('/payments/insertPayment', {
    subTotal: 100,
    discount: 0,
    idPaymentType: 1,
    idMonthlyPayment: plan[0].idMensualidad,
    idGroupUser: plan[0].idGrupoUsuario,
    description: '',
    idDepartament: 1,
  });
  const [subject] = await get('/subjects/selectSubjectByIdTeacher/4/1');
  const lesson = await post('/lessons/insertLesson', {
    idTeacher: 4,
    idSubject: subject.idMateria,
    idStudent: student.idUsuario,
    idLevel: 1,
    startDate: '2028-03-06T12:00:00.000Z',
    endDate: '2028-03-06T13:00:00.000Z',
    idReservation: null,
    numberStudent: 1,
    description: '',
    virtual: false,
    hoursLeft: null,
    idDepartament: 1,
    statusType: 1,
  });
  await post('/payments/insertPaymentLesson', {
    total: 120,
    subTotal: 80,
    discount: 0,
    idReservation: lesson.idReservationStudent,
    idPaymentType: 1,
    idDepartament: 1,
    description: '',
  });
  await post('/ingress/insertIngressPackage', {
    name: 'PAQUETE',
    total: 400,
    idIngressType: 3,
    idDepartament: 1,
    idStudent: student.idUsuario,
    numberStudents: 1,
    idLevel: 1,
  });
  const feesCents = plan.reduce((sum, i) => sum + Math.round(i.monto * 100), 0);
  return {
    ci,
    idUsuario: student.idUsuario as number,
    balanceCents: feesCents - 10_000 + 4_000,
    paidCents: 10_000 + 8_000 + 40_000,
  };
}

test('the statement of a student with fees, a lesson and a package shows the right balance and downloads its PDF', async ({
  page,
  request,
}) => {
  const s = await studentWithFeesLessonAndPackage(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, USERS.cashier);

  // From the students list: the row's action.
  await goTo(page, '/student');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(s.ci);
  await row(page, s.ci).getByRole('button', { name: 'Estado de cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`/statement/${s.idUsuario}$`));
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
  await expect(page.getByTestId('statement-student')).toContainText(s.ci);
  await expect(page.getByTestId('total-balance')).toContainText(bs(s.balanceCents));
  await expect(page.getByTestId('total-paid')).toContainText(bs(s.paidCents));
  await expect(page.getByTestId('instalment-1')).toContainText(bs(10_000));
  await expect(page.getByText('Clases individuales')).toBeVisible();
  await expect(page.locator('[data-testid^="reservation-"]')).toContainText(bs(4_000));
  await expect(page.locator('[data-testid^="package-"]')).toContainText('PAQUETE 10 HORAS');
  await expectNoEnglish(page);
  await page.screenshot({ path: test.info().outputPath('statement-1366.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Estado de cuenta ${s.ci}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // On a phone: the page itself never scrolls sideways (the ledgers do, inside their cards).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('total-balance')).toContainText(bs(s.balanceCents));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('statement-390.png'), fullPage: true });

  // From the monthly payment search and from the student's payments page.
  await page.setViewportSize({ width: 1366, height: 900 });
  await goTo(page, '/monthly-pay-student');
  await page.getByLabel('Texto a buscar').fill(s.ci);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await row(page, s.ci).getByRole('button', { name: 'Estado de cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`/statement/${s.idUsuario}$`));
  // The search page does not keep its results: search again, then open the enrolment's payments.
  await goTo(page, '/monthly-pay-student');
  await page.getByLabel('Texto a buscar').fill(s.ci);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await row(page, s.ci).getByRole('cell').first().click();
  await page.getByRole('link', { name: 'Estado de cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`/statement/${s.idUsuario}$`));
  await expect(page.getByTestId('total-balance')).toContainText(bs(s.balanceCents));
});
