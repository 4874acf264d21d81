import { normalise } from '../../common/validators';
import type { CatalogueConfig } from '../catalogue/types';
import { ActiveSwitch } from '../users/ActiveSwitch';
import { UserInputs } from '../users/UserInputs';
import { UserRowActions } from '../users/UserRowActions';

/** /user: ci, apellidos, nombres, email, rol, estado, acciones; Activos/Inactivos switch. */
const users: CatalogueConfig = {
  resource: 'users',
  texts: 'users',
  describe: (r) => `${String(r.nombres ?? '')} ${String(r.apellidos ?? '')}`.trim(),
  sort: { field: 'apellidos', order: 'ASC' },
  filterDefaults: { estado: 1 },
  columns: [
    { source: 'ci', label: 'app.catalogues.fields.ci' },
    { source: 'apellidos', label: 'app.catalogues.fields.surnames' },
    { source: 'nombres', label: 'app.catalogues.fields.names' },
    { source: 'email', label: 'app.catalogues.fields.email' },
    { source: 'nombreRol', label: 'app.catalogues.fields.role' },
  ],
  Inputs: UserInputs,
  dialogWidth: 'sm',
  defaults: () => ({ nombres: '', apellidos: '', ci: '', email: '', telefono: '', usuario: '', password: '' }),
  // Names and surnames trimmed and upper-cased, the rest trimmed; the password only travels on create.
  toPayload: (values, mode) => {
    const { password, ...rest } = normalise(values, ['nombres', 'apellidos']);
    const data: Record<string, unknown> = { ...rest, idSucursal: Number(rest.idSucursal), idRol: Number(rest.idRol) };
    if (mode === 'create') data.password = typeof password === 'string' ? password : '';
    return data;
  },
  Controls: ActiveSwitch,
  RowActions: UserRowActions,
};

export default users;
