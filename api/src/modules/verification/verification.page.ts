/**
 * The public verification page as one self-contained HTML document (templates/pages/verify.hbs): its CSS
 * and the logo are inline, so a phone loads nothing else and no admin bundle is involved.
 */
import { VOIDING } from '../../../../domain/voiding.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { TEMPLATES_DIR } from '../../pdf/templates.js';
import type { ReceiptState, VerifiedReceipt } from './verification.service.js';

export const NOT_FOUND_TITLE = 'Recibo no encontrado';
export const NOT_FOUND_TEXT = 'Revise que la dirección esté completa o escanee de nuevo el código QR del recibo.';
export const TOO_MANY_TITLE = 'Demasiadas consultas';
export const TOO_MANY_TEXT = 'Espere un minuto e intente de nuevo.';

const STATES: Record<ReceiptState, { css: string; text: string }> = {
  VÁLIDO: { css: 'state-valid', text: 'El recibo está registrado tal como fue emitido.' },
  [VOIDING.stateCaps]: {
    css: 'state-void',
    text: `Este recibo fue ${VOIDING.state.toLowerCase()} y no tiene validez.`,
  },
  MODIFICADO: { css: 'state-edited', text: 'El recibo fue modificado después de emitido.' },
};

let template: Handlebars.TemplateDelegate | null = null;

function compiled(): Handlebars.TemplateDelegate {
  if (!template) {
    const hb = Handlebars.create();
    const logo = path.join(TEMPLATES_DIR, 'assets', 'logo.svg');
    hb.registerPartial('logo', existsSync(logo) ? readFileSync(logo, 'utf8') : '');
    template = hb.compile(readFileSync(path.join(TEMPLATES_DIR, 'pages', 'verify.hbs'), 'utf8'));
  }
  return template;
}

/** The page of a found receipt. */
export function receiptPage(receipt: VerifiedReceipt): string {
  const state = STATES[receipt.state];
  return compiled()({
    title: `Recibo N° ${receipt.number}: ${receipt.state}`,
    institute: receipt.institute,
    receipt,
    stateClass: state.css,
    stateText: state.text,
  });
}

/** The page of a code that names no receipt, or of a refused request. */
export function messagePage(institute: string, title: string, message: string): string {
  return compiled()({ title, message, institute });
}
