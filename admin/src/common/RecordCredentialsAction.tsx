import { useState } from 'react';
import { Button } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useListContext, type RaRecord } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useIsAdmin } from '../providers/useSession';
import { CredentialsDialog } from './CredentialsDialog';

/** 'Credenciales' on a person's row (users, teachers): role 1 only; the list reloads after a change. */
export function RecordCredentialsAction({ record }: { record: RaRecord }) {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const { refetch } = useListContext();
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
        {t('app.catalogues.users.credentials')}
      </Button>
      {open ? (
        <CredentialsDialog
          open
          idUser={Number(record.idUsuario ?? record.id)}
          user={String(record.usuario ?? '')}
          email={String(record.email ?? '')}
          title={t('app.credentials.userTitle')}
          onClose={() => setOpen(false)}
          onSaved={() => refetch()}
        />
      ) : null}
    </>
  );
}
