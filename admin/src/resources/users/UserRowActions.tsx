import { useState } from 'react';
import { Button } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import SecurityIcon from '@mui/icons-material/Security';
import { useListContext, type RaRecord } from 'react-admin';
import { CredentialsDialog } from '../../common/CredentialsDialog';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { PermissionsDialog } from './PermissionsDialog';

const STAFF_ROLE = 2;

/** 'Credenciales' (role 1) and, on role-2 rows, 'Cambiar Permisos'. */
export function UserRowActions({ record }: { record: RaRecord }) {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const { refetch } = useListContext();
  const [open, setOpen] = useState<'credentials' | 'permissions' | null>(null);
  return (
    <>
      {isAdmin ? (
        <Button size="small" startIcon={<KeyIcon />} onClick={() => setOpen('credentials')}>
          {t('app.catalogues.users.credentials')}
        </Button>
      ) : null}
      {Number(record.idRol) === STAFF_ROLE ? (
        <Button size="small" startIcon={<SecurityIcon />} onClick={() => setOpen('permissions')}>
          {t('app.catalogues.users.permissions')}
        </Button>
      ) : null}
      {open === 'credentials' ? (
        <CredentialsDialog
          open
          idUser={Number(record.idUsuario ?? record.id)}
          user={String(record.usuario ?? '')}
          email={String(record.email ?? '')}
          title={t('app.credentials.userTitle')}
          onClose={() => setOpen(null)}
          onSaved={() => refetch()}
        />
      ) : null}
      {open === 'permissions' ? <PermissionsDialog record={record} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
