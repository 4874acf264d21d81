import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Renders page 1 of a PDF to PNG as a 150 dpi print would be scanned (pdftoppm) and decodes the QR code on
 * it (jsQR); null when none is found. `keepAs` also saves the PNG, to look at it.
 */
export function qrOfPdf(pdf: Buffer, keepAs?: string): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'receipt-qr-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(dir, 'doc.pdf'),
      path.join(dir, 'page'),
    ]);
    const file = path.join(dir, 'page.png');
    if (keepAs) writeFileSync(keepAs, readFileSync(file));
    const png = PNG.sync.read(readFileSync(file));
    return (
      jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ??
      null
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
