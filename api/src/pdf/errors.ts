/**
 * The document layer's failures, named by what went wrong. They know no HTTP: the HTTP edge
 * (http/errors.ts `httpErrorOf`) gives each kind its status; the message is the Spanish text the user reads.
 */
export const BROWSER_MISSING_MESSAGE = 'No se encontró un navegador para generar PDF. Instale chromium.';
export const BROWSER_FAILED_MESSAGE =
  'No se pudo iniciar el navegador para generar PDF. Revise la instalación de chromium.';
const DOCUMENT_TIMEOUT_MESSAGE = 'La generación del documento tardó demasiado. Intente de nuevo.';

/** Any failure of the document layer: a known outcome, not a crash (never retried, never a 500). */
export abstract class DocumentError extends Error {}

/** No Chromium found, or one that exits instead of starting (the operator's log says why). */
export class DocumentBrowserMissing extends DocumentError {
  constructor(message: string = BROWSER_MISSING_MESSAGE) {
    super(message);
    this.name = 'DocumentBrowserMissing';
  }
}

/** The document did not finish within its budget. */
export class DocumentTimeout extends DocumentError {
  constructor() {
    super(DOCUMENT_TIMEOUT_MESSAGE);
    this.name = 'DocumentTimeout';
  }
}
