/**
 * Handlebars documents: templates/*.hbs (body of a document), templates/partials/*.hbs,
 * templates/assets/document.css (inlined into every document, plus templates/assets/<name>.css
 * when present) and templates/assets/logo.svg (partial `logo`).
 *
 * Everything is read and compiled once (`loadTemplates()`, at boot or first use). User data
 * reaches a document only through `{{ }}` (escaped); triple-stash is reserved for the CSS and
 * the logo read from our own files, and for the list report's rows, escaped cell by cell with the
 * same function by report-rows.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { formatAmount } from '../../../domain/money.js';
import { formatLaPaz, nowIso } from '../lib/time.js';
import { htmlToPng, renderPdf, type PdfOptions } from './browser.js';
import { amountToWords } from './words.js';

/** templates/ at the project root: TEMPLATES_DIR, else next to the sources, else under the working directory. */
export const TEMPLATES_DIR = path.resolve(
  process.env.TEMPLATES_DIR ??
    [path.join(import.meta.dirname, '../../../templates'), path.join(process.cwd(), 'templates')].find((dir) =>
      existsSync(path.join(dir, 'assets', 'document.css')),
    ) ??
    path.join(import.meta.dirname, '../../../templates'),
);
export const INSTITUTE_NAME = 'INSTITUTO PREUNIVERSITARIO';

/** What the `header` partial shows. `printedAt` defaults to now (printed in La Paz time). */
export interface DocumentHeader {
  /** Document title, e.g. 'RECIBO', 'REPORTE DE INGRESOS'. */
  title: string;
  /** Display number, e.g. '125' or 'O-125' (shown as "N° 125"). */
  number?: string | number;
  /** Defaults to INSTITUTO PREUNIVERSITARIO. */
  institute?: string;
  department?: string;
  branchName?: string;
  branchPhone?: string;
  /** UTC ISO instant; defaults to the moment of rendering. */
  printedAt?: string;
}

/** A signature line: a label ('RECIBI CONFORME') and optionally the name printed above it. */
export type SignatureLine = string | { label: string; name?: string };

// ---------------------------------------------------------------------------- formatting

/** Centavos → '1.234,50' (domain/money.ts); empty for null/undefined/non-numbers (no currency prefix). */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatAmount(Math.round(n)) : '';
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NAIVE_DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A calendar date 'YYYY-MM-DD' → 'DD/MM/YYYY' (no time zone shift); an instant (UTC ISO
 * string, a zone-less 'YYYY-MM-DD HH:mm:ss' taken as UTC, epoch ms or Date) → La Paz
 * 'DD/MM/YYYY HH:mm'. `pattern` is a dayjs pattern overriding the default.
 */
export function formatDate(value: unknown, pattern?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    if (!pattern) return value.split('-').reverse().join('/');
    return formatLaPaz(`${value}T04:00:00Z`, pattern); // 00:00 of that day in La Paz
  }
  let iso: string;
  if (value instanceof Date) iso = value.toISOString();
  else if (typeof value === 'number') iso = new Date(value).toISOString();
  else if (typeof value === 'string' && NAIVE_DATETIME.test(value)) iso = `${value.replace(' ', 'T')}Z`;
  else iso = String(value);
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return String(value);
  return formatLaPaz(iso, pattern ?? 'DD/MM/YYYY HH:mm');
}

export function upper(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).toLocaleUpperCase('es');
}

const NAME_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y']);

/**
 * First given name plus the initial of the second (spec §9 PDF names): 'Juan Carlos' → 'Juan C.',
 * 'María de los Ángeles' → 'María Á.' (particles skipped).
 */
export function abbreviateNames(names: unknown): string {
  const [first = '', ...rest] = String(names ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const second = rest.find((word) => !NAME_PARTICLES.has(word.toLocaleLowerCase('es')));
  return second ? `${first} ${second.charAt(0).toLocaleUpperCase('es')}.` : first;
}

// ---------------------------------------------------------------------------- loading

interface Loaded {
  templates: Map<string, Handlebars.TemplateDelegate>;
  baseCss: string;
  extraCss: Map<string, string>;
}

let loaded: Loaded | null = null;

/** Trailing Handlebars options object → undefined, so helpers can take optional arguments. */
const arg = (value: unknown): unknown => (value && typeof value === 'object' && 'hash' in value ? undefined : value);

function createEnvironment(): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper('money', (value: unknown) => formatMoney(value));
  hb.registerHelper('date', (value: unknown, pattern: unknown) => {
    const p = arg(pattern);
    return formatDate(value, typeof p === 'string' ? p : undefined);
  });
  hb.registerHelper('upper', (value: unknown) => upper(value));
  hb.registerHelper('words', (value: unknown) => amountToWords(Number(value) || 0));
  hb.registerHelper('shortName', (value: unknown) => abbreviateNames(value));
  hb.registerHelper('inc', (value: unknown) => Number(value) + 1);
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  return hb;
}

function hbsFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.hbs'))
        .sort()
    : [];
}

function compile(hb: typeof Handlebars, file: string): Handlebars.TemplateDelegate {
  const source = readFileSync(file, 'utf8');
  try {
    hb.parse(source); // syntax errors surface at load, not at the first request
  } catch (err) {
    throw new Error(`Template ${path.relative(TEMPLATES_DIR, file)}: ${(err as Error).message}`);
  }
  return hb.compile(source, { preventIndent: true });
}

/** Reads and compiles every template, partial and stylesheet once; later calls reuse them. */
export function loadTemplates(): { templates: string[]; partials: string[] } {
  const hb = createEnvironment();
  const partialsDir = path.join(TEMPLATES_DIR, 'partials');
  const assetsDir = path.join(TEMPLATES_DIR, 'assets');
  const partials = hbsFiles(partialsDir).map((file) => {
    const name = file.slice(0, -4);
    hb.registerPartial(name, compile(hb, path.join(partialsDir, file)));
    return name;
  });
  const logo = path.join(assetsDir, 'logo.svg');
  hb.registerPartial('logo', existsSync(logo) ? readFileSync(logo, 'utf8') : '');
  const templates = new Map<string, Handlebars.TemplateDelegate>();
  const extraCss = new Map<string, string>();
  for (const file of hbsFiles(TEMPLATES_DIR)) {
    const name = file.slice(0, -4);
    templates.set(name, compile(hb, path.join(TEMPLATES_DIR, file)));
    const css = path.join(assetsDir, `${name}.css`);
    if (existsSync(css)) extraCss.set(name, readFileSync(css, 'utf8'));
  }
  const baseCss = readFileSync(path.join(assetsDir, 'document.css'), 'utf8');
  loaded = { templates, baseCss, extraCss };
  return { templates: [...templates.keys()], partials: [...partials, 'logo'] };
}

function ensureLoaded(): Loaded {
  if (!loaded) loadTemplates();
  return loaded!;
}

// ---------------------------------------------------------------------------- rendering

const escapeHtml = (text: string): string => Handlebars.escapeExpression(text);

export type DocumentOptions = PdfOptions;

/**
 * Fills header defaults (institute name, printed-at instant) without mutating the caller's data; a document of
 * several `sheets` (the receipts of one sale) gets them on each sheet's header too.
 */
function withDefaults(data: object): Record<string, unknown> {
  const record = data as Record<string, unknown>;
  const header = (record.header ?? {}) as Partial<DocumentHeader>;
  const sheets = Array.isArray(record.sheets)
    ? { sheets: record.sheets.map((sheet: object) => withDefaults(sheet)) }
    : {};
  return {
    ...record,
    ...sheets,
    header: { institute: INSTITUTE_NAME, ...header, printedAt: header.printedAt ?? nowIso() },
  };
}

/** The complete HTML document: our CSS inlined, the template's output as the body. */
export function renderHtml(templateName: string, data: object, options?: Partial<PdfOptions>): string {
  const { templates, baseCss, extraCss } = ensureLoaded();
  const template = templates.get(templateName);
  if (!template) throw new Error(`Unknown document template: ${templateName}`);
  const context = withDefaults(data);
  const body = template(context);
  const header = context.header as DocumentHeader;
  const title = [header.title, header.number ? `N° ${header.number}` : ''].filter(Boolean).join(' ');
  // The <title> becomes the PDF's Title (viewers show it; without it Chromium writes 'about:blank').
  if (!title) throw new Error(`Document ${templateName} has no header.title`);
  const paper = `paper-${options?.format ?? 'letter'}${options?.landscape ? ' landscape' : ''}`;
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${baseCss}\n${extraCss.get(templateName) ?? ''}</style></head>
<body class="doc-${escapeHtml(templateName)} ${paper}">${body}</body></html>`;
}

/** Renders templates/<templateName>.hbs with `data` to a PDF. */
export async function renderDocument(templateName: string, data: object, options: DocumentOptions): Promise<Buffer> {
  return renderPdf(renderHtml(templateName, data, options), options);
}

/** Renders templates/<templateName>.hbs to a PNG of width × height CSS pixels (credentials, cards). */
export async function renderImage(
  templateName: string,
  data: object,
  options: { width: number; height: number; scale?: number },
): Promise<Buffer> {
  return htmlToPng(renderHtml(templateName, data), options);
}
