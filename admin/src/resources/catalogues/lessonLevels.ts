import type { CatalogueConfig } from '../catalogue/types';

/** /lesson-level: Nombre, Sigla, Descripcion (optional), Estado, Acciones. */
const lessonLevels: CatalogueConfig = {
  resource: 'lesson-levels',
  texts: 'lessonLevels',
  describe: (r) => String(r.nombreNivel ?? ''),
  sort: { field: 'nombreNivel', order: 'ASC' },
  columns: [
    { source: 'nombreNivel', label: 'app.catalogues.fields.name' },
    { source: 'sigla', label: 'app.catalogues.fields.initials' },
    { source: 'descripcion', label: 'app.catalogues.fields.description' },
  ],
  fields: [
    {
      kind: 'text',
      source: 'nombreNivel',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.levelName',
      upper: true,
    },
    {
      kind: 'text',
      source: 'sigla',
      label: 'app.catalogues.fields.initials',
      required: 'app.catalogues.rules.initials',
      upper: true,
    },
    { kind: 'text', source: 'descripcion', label: 'app.catalogues.fields.description', multiline: true },
  ],
};

export default lessonLevels;
