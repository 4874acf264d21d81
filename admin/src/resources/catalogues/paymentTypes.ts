import type { CatalogueConfig, Choice } from '../catalogue/types';

const YES_NO: readonly Choice[] = [
  { id: 1, name: 'app.common.yes' },
  { id: 0, name: 'app.common.no' },
];

/**
 * /payment-type: name, description, 'Es efectivo' (what the shift close counts as cash), status. The name's
 * message reads 'Ingrese un Turno', as the spec says.
 */
const paymentTypes: CatalogueConfig = {
  resource: 'payment-types',
  texts: 'paymentTypes',
  describe: (r) => String(r.nombreTipoPago ?? ''),
  sort: { field: 'nombreTipoPago', order: 'ASC' },
  columns: [
    { source: 'nombreTipoPago', label: 'app.catalogues.fields.name' },
    { source: 'descripcion', label: 'app.catalogues.fields.description' },
    { source: 'esEfectivo', label: 'app.catalogues.fields.cash', choices: YES_NO },
  ],
  fields: [
    {
      kind: 'text',
      source: 'nombreTipoPago',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.turn',
      upper: true,
    },
    { kind: 'text', source: 'descripcion', label: 'app.catalogues.fields.description', multiline: true },
    { kind: 'boolean', source: 'esEfectivo', label: 'app.catalogues.fields.cash' },
  ],
};

export default paymentTypes;
