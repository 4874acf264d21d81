import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, StartError } from '../../api/src/config.js';
import { newVerificationCode, verificationUrl } from '../../api/src/lib/receipts.js';
import { shortName } from '../../api/src/modules/verification/verification.service.js';
import { receiptViewModel } from '../../api/src/pdf/documents.js';
import { renderHtml } from '../../api/src/pdf/templates.js';

describe('receipt verification', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('PUBLIC_URL: an http(s) address without a trailing slash; anything else stops the start in Spanish', () => {
    vi.stubEnv('JWT_SECRET', 'unit-test');
    vi.stubEnv('PUBLIC_URL', ' https://instituto.example.bo/sistema/ ');
    expect(loadConfig().publicUrl).toBe('https://instituto.example.bo/sistema');
    vi.stubEnv('PUBLIC_URL', '');
    expect(loadConfig().publicUrl).toBeUndefined();
    for (const bad of ['instituto.bo', 'ftp://instituto.bo', 'https://instituto.bo/?a=1']) {
      vi.stubEnv('PUBLIC_URL', bad);
      expect(() => loadConfig()).toThrow(StartError);
      expect(() => loadConfig()).toThrow(/^PUBLIC_URL no válida/);
    }
  });

  it('codes carry 144 random bits in base64url; the URL joins the public address and the code', () => {
    const codes = new Set(Array.from({ length: 1000 }, newVerificationCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(verificationUrl('https://x.bo/', 'abc')).toBe('https://x.bo/verificar/abc');
  });

  it('names: the first name and the initials of the rest', () => {
    expect(shortName('LUCIA FERNANDA', 'MAMANI QUISPE')).toBe('LUCIA F. M. Q.');
    expect(shortName('maría  ', null)).toBe('maría');
    expect(shortName('ángel de la cruz')).toBe('ángel D. L. C.');
  });

  it('the receipt prints the verification line and QR only when it has an address', () => {
    const base = { number: 7, lines: [], amounts: [{ label: 'x', amount: 100 }] };
    const withQr = renderHtml(
      'receipt',
      receiptViewModel({
        ...base,
        verification: { url: 'https://x.bo/verificar/abc', qr: 'data:image/svg+xml;base64,AA' },
      }),
    );
    expect(withQr).toContain('Verifique este recibo en <span class="verify-url">https://x.bo/verificar/abc</span>');
    expect(withQr).toContain('src="data:image/svg+xml;base64,AA"');
    expect(renderHtml('receipt', receiptViewModel(base))).not.toContain('Verifique');
  });
});
