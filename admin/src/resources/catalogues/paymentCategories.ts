import type { RaRecord } from 'react-admin';
import type { CatalogueConfig } from '../catalogue/types';
import { showMoney } from '../../common/format';
import { CATEGORY_TYPES, PaymentCategoryInputs, PRACTICE } from './PaymentCategoryInputs';

const round2 = (n: number) => Math.round(n * 100) / 100;
const isPractice = (r: RaRecord | Record<string, unknown>) => Number(r.tipo) === PRACTICE;

/** Monto: Bs for Individual; for Practica a fraction shown as a percentage. */
function amountText(r: RaRecord): string {
  const amount = Number(r.monto ?? 0);
  return isPractice(r) ? `${round2(amount * 100)} %` : showMoney(amount);
}

/** /payment-category: Nro Estudiantes, Monto, Nivel, Tipo (1 Individual, otherwise Practica), Estado, Acciones. */
const paymentCategories: CatalogueConfig = {
  resource: 'payment-categories',
  texts: 'paymentCategories',
  describe: (r) => `${String(r.nivel ?? '')} - ${amountText(r)}`,
  sort: { field: 'id', order: 'ASC' },
  columns: [
    { source: 'nroEstudiante', label: 'app.catalogues.fields.students', sortable: false },
    { source: 'monto', label: 'app.catalogues.fields.amount', render: amountText, sortable: false },
    { source: 'nivel', label: 'app.catalogues.fields.level' },
    { source: 'tipo', label: 'app.catalogues.fields.type', choices: CATEGORY_TYPES },
  ],
  Inputs: PaymentCategoryInputs,
  defaults: () => ({ tipo: 1, nroEstudiante: 1, monto: '' }),
  toForm: (r) => ({ ...r, monto: isPractice(r) ? round2(Number(r.monto) * 100) : r.monto }),
  // Practica: count forced to 1 and the percentage sent as a fraction (divided by 100).
  toPayload: (values) => {
    const practice = isPractice(values);
    const amount = Number(String(values.monto ?? '').trim());
    return {
      ...values,
      tipo: Number(values.tipo),
      idNivel: Number(values.idNivel),
      nroEstudiante: practice ? 1 : Number(values.nroEstudiante),
      monto: practice ? amount / 100 : amount,
    };
  },
};

export default paymentCategories;
