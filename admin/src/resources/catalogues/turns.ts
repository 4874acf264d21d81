import type { CatalogueConfig } from '../catalogue/types';

/** /turn: name, description, status. */
const turns: CatalogueConfig = {
  resource: 'turns',
  texts: 'turns',
  describe: (r) => String(r.nombreTurno ?? ''),
  sort: { field: 'nombreTurno', order: 'ASC' },
  columns: [
    { source: 'nombreTurno', label: 'app.catalogues.fields.name' },
    { source: 'descripcion', label: 'app.catalogues.fields.description' },
  ],
  fields: [
    {
      kind: 'text',
      source: 'nombreTurno',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.turn',
      upper: true,
    },
    { kind: 'text', source: 'descripcion', label: 'app.catalogues.fields.description', multiline: true },
  ],
};

export default turns;
