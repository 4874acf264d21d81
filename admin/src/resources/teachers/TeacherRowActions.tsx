import { useState } from 'react';
import { Button } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { RaRecord } from 'react-admin';
import { RecordCredentialsAction } from '../../common/RecordCredentialsAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { TeacherSubjectsDialog } from './TeacherSubjectsDialog';

/** 'Asignar Materia' and, for role 1, the credentials (spec 02 §2 "Teachers" actions). */
export function TeacherRowActions({ record }: { record: RaRecord }) {
  const t = useAppTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<MenuBookIcon />} onClick={() => setOpen(true)}>
        {t('app.catalogues.teachers.assignSubject')}
      </Button>
      <RecordCredentialsAction record={record} />
      {open ? <TeacherSubjectsDialog teacher={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
