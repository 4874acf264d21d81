import { useState } from 'react';
import { Button } from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import type { RaRecord } from 'react-admin';
import { RecordCredentialsAction } from '../../common/RecordCredentialsAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { PermissionsDialog } from './PermissionsDialog';

const STAFF_ROLE = 2;

/** 'Credenciales' (role 1) and, on role-2 rows, 'Cambiar Permisos'. */
export function UserRowActions({ record }: { record: RaRecord }) {
  const t = useAppTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RecordCredentialsAction record={record} />
      {Number(record.idRol) === STAFF_ROLE ? (
        <Button size="small" startIcon={<SecurityIcon />} onClick={() => setOpen(true)}>
          {t('app.catalogues.users.permissions')}
        </Button>
      ) : null}
      {open ? <PermissionsDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
