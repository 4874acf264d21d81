import type { CatalogueConfig, Choice } from '../catalogue/types';

const INCOME_TYPES: readonly Choice[] = [
  { id: 1, name: 'app.catalogues.choices.income' },
  { id: 2, name: 'app.catalogues.choices.package' },
  { id: 3, name: 'app.catalogues.choices.practiceUpper' },
];

/** /ingress-type: Nombre, Estado, Acciones; dialog Nombre and Tipo. The name's message reads 'Ingrese un Turno' (spec). */
const incomeTypes: CatalogueConfig = {
  resource: 'income-types',
  texts: 'incomeTypes',
  describe: (r) => String(r.nombreTipoIngreso ?? ''),
  sort: { field: 'nombreTipoIngreso', order: 'ASC' },
  columns: [{ source: 'nombreTipoIngreso', label: 'app.catalogues.fields.name' }],
  fields: [
    {
      kind: 'text',
      source: 'nombreTipoIngreso',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.turn',
      upper: true,
    },
    {
      kind: 'select',
      source: 'tipo',
      label: 'app.catalogues.fields.type',
      required: 'app.catalogues.rules.incomeType',
      choices: INCOME_TYPES,
    },
  ],
};

export default incomeTypes;
