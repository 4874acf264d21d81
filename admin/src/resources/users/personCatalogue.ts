import { normalise } from '../../common/validators';
import type { CatalogueConfig, ColumnSpec, FormMode } from '../catalogue/types';
import { ActiveSwitch } from './ActiveSwitch';

/** What the /user and /teacher catalogues share: a person named by names and surnames, listed by surname, Activos by default. */
export const personCatalogue = {
  describe: (r) => `${String(r.nombres ?? '')} ${String(r.apellidos ?? '')}`.trim(),
  sort: { field: 'apellidos', order: 'ASC' },
  filterDefaults: { estado: 1 },
  dialogWidth: 'sm',
  defaults: () => ({ nombres: '', apellidos: '', ci: '', email: '', telefono: '', usuario: '', password: '' }),
  Controls: ActiveSwitch,
} satisfies Partial<CatalogueConfig>;

export const PERSON_COLUMNS: readonly ColumnSpec[] = [
  { source: 'ci', label: 'app.catalogues.fields.ci' },
  { source: 'apellidos', label: 'app.catalogues.fields.surnames' },
  { source: 'nombres', label: 'app.catalogues.fields.names' },
];

/**
 * Names and surnames trimmed and upper-cased, the rest trimmed (spec 02 §5); ids as numbers; a branch left
 * out when the form has none (role 2); the password only on create.
 */
export function personPayload(values: Record<string, unknown>, mode: FormMode): Record<string, unknown> {
  const { password, ...rest } = normalise(values, ['nombres', 'apellidos']);
  const data: Record<string, unknown> = { ...rest, idRol: Number(rest.idRol) };
  if (rest.idSucursal) data.idSucursal = Number(rest.idSucursal);
  else delete data.idSucursal;
  if (mode === 'create') data.password = typeof password === 'string' ? password : '';
  return data;
}
