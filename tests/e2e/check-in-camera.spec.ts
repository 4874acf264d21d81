import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { demoGroup } from './credential-helpers';
import { ensureCashierShift, goTo, login, USERS } from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

/**
 * The camera is a canvas stream painting the QR of a credential just issued, handed to the page in place of
 * getUserMedia: the scanner decodes a real video track, without depending on the machine's capture devices
 * (Chromium's file-backed fake camera proved unreliable on the CI machine).
 */
async function pointCameraAt(page: import('@playwright/test').Page, code: string) {
  const picture = await QRCode.toDataURL(code, { margin: 4, width: 360 });
  await page.addInitScript((src) => {
    navigator.mediaDevices.getUserMedia = async () => {
      // In the page (though unseen), so the browser keeps painting it and the stream keeps producing frames.
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      canvas.style.cssText = 'position:fixed;left:0;top:0;width:64px;height:48px;opacity:0.01;pointer-events:none';
      document.body.appendChild(canvas);
      const context = canvas.getContext('2d')!;
      const image = new Image();
      image.src = src;
      await image.decode();
      const paint = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 640, 480);
        context.drawImage(image, 140, 60);
      };
      // Like a real camera, the first frame comes a moment after the stream is handed over.
      setTimeout(() => setInterval(paint, 50), 1200);
      return canvas.captureStream(20);
    };
  }, picture);
}

// Decoding a live stream competes for the CPU with the server and the rest of the suite: two retries, 40 s each.
test.describe.configure({ retries: 2 });

test('the cashier scans a credential with the camera at the door', async ({ page, request }) => {
  const { auth, group, student } = await demoGroup(request);
  const issued = await request.put('/api/courses/updateQrCode', {
    headers: auth,
    data: { idUser: student.idUsuario, idGroup: group.idGrupo, ci: student.ci },
  });
  await pointCameraAt(page, ((await issued.json()) as { data: { qrCode: string } }).data.qrCode);
  const weekday = new Date(Date.now() - 4 * 3600_000).getUTCDay();

  await login(page, USERS.cashier.username, USERS.cashier.password);
  await expect(page).toHaveURL(/\/home-administrative$/);
  await goTo(page, '/check-in');
  await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
  const outcome = page.getByTestId('check-in-outcome');
  await expect(outcome).toContainText(weekday === 0 || weekday === 6 ? 'No se registra asistencia' : student.ci, {
    timeout: 40_000,
  });
});
