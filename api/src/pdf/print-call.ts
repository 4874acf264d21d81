/**
 * Printing a loaded page to PDF bytes, on the paper and margins of printParameters.
 *
 * page.pdf() asks Chromium for a stream and reads it back in chunks (IO.read until the end, then IO.close): three
 * round trips after the print for a receipt, ~4 ms of its ~45 (issue 27). A short document asks for its bytes in the
 * print command's own answer instead (base64). Long list reports keep the stream: a month of 200 pages would be one
 * message of several megabytes.
 */
import type { CDPSession, Page } from 'puppeteer-core';

export interface PrintParameters {
  /** Inches, portrait (a landscape page is turned by Chromium). */
  paperWidth: number;
  paperHeight: number;
  landscape: boolean;
  marginTop: number;
  marginRight: number;
  marginBottom: number;
  marginLeft: number;
  printBackground: boolean;
  generateTaggedPDF: boolean;
}

/** Paper sizes in inches, as puppeteer's `format` names them. */
const PAPER = { letter: { width: 8.5, height: 11 }, legal: { width: 8.5, height: 14 } } as const;
const INCHES_PER_UNIT: Record<string, number> = { in: 1, cm: 1 / 2.54, mm: 1 / 25.4, px: 1 / 96 };

/** A CSS length of the print options ('12mm', '0', '1in', '96px'; a bare number counts pixels, as in puppeteer) in inches. */
export function inches(length: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(in|cm|mm|px)?\s*$/i.exec(length);
  if (!match) throw new Error(`Medida de impresión no válida: ${length}`);
  return Number(match[1]) * INCHES_PER_UNIT[(match[2] ?? 'px').toLowerCase()]!;
}

export interface PaperOptions {
  format: keyof typeof PAPER;
  landscape?: boolean;
  size?: { width: string; height: string };
  margin: { top: string; right: string; bottom: string; left: string };
  tagged: boolean;
}

/** Page.printToPDF's parameters for a document's paper and margins (what page.pdf() would send). */
export function printParameters(options: PaperOptions): PrintParameters {
  const paper = options.size ? { width: inches(options.size.width), height: inches(options.size.height) } : PAPER[options.format];
  return {
    paperWidth: paper.width,
    paperHeight: paper.height,
    landscape: options.size ? false : options.landscape ?? false,
    marginTop: inches(options.margin.top),
    marginRight: inches(options.margin.right),
    marginBottom: inches(options.margin.bottom),
    marginLeft: inches(options.margin.left),
    printBackground: true,
    generateTaggedPDF: options.tagged,
  };
}

/**
 * The PDF of the page's current content by page.pdf(), read back as a stream: for long documents. The same paper and
 * margins as printInline, handed to puppeteer in inches. No document.fonts.ready script first (puppeteer's
 * waitForFonts, ~2 ms): the only web fonts a document may load are data: URIs (offline.ts), in by the load event (a
 * unit test prints one and finds it embedded).
 */
export async function printStreamed(page: Page, parameters: PrintParameters, timeout: number): Promise<Buffer> {
  const inch = (value: number) => `${value}in`;
  const pdf = await page.pdf({
    width: inch(parameters.paperWidth),
    height: inch(parameters.paperHeight),
    landscape: parameters.landscape,
    margin: { top: inch(parameters.marginTop), right: inch(parameters.marginRight), bottom: inch(parameters.marginBottom), left: inch(parameters.marginLeft) },
    printBackground: parameters.printBackground,
    tagged: parameters.generateTaggedPDF,
    waitForFonts: false,
    timeout,
  });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** One DevTools session per warm page, opened on its first print; it closes with the page. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The PDF of the page's current content, its bytes in the print command's answer. */
export async function printInline(page: Page, parameters: PrintParameters): Promise<Buffer> {
  let session = sessions.get(page);
  if (!session) {
    session = page.createCDPSession();
    sessions.set(page, session);
    session.catch(() => sessions.delete(page));
  }
  const { data } = await (await session).send('Page.printToPDF', { ...parameters, transferMode: 'ReturnAsBase64' });
  return Buffer.from(data, 'base64');
}
