import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { demoGroup } from './credential-helpers';
import { apiAs, ensureCashierShift, expectNoEnglish, goTo, login, loginAs, USERS } from './helpers';
import { pointCameraAt } from './camera';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

/** A phone's browser (390 px, touch) in La Paz, as a student or guardian holds it. */
const onPhone = (browser: Browser) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'es-BO',
    timezoneId: 'America/La_Paz',
    isMobile: true,
    hasTouch: true,
  });
const PASSWORD = 'Familia2026!';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/portal/${name}.png`, fullPage: true });

/** Two children of one guardian in a demo group, the first with a payment and a month of attendance. */
async function family(request: APIRequestContext) {
  const { post, get } = await apiAs(request, USERS.cashier);
  const base = 61_000_000 + (Date.now() % 1_000_000) * 3;
  const [group] = await get('/users/selectSearchStudentMonthlyPay/1/null/null/9');
  const children = [];
  for (const [i, name] of ['ANA LUCIA', 'PEDRO JOSE'].entries()) {
    const student = (
      await post('/users/insertStudent', {
        names: name,
        surnames: 'FAMILIA PORTAL',
        ci: String(base + i),
        phone: '71234567',
        idDepartament: 1,
      })
    ).data;
    await post('/courses/insertCourseStudent', { idGroup: group.idGrupo, idUser: student.idUsuario });
    children.push({ id: student.idUsuario as number, name: name as string });
  }
  const plan = (await get(`/monthlypayments/SelectMonthlyPayments/${group.idGrupo}/${children[0].id}`)) as Array<{
    idMensualidad: number;
    idGrupoUsuario: number;
  }>;
  const paid = await post('/payments/insertPayment', {
    subTotal: 150,
    discount: 0,
    idPaymentType: 1,
    idMonthlyPayment: plan[0].idMensualidad,
    idGroupUser: plan[0].idGrupoUsuario,
    description: '',
    idDepartament: 1,
  });
  const guardianCi = String(base + 2);
  for (const child of children) {
    await post(`/students/guardians/${child.id}`, {
      ci: guardianCi,
      names: 'ROSA',
      surnames: 'FAMILIA PORTAL',
      phone: '71230000',
      relationship: 'MADRE',
    });
  }
  const admin = await apiAs(request, USERS.admin);
  const day = new Date(Date.now() - 4 * 3600_000);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  const marked = await request.post('/api/attendances/insertAttendance', {
    headers: { ...admin.headers, 'X-Department-Id': '1' },
    data: {
      idGroup: group.idGrupo,
      date: day.toISOString().slice(0, 10),
      studentsAttendance: [{ idStudent: children[0].id, attendance: true }],
    },
  });
  expect(marked.status()).toBe(200);
  return { children, guardianCi, receipt: paid.data.codigo as number };
}

test('a guardian activates from the slip, sees the account, a receipt and its verification, and both children', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const f = await family(request);
  // The cashier gives access from the student's screen.
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, USERS.cashier);
  await goTo(page, `/statement/${f.children[0].id}`);
  const card = page.getByTestId('portal-access');
  await expect(card.getByText('ROSA FAMILIA PORTAL · MADRE')).toBeVisible();
  await card.getByRole('button', { name: 'Habilitar acceso al portal' }).last().click();
  const slip = page.getByRole('dialog');
  await expect(slip.getByRole('heading', { name: 'Código de activación del portal' })).toBeVisible();
  await expect(slip.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/59171230000\?text=/,
  );
  await expectAccessible(page, 'slip');
  await page.screenshot({ path: 'test-results/portal/staff-slip.png' });
  const link = await slip.getByTestId('portal-link').innerText();
  await slip.getByRole('button', { name: 'Cerrar' }).click();
  await expect(card.getByText('Código enviado, sin activar')).toBeVisible();

  // The guardian, on a phone.
  const phone = await onPhone(browser);
  const p = await phone.newPage();
  await p.goto(new URL(link).pathname + new URL(link).search);
  await expect(p.getByRole('heading', { name: 'Activar acceso al portal' })).toBeVisible();
  await expectAccessible(p, 'activar');
  await shot(p, 'activar');
  await p.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await p.getByLabel('Repita la contraseña').fill(PASSWORD);
  await p.getByRole('button', { name: 'Activar' }).click();
  await expect(p.getByText('Acceso habilitado')).toBeVisible();
  await p.getByRole('link', { name: 'Ir a ingresar' }).click();
  await p.getByLabel('Usuario').fill(f.guardianCi);
  await p.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await p.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect(p).toHaveURL(/\/portal\/cuenta$/);
  await expect(p.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
  await expect(p.getByTestId('portal-totals')).toContainText('Bs');
  const receipt = p.getByTestId(`receipt-${f.receipt}`);
  await expect(receipt).toContainText('Bs 150,00');
  await expectAccessible(p, 'cuenta');
  await expectNoEnglish(p);
  await shot(p, 'cuenta');
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    receipt.getByRole('button', { name: /Descargar PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Recibo N° \d+\.pdf$/);
  const [verification] = await Promise.all([
    phone.waitForEvent('page'),
    receipt.getByRole('link', { name: 'Verificar' }).click(),
  ]);
  await expect(verification.getByText('VÁLIDO')).toBeVisible();
  await verification.close();

  // The second child: no payment yet.
  await p.getByRole('combobox', { name: 'Estudiante' }).click();
  await p.getByRole('option', { name: /PEDRO JOSE/ }).click();
  await expect(p.getByText('Todavía no hay recibos.')).toBeVisible();
  await p.getByRole('combobox', { name: 'Estudiante' }).click();
  await p.getByRole('option', { name: /ANA LUCIA/ }).click();
  for (const [name, path] of [
    ['Mis notas', 'notas'],
    ['Mi asistencia', 'asistencia'],
    ['Mis clases', 'clases'],
    ['Avisos', 'avisos'],
  ] as const) {
    await p.getByRole('link', { name }).click();
    await expect(p).toHaveURL(new RegExp(`/portal/${path}$`));
    await expect(p.getByRole('heading', { name })).toBeVisible();
    await expect(p.getByRole('status')).toHaveCount(0);
    if (path === 'asistencia') await expect(p.getByTestId('attendance-percentage').first()).toBeVisible();
    await expectAccessible(p, path);
    await expectNoEnglish(p);
    await shot(p, path);
  }
  // Never a staff screen.
  await p.goto('/semester');
  await expect(p).toHaveURL(/\/portal\/cuenta$/);
  // And fine on a desktop screen too.
  await p.setViewportSize({ width: 1366, height: 900 });
  await expect(p.getByTestId('portal-totals')).toBeVisible();
  await shot(p, 'cuenta-1366');
  await phone.close();
});

test('a student shows the credential QR on the phone and the door check-in reads it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { auth, group, student } = await demoGroup(request);
  await request.put('/api/courses/updateQrCode', {
    headers: auth,
    data: { idUser: student.idUsuario, idGroup: group.idGrupo, ci: student.ci },
  });
  const { post } = await apiAs(request, USERS.cashier);
  const issued = (await post(`/students/portalAccess/${student.idUsuario}`, { idGuardian: null })).data;
  const activated = await request.post('/api/portal/activate', {
    data: { code: issued.codigo, password: PASSWORD, confirmation: PASSWORD },
  });
  expect(activated.status()).toBe(200);

  const phone = await onPhone(browser);
  const p = await phone.newPage();
  await login(p, student.ci, PASSWORD);
  await expect(p).toHaveURL(/\/portal\/cuenta$/);
  await p.getByRole('link', { name: 'Mi credencial' }).click();
  const qr = p.getByTestId('credential-qr').first();
  await expect(qr).toBeVisible();
  await expectAccessible(p, 'credencial');
  await shot(p, 'credencial');
  const picture = await qr.getAttribute('src');
  await phone.close();

  // The door's camera sees the phone's screen.
  await pointCameraAt(page, picture!);
  const weekday = new Date(Date.now() - 4 * 3600_000).getUTCDay();
  await loginAs(page, USERS.cashier);
  await goTo(page, '/check-in');
  await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
  await expect(page.getByTestId('check-in-outcome')).toContainText(
    weekday === 0 || weekday === 6 ? 'No se registra asistencia' : student.ci,
    { timeout: 40_000 },
  );
});
