import { normalise } from '../../common/validators';
import type { CatalogueConfig } from '../catalogue/types';
import { TeacherInputs } from '../teachers/TeacherInputs';
import { TeacherRowActions } from '../teachers/TeacherRowActions';
import { TeacherTransferDialog } from '../teachers/TeacherTransferDialog';
import { ActiveSwitch } from '../users/ActiveSwitch';

/** /teacher (spec 02 §2): ci, apellidos, nombres, tipo, sucursal, estado (role 1), acciones; a row opens the calendar. */
const teachers: CatalogueConfig = {
  resource: 'teachers',
  texts: 'teachers',
  section: 'app.dropdowns.hours',
  describe: (r) => `${String(r.nombres ?? '')} ${String(r.apellidos ?? '')}`.trim(),
  sort: { field: 'apellidos', order: 'ASC' },
  filterDefaults: { estado: 1 },
  search: true,
  columns: [
    { source: 'ci', label: 'app.catalogues.fields.ci' },
    { source: 'apellidos', label: 'app.catalogues.fields.surnames' },
    { source: 'nombres', label: 'app.catalogues.fields.names' },
    { source: 'nombreRol', label: 'app.catalogues.fields.type' },
    { source: 'nombreSucursal', label: 'app.catalogues.fields.branch' },
  ],
  Inputs: TeacherInputs,
  dialogWidth: 'sm',
  defaults: () => ({ nombres: '', apellidos: '', ci: '', email: '', telefono: '', usuario: '', password: '' }),
  toPayload: (values, mode) => {
    const { password, ...rest } = normalise(values, ['nombres', 'apellidos']);
    const data: Record<string, unknown> = { ...rest, idRol: Number(rest.idRol) };
    if (rest.idSucursal) data.idSucursal = Number(rest.idSucursal);
    else delete data.idSucursal;
    if (mode === 'create' && typeof password === 'string' && password) data.password = password;
    return data;
  },
  rowLink: (r) => `/teacher/${String(r.idUsuario ?? r.id)}/schedule`,
  Controls: ActiveSwitch,
  RowActions: TeacherRowActions,
  Transfer: TeacherTransferDialog,
};

export default teachers;
