import type { CatalogueConfig } from '../catalogue/types';
import { TeacherInputs } from '../teachers/TeacherInputs';
import { TeacherRowActions } from '../teachers/TeacherRowActions';
import { TeacherTransferDialog } from '../teachers/TeacherTransferDialog';
import { PERSON_COLUMNS, personCatalogue, personPayload } from '../users/personCatalogue';

/** /teacher (spec 02 §2): ci, apellidos, nombres, tipo, sucursal, estado (role 1), acciones; a row opens the calendar. */
const teachers: CatalogueConfig = {
  ...personCatalogue,
  resource: 'teachers',
  texts: 'teachers',
  section: 'app.dropdowns.hours',
  search: true,
  columns: [
    ...PERSON_COLUMNS,
    { source: 'nombreRol', label: 'app.catalogues.fields.type' },
    { source: 'nombreSucursal', label: 'app.catalogues.fields.branch' },
  ],
  Inputs: TeacherInputs,
  toPayload: personPayload,
  rowLink: (r) => `/teacher/${String(r.idUsuario ?? r.id)}/schedule`,
  RowActions: TeacherRowActions,
  Transfer: TeacherTransferDialog,
};

export default teachers;
