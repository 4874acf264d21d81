import type { Page } from '@playwright/test';

/**
 * The door's camera, pointed at a picture (a QR as a data URL): a canvas stream painting it, handed to the page in
 * place of getUserMedia. The scanner decodes a real video track without depending on the machine's capture
 * devices (Chromium's file-backed fake camera proved unreliable on the CI machine).
 */
export async function pointCameraAt(page: Page, picture: string): Promise<void> {
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
        context.drawImage(image, 140, 60, 360, 360);
      };
      // Like a real camera, the first frame comes a moment after the stream is handed over.
      setTimeout(() => setInterval(paint, 50), 1200);
      return canvas.captureStream(20);
    };
  }, picture);
}
