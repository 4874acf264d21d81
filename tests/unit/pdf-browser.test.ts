import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_MISSING_MESSAGE,
  checkBrowserAvailable,
  closeBrowser,
  DocumentBrowserMissing,
  documentQueueStats,
  getBrowser,
  htmlToPng,
  renderPdf,
} from '../../api/src/pdf/browser.js';
import { httpErrorOf } from '../../api/src/http/errors.js';

/** What the HTTP edge answers for an error; imported after vi.resetModules, so it knows the fresh error classes. */
const atEdge = async (err: unknown) => {
  const edge = (await import('../../api/src/http/errors.js')).httpErrorOf(err);
  return edge && { status: edge.status, message: edge.message };
};

/** Not the default sans-serif: a PDF that embeds it used the document's own font. */
const MONO_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';

const page = (body: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

afterAll(async () => {
  await closeBrowser();
});

describe('browser lookup', () => {
  const saved = process.env.PUPPETEER_EXECUTABLE_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.PUPPETEER_EXECUTABLE_PATH;
    else process.env.PUPPETEER_EXECUTABLE_PATH = saved;
  });

  it('prefers PUPPETEER_EXECUTABLE_PATH, else Debian chromium', () => {
    process.env.PUPPETEER_EXECUTABLE_PATH = '/usr/lib/chromium/chromium';
    expect(checkBrowserAvailable()).toBe('/usr/lib/chromium/chromium');
    process.env.PUPPETEER_EXECUTABLE_PATH = '/nonexistent/chrome';
    expect(checkBrowserAvailable()).toBe('/usr/bin/chromium');
  });

  it('has a Spanish 503 error for a missing browser (its status given by the HTTP edge)', () => {
    const err = new DocumentBrowserMissing();
    expect(httpErrorOf(err)?.status).toBe(503);
    expect(err.message).toBe('No se encontró un navegador para generar PDF. Instale chromium.');
    expect(BROWSER_MISSING_MESSAGE).toBe(err.message);
  });
});

