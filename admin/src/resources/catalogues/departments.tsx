import { Button } from '@mui/material';
import StoreIcon from '@mui/icons-material/Store';
import type { RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { CatalogueConfig } from '../catalogue/types';

const branchesOf = (record: RaRecord) => `/branch-office/${record.idDepartamento ?? record.id}`;

function BranchesLink({ record }: { record: RaRecord }) {
  const t = useAppTranslate();
  return (
    <Button
      size="small"
      startIcon={<StoreIcon />}
      component={RouterLink}
      to={branchesOf(record)}
      onClick={(e) => e.stopPropagation()}
    >
      {t('app.catalogues.departments.branches')}
    </Button>
  );
}

/** /departament: name, status, actions; each row opens its branch offices. */
const departments: CatalogueConfig = {
  resource: 'departments',
  texts: 'departments',
  describe: (r) => String(r.nombreDepartamento ?? ''),
  sort: { field: 'nombreDepartamento', order: 'ASC' },
  columns: [{ source: 'nombreDepartamento', label: 'app.catalogues.fields.name' }],
  fields: [
    {
      kind: 'text',
      source: 'nombreDepartamento',
      label: 'app.catalogues.fields.name',
      required: 'app.catalogues.rules.department',
      upper: true,
    },
  ],
  rowLink: branchesOf,
  RowActions: BranchesLink,
};

export default departments;
