import { useState } from 'react';
import { Button } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useListContext, type RaRecord } from 'react-admin';
import { CredentialsDialog } from '../../common/CredentialsDialog';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { TeacherSubjectsDialog } from './TeacherSubjectsDialog';

/** 'Asignar Materia' and, for role 1, the credentials (spec 02 §2 "Teachers" actions). */
export function TeacherRowActions({ record }: { record: RaRecord }) {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const { refetch } = useListContext();
  const [open, setOpen] = useState<'subjects' | 'credentials' | null>(null);
  return (
    <>
      <Button size="small" startIcon={<MenuBookIcon />} onClick={() => setOpen('subjects')}>{t('app.catalogues.teachers.assignSubject')}</Button>
      {isAdmin ? (
        <Button size="small" startIcon={<KeyIcon />} onClick={() => setOpen('credentials')}>{t('app.catalogues.users.credentials')}</Button>
      ) : null}
      {open === 'subjects' ? <TeacherSubjectsDialog teacher={record} onClose={() => setOpen(null)} /> : null}
      {open === 'credentials' ? (
        <CredentialsDialog open idUser={Number(record.idUsuario ?? record.id)} user={String(record.usuario ?? '')} email={String(record.email ?? '')}
          title={t('app.credentials.userTitle')} onClose={() => setOpen(null)} onSaved={() => refetch()} />
      ) : null}
    </>
  );
}
