import type { CatalogueConfig } from '../catalogue/types';

/** /role: name, description, status. */
const roles: CatalogueConfig = {
  resource: 'roles',
  texts: 'roles',
  describe: (r) => String(r.nombreRol ?? ''),
  sort: { field: 'idRol', order: 'ASC' },
  columns: [
    { source: 'nombreRol', label: 'app.catalogues.fields.name' },
    { source: 'descripcion', label: 'app.catalogues.fields.description' },
  ],
  fields: [
    {
      kind: 'text',
      source: 'nombreRol',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.role',
      upper: true,
    },
    { kind: 'text', source: 'descripcion', label: 'app.catalogues.fields.description', multiline: true },
  ],
};

export default roles;
