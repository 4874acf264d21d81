import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { pointCameraAt } from './camera';
import { demoGroup } from './credential-helpers';
import { ensureCashierShift, goTo, loginAs, USERS } from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

/** The camera pointed at the QR of a credential just issued. */
async function pointCameraAtCode(page: import('@playwright/test').Page, code: string) {
  await pointCameraAt(page, await QRCode.toDataURL(code, { margin: 4, width: 360 }));
}

// Decoding a live stream competes for the CPU with the server and the rest of the suite: two retries, 40 s each.
test.describe.configure({ retries: 2 });

test('the cashier scans a credential with the camera at the door', async ({ page, request }) => {
  const { auth, group, student } = await demoGroup(request);
  const issued = await request.put('/api/courses/updateQrCode', {
    headers: auth,
    data: { idUser: student.idUsuario, idGroup: group.idGrupo, ci: student.ci },
  });
  await pointCameraAtCode(page, ((await issued.json()) as { data: { qrCode: string } }).data.qrCode);
  const weekday = new Date(Date.now() - 4 * 3600_000).getUTCDay();

  await loginAs(page, USERS.cashier);
  await goTo(page, '/check-in');
  await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
  const outcome = page.getByTestId('check-in-outcome');
  await expect(outcome).toContainText(weekday === 0 || weekday === 6 ? 'No se registra asistencia' : student.ci, {
    timeout: 40_000,
  });
});
