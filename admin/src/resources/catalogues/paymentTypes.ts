import type { CatalogueConfig } from '../catalogue/types';

/** /payment-type: name, description, status. The name's message reads 'Ingrese un Turno', as the spec says. */
const paymentTypes: CatalogueConfig = {
  resource: 'payment-types',
  texts: 'paymentTypes',
  describe: (r) => String(r.nombreTipoPago ?? ''),
  sort: { field: 'nombreTipoPago', order: 'ASC' },
  columns: [
    { source: 'nombreTipoPago', label: 'app.catalogues.fields.name' },
    { source: 'descripcion', label: 'app.catalogues.fields.description' },
  ],
  fields: [
    { kind: 'text', source: 'nombreTipoPago', label: 'app.catalogues.fields.name', required: 'app.catalogues.rules.turn', upper: true },
    { kind: 'text', source: 'descripcion', label: 'app.catalogues.fields.description', multiline: true },
  ],
};

export default paymentTypes;
