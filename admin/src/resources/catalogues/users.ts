import type { CatalogueConfig } from '../catalogue/types';
import { PERSON_COLUMNS, personCatalogue, personPayload } from '../users/personCatalogue';
import { LockoutsPanel } from '../users/LockoutsPanel';
import { UserInputs } from '../users/UserInputs';
import { UserRowActions } from '../users/UserRowActions';

/** /user: ci, apellidos, nombres, email, rol, estado, acciones; Activos/Inactivos switch. */
const users: CatalogueConfig = {
  ...personCatalogue,
  resource: 'users',
  texts: 'users',
  columns: [
    ...PERSON_COLUMNS,
    { source: 'email', label: 'app.catalogues.fields.email' },
    { source: 'nombreRol', label: 'app.catalogues.fields.role' },
  ],
  Inputs: UserInputs,
  toPayload: personPayload,
  RowActions: UserRowActions,
  Below: LockoutsPanel,
};

export default users;
