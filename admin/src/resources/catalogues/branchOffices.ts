import type { CatalogueConfig, RouteParams } from '../catalogue/types';

const departmentOf = (params: RouteParams) => Number(params.idDepartament);

/** /branch-office/:idDepartament: name, department, phone (free), status. */
const branchOffices: CatalogueConfig = {
  resource: 'branch-offices',
  texts: 'branchOffices',
  describe: (r) => String(r.nombreSucursal ?? ''),
  sort: { field: 'nombreSucursal', order: 'ASC' },
  filter: (params) => ({ idDepartamento: departmentOf(params) }),
  defaults: (params) => ({ idDepartamento: departmentOf(params), telefono: '' }),
  parent: { label: 'app.menu.departments', path: '/departament' },
  columns: [
    { source: 'nombreSucursal', label: 'app.catalogues.fields.name' },
    { source: 'nombreDepartamento', label: 'app.catalogues.fields.department' },
    { source: 'telefono', label: 'app.catalogues.fields.phone' },
  ],
  fields: [
    {
      kind: 'text',
      source: 'nombreSucursal',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.branch',
      upper: true,
    },
    {
      kind: 'reference',
      source: 'idDepartamento',
      label: 'app.catalogues.fields.department',
      required: 'app.catalogues.rules.branchDepartment',
      reference: 'departments',
      optionText: 'nombreDepartamento',
      filter: { estado: 1 },
    },
    { kind: 'text', source: 'telefono', label: 'app.catalogues.fields.phone' },
  ],
};

export default branchOffices;
