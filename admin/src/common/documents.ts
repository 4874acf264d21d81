import { sessionHeaders } from '../providers/httpClient';

/**
 * Generated documents (PDF receipts and reports, xlsx) need the session's Bearer header, so they are
 * fetched as blobs rather than opened as plain links.
 */
export interface FetchedDocument {
  url: string;
  filename: string;
  type: string;
}

/** The exact UTF-8 name of `filename*=UTF-8''…`, else the plain `filename="…"`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      /* fall through to the ASCII name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Fetches a file from `/api…` with the session headers; failures carry the server's Spanish msg when it sent one. */
export async function fetchFile(path: string, failure = 'No se pudo generar el documento.'): Promise<Response> {
  const response = await fetch(path, { headers: sessionHeaders() });
  if (!response.ok) {
    let msg = '';
    try {
      msg = (await response.json())?.msg ?? '';
    } catch {
      /* not JSON */
    }
    throw new Error(msg || failure);
  }
  return response;
}

/** A generated document as an object URL with its exact file name. */
export async function fetchDocument(path: string, fallbackName: string): Promise<FetchedDocument> {
  const response = await fetchFile(path);
  const blob = await response.blob();
  return {
    url: URL.createObjectURL(blob),
    filename: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    type: blob.type,
  };
}

/** What GET /api/reports/documentProgress/:token answers while a long report is made. */
export interface DocumentProgress {
  etapa: 'consultando' | 'generando' | 'listo' | 'fallido';
  lineas: number | null;
  segundos: number;
}

/** A random name for one download; getRandomValues, since randomUUID needs HTTPS and the office may serve plain HTTP. */
export function progressToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `path` with the token that lets its progress be followed (a report route's `?progreso=`). */
export const withProgressToken = (path: string, token: string) =>
  `${path}${path.includes('?') ? '&' : '?'}progreso=${encodeURIComponent(token)}`;

/** The progress of the caller's own download named `token`; null until the server has started it (404). */
export async function fetchDocumentProgress(token: string): Promise<DocumentProgress | null> {
  const response = await fetch(`/api/reports/documentProgress/${encodeURIComponent(token)}`, {
    headers: sessionHeaders(),
  });
  return response.ok ? ((await response.json()) as DocumentProgress) : null;
}

/** Saves a fetched document under its file name (Excel downloads). */
export function saveDocument(doc: FetchedDocument): void {
  const link = document.createElement('a');
  link.href = doc.url;
  link.download = doc.filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(doc.url), 30_000);
}

/** Query string of the non-empty values, for the list reports' filters. */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