describe('shared browser', () => {
  it('launches once for concurrent first documents and caps concurrency', async () => {
    await closeBrowser();
    const [a, b, c] = await Promise.all([getBrowser(), getBrowser(), getBrowser()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    const renders = Array.from({ length: 6 }, (_, i) => renderPdf(page(`<p>Documento ${i}</p>`), { format: 'letter' }));
    expect(documentQueueStats().running).toBeLessThanOrEqual(documentQueueStats().limit);
    const pdfs = await Promise.all(renders);
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const browser = await getBrowser();
    // The initial about:blank plus at most one waiting page per slot: the rest are closed once given back.
    await expect.poll(async () => (await browser.pages()).length).toBeLessThanOrEqual(1 + documentQueueStats().limit);
    expect(documentQueueStats()).toMatchObject({ running: 0, pending: 0 });
  });

  it('reuses emptied pages: documents one after the other keep the page count bounded and show no earlier one', async () => {
    const browser = await getBrowser();
    for (let i = 0; i < 30; i++) await renderPdf(page(`<p>Documento ${i}</p>`), { format: 'letter' });
    // The initial about:blank plus at most one waiting page per slot.
    await expect.poll(async () => (await browser.pages()).length).toBeLessThanOrEqual(1 + documentQueueStats().limit);
    // No page of an earlier document is left showing it once it has been given back.
    await renderPdf(page('<p id="viejo">VIEJO</p>'), { format: 'letter' });
    const png = await htmlToPng(page('<p>nuevo</p>'), { width: 100, height: 40, scale: 1 });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    await expect
      .poll(async () => {
        const shown = await Promise.all((await browser.pages()).map((p) => p.$('#viejo')));
        return shown.filter(Boolean).length;
      })
      .toBe(0);
  }, 120_000); // starts Chromium and renders documents

  it("makes a PNG while other documents' tabs are open (Chromium paints only the front tab)", async () => {
    for (let round = 0; round < 8; round++) {
      // Several tabs at once, then one more document, so that the PNG's page is not the one opened last.
      await Promise.all(Array.from({ length: 6 }, (_, i) => renderPdf(page(`<p>${i}</p>`), { format: 'letter' })));
      await renderPdf(page('<p>uno</p>'), { format: 'letter' });
      const png = await htmlToPng(page('<p>tarjeta</p>'), { width: 120, height: 60, scale: 1 });
      expect(png.readUInt32BE(16)).toBe(120);
    }
  }, 120_000); // starts Chromium and renders documents

  it.skipIf(!existsSync(MONO_FONT))(
    'prints a web font a document declares as a data: URI, without waiting for fonts',
    async () => {
      const font = readFileSync(MONO_FONT).toString('base64');
      const pdf = await renderPdf(
        page(`<style>@font-face { font-family: 'Prueba'; src: url(data:font/ttf;base64,${font}); }
      p { font-family: 'Prueba'; }</style><p>Recibo</p>`),
        { format: 'letter' },
      );
      const file = path.join(tmpdir(), `fuente-${process.pid}.pdf`);
      writeFileSync(file, pdf);
      try {
        expect(execFileSync('pdffonts', [file]).toString()).toContain('DejaVuSansMono');
      } finally {
        rmSync(file, { force: true });
      }
    },
  );

  it('relaunches after the browser process dies', async () => {
    const first = await getBrowser();
    const gone = new Promise((resolve) => first.once('disconnected', resolve));
    first.process()?.kill('SIGKILL');
    await gone;
    const pdf = await renderPdf(page('<p>otra vez</p>'), { format: 'legal', landscape: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const second = await getBrowser();
    expect(second).not.toBe(first);
    expect(second.connected).toBe(true);
  });

  it('does not outlive a Node process killed with SIGKILL (no orphaned Chromium)', async () => {
    const browserTs = path.resolve(import.meta.dirname, '../../api/src/pdf/browser.ts');
    const script = `const m = await import(${JSON.stringify(browserTs)}); const b = await m.getBrowser();
      console.log('PID ' + b.process().pid); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /PID (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', () => reject(new Error('child exited before launching the browser')));
    });
    // A killed process may linger as a zombie until its new parent reaps it: that counts as gone.
    const alive = (p: number) => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${p}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    expect(alive(pid)).toBe(true);
    child.kill('SIGKILL');
    for (let i = 0; i < 50 && alive(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(pid)).toBe(false);
  });

  it('makes no network request, whatever the HTML asks for', async () => {
    let hits = 0;
    const server: Server = createServer((_req, res) => {
      hits += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}`;
      const pdf = await renderPdf(
        page(
          `<link rel="stylesheet" href="${url}/a.css"><img src="${url}/b.png"><script src="${url}/c.js"></script>` +
            `<style>@import url("${url}/d.css"); body { background: url("${url}/e.png"); } @font-face { font-family: x; src: url("${url}/f.woff"); }</style>` +
            `<iframe src="${url}/g.html"></iframe><object data="${url}/h.pdf"></object><meta http-equiv="refresh" content="0;url=${url}/i">` +
            '<p style="font-family: x">ok</p>',
        ),
        { format: 'letter' },
      );
      expect(pdf.length).toBeGreaterThan(0);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it('renders HTML to a PNG of the requested size', async () => {
    const png = await htmlToPng(page('<div style="width:100px;height:50px;background:#1f3b64"></div>'), {
      width: 320,
      height: 200,
      scale: 1,
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(320);
    expect(png.readUInt32BE(20)).toBe(200);
  });
});

describe('document timeout', () => {
  it('rejects with a Spanish 504 and frees its slot', async () => {
    process.env.DOCUMENT_TIMEOUT_MS = '1';
    vi.resetModules();
    const fresh = await import('../../api/src/pdf/browser.js');
    delete process.env.DOCUMENT_TIMEOUT_MS;
    try {
      const failure = await fresh.renderPdf(page('<p>lento</p>'), { format: 'letter' }).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(fresh.DocumentTimeout);
      expect(await atEdge(failure)).toEqual({
        status: 504,
        message: 'La generación del documento tardó demasiado. Intente de nuevo.',
      });
      expect(fresh.documentQueueStats()).toMatchObject({ running: 0, pending: 0, timeoutMs: 1 });
    } finally {
      await fresh.closeBrowser();
    }
  });
});

describe('stuck pages', () => {
  const never = () => new Promise<never>(() => {});

  /** The browser module with a short close budget, and the prototype every page shares (of its first, blank tab). */
  async function freshModule() {
    process.env.DOCUMENT_TIMEOUT_MS = '6000';
    process.env.DOCUMENT_CLOSE_MS = '300';
    vi.resetModules();
    const fresh = await import('../../api/src/pdf/browser.js');
    delete process.env.DOCUMENT_TIMEOUT_MS;
    delete process.env.DOCUMENT_CLOSE_MS;
    // Launched outside any document's budget: a cold start on a loaded machine can take longer than the budget.
    const browser = await fresh.getBrowser();
    const [anyPage] = await browser.pages();
    return { fresh, browser, pagePrototype: Object.getPrototypeOf(anyPage) as Page };
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers a page that never takes its content as the Spanish 504, closes it and frees the slot', async () => {
    const { fresh, browser, pagePrototype } = await freshModule();
    try {
      const before = (await browser.pages()).length;
      vi.spyOn(pagePrototype, 'setContent').mockImplementationOnce(never);
      const failure = await fresh.renderPdf(page('<p>nunca</p>'), { format: 'letter' }).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(fresh.DocumentTimeout);
      expect(await atEdge(failure)).toMatchObject({ status: 504 });
      // The stuck page closed normally: the browser stays, no page is left open, and the slot is free again.
      expect(await fresh.getBrowser()).toBe(browser);
      expect((await browser.pages()).length).toBe(before);
      expect(fresh.documentQueueStats()).toMatchObject({ running: 0, pending: 0 });
      const pdf = await fresh.renderPdf(page('<p>de nuevo</p>'), { format: 'letter' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await fresh.closeBrowser();
    }
  });

  it('kills a browser that cannot even close the stuck page, and makes the next document on a new one', async () => {
    const { fresh, browser, pagePrototype } = await freshModule();
    try {
      vi.spyOn(pagePrototype, 'setContent').mockImplementationOnce(never);
      vi.spyOn(pagePrototype, 'close').mockImplementationOnce(never);
      const failure = await fresh
        .htmlToPng(page('<p>tarjeta</p>'), { width: 100, height: 40, scale: 1 })
        .catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(fresh.DocumentTimeout);
      expect(browser.connected).toBe(false);
      expect(fresh.documentQueueStats()).toMatchObject({ running: 0, pending: 0 });
      const next = await fresh.getBrowser();
      expect(next).not.toBe(browser);
      expect(next.connected).toBe(true);
      const png = await fresh.htmlToPng(page('<p>tarjeta</p>'), { width: 100, height: 40, scale: 1 });
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await fresh.closeBrowser();
    }
  });
});
