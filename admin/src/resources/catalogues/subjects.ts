import type { CatalogueConfig, Choice } from '../catalogue/types';

const SUBJECT_TYPES: readonly Choice[] = [
  { id: 1, name: 'app.catalogues.choices.individual' },
  { id: 2, name: 'app.catalogues.choices.group' },
];

/** /subject: Nombre, Codigo, Tipo (1 Individual, otherwise Grupal), Estado, Acciones. */
const subjects: CatalogueConfig = {
  resource: 'subjects',
  texts: 'subjects',
  describe: (r) => String(r.nombreMateria ?? ''),
  sort: { field: 'nombreMateria', order: 'ASC' },
  columns: [
    { source: 'nombreMateria', label: 'app.catalogues.fields.name' },
    { source: 'codigoMateria', label: 'app.catalogues.fields.code' },
    { source: 'tipo', label: 'app.catalogues.fields.type', choices: SUBJECT_TYPES },
  ],
  fields: [
    {
      kind: 'text',
      source: 'nombreMateria',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.subject',
      upper: true,
    },
    {
      kind: 'text',
      source: 'codigoMateria',
      label: 'app.catalogues.fields.code',
      required: 'app.catalogues.rules.subjectCode',
      upper: true,
    },
    {
      kind: 'select',
      source: 'tipo',
      label: 'app.catalogues.fields.type',
      required: 'app.catalogues.rules.subjectType',
      choices: SUBJECT_TYPES,
    },
  ],
};

export default subjects;
