/**
 * The shift close as a letter PDF (templates/cash-close.hbs): the header, who and when, the receipts and the
 * expenses of the shift, the totals by payment type, expected / counted / difference and two signature lines.
 */
import type { Knex } from 'knex';
import { shiftCloseFileName, shiftCloseTitle, type ShiftSummary } from '../../../../domain/cash-shift.js';
import { bsToCents, formatBs } from '../../../../domain/money.js';
import type { Actor } from '../../http/session.js';
import { formatDate, renderDocument } from '../../pdf/index.js';
import { documentHeader } from '../incomes/ledger.documents.js';
import { findShift } from './shift.service.js';

const bs = (amount: number) => formatBs(bsToCents(amount));
const KIND = { mensualidad: 'Mensualidad', clase: 'Clase individual', ingreso: 'Ingreso' } as const;

/** The view model cash-close.hbs renders; exported for tests and previews. */
function shiftCloseViewModel(s: ShiftSummary, header: Record<string, unknown>): Record<string, unknown> {
  return {
    header: { ...header, title: shiftCloseTitle, number: s.idCaja },
    cashier: s.cajero,
    openedAt: formatDate(s.apertura),
    closedAt: s.cierre ? formatDate(s.cierre) : 'CAJA ABIERTA',
    receipts: s.recibos.map((r) => ({
      kind: KIND[r.tipo],
      number: r.codigo,
      when: formatDate(r.fecha),
      detail: r.detalle,
      type: r.tipoPago,
      amount: bs(r.monto),
    })),
    expenses: s.egresos.map((e) => ({
      number: e.codigo,
      when: formatDate(e.fecha),
      name: e.nombre,
      amount: bs(e.monto),
    })),
    byType: s.totalesPorTipo.map((t) => ({ type: t.tipoPago, amount: bs(t.monto) })),
    lines: [
      { label: 'Fondo inicial', value: bs(s.fondoInicial) },
      { label: 'Efectivo recibido', value: bs(s.efectivoRecibido) },
      { label: 'Efectivo pagado (egresos)', value: bs(s.efectivoPagado) },
      {
        label: s.esperadoCierre === null ? 'Efectivo esperado' : 'Efectivo esperado al cierre',
        value: bs(s.esperadoCierre ?? s.esperado),
        strong: true,
      },
      ...(s.contado === null ? [] : [{ label: 'Efectivo contado', value: bs(s.contado), strong: true }]),
      ...(s.diferencia === null ? [] : [{ label: 'Diferencia', value: bs(s.diferencia), strong: true }]),
    ],
    changed: s.modificadoTrasCierre
      ? `Modificado después del cierre: el efectivo esperado ahora es ${bs(s.esperado)}.`
      : null,
    signatures: [{ label: 'CAJERO', name: s.cajero }, { label: 'RESPONSABLE' }],
  };
}

export async function shiftClosePdf(db: Knex, actor: Actor, id: number): Promise<{ pdf: Buffer; filename: string }> {
  const summary = await findShift(db, actor, id);
  const shift = await db('cashShifts').where({ id }).first('departmentId');
  const header = await documentHeader(db, actor, shift.departmentId);
  const pdf = await renderDocument('cash-close', shiftCloseViewModel(summary, header), {
    format: 'letter',
    pageNumbers: true,
  });
  return { pdf, filename: shiftCloseFileName(id) };
}
