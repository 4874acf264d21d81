import type { MessageResponse } from '../../providers/types';

/** Helpers the income, expense and class screens share (spec 02 §3, §5, §9). */

/** The common shape of the document's write answers, for the dialogs' shared save (moneyForm.ts). */
export interface WriteAnswer<T = unknown> extends MessageResponse {
  type?: number;
  data?: T;
}

/** The advanced search: empty parts travel as the word null (spec 02 §5). */
export interface SearchValues {
  name: string;
  total: string;
  type: string;
  start: string;
  end: string;
}
export const emptySearch: SearchValues = { name: '', total: '', type: '', start: '', end: '' };
export const isSearching = (s: SearchValues) => Object.values(s).some((v) => v.trim() !== '');

/** An advanced search as the REST face's filter fields (empty parts left out). */
export function searchFilter(s: SearchValues, withType: boolean): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (s.name.trim()) filter.nombreContiene = s.name.trim();
  if (s.total.trim()) filter.total = s.total.trim().replace(',', '.');
  if (withType && s.type) filter.idTipoIngreso = Number(s.type);
  if (s.start) filter.fechaDesde = s.start;
  if (s.end) filter.fechaHasta = s.end;
  return filter;
}

/** Income kinds = income type `tipo` (spec 02 §9): 1 INGRESO, 2 PAQUETE, 3 PRACTICA. */
export const KIND = { INCOME: 1, PACKAGE: 2, PRACTICE: 3 } as const;

export const incomeNumber = (codigo: number) => `O-${codigo}`;
export const fullName = (p: { nombres: string; apellidos: string }) => `${p.nombres} ${p.apellidos}`.trim();

/** Client-side check of an amount: the spec's messages, at most two decimals. */
export function payError(
  value: string,
  t: (
    k: 'app.finance.common.payRequired' | 'app.finance.common.payInvalid' | 'app.finance.common.payPositive',
  ) => string,
) {
  const text = value.trim().replace(',', '.');
  if (!text) return t('app.finance.common.payRequired');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return t('app.finance.common.payInvalid');
  if (Number(text) <= 0) return t('app.finance.common.payPositive');
  return undefined;
}
