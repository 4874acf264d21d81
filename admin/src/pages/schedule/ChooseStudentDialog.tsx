import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { NewStudentDialog } from '../ingress/NewStudentDialog';
import { PersonPicker } from '../../common/finance/PersonPicker';
import type { Person } from '../../providers/calls/finance';
import type { ChosenStudent } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';

/** 'Seleccionar Estudiante' (spec 02 §2): search by CI, Apellidos or Nombres, or register a new one (transfer flow included). */
export function ChooseStudentDialog({
  dept,
  onClose,
  onChosen,
}: {
  dept: number;
  onClose: () => void;
  onChosen: (student: ChosenStudent) => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Person[]>([]);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="choose-student-title">
      <DialogTitle id="choose-student-title">{t('app.schedule.selectStudent')}</DialogTitle>
      <DialogContent>
        <PersonPicker
          label={t('app.schedule.student')}
          selected={null}
          extraResults={created}
          search={(by) => dp.searchClassStudents(dept, by)}
          onNew={() => setCreating(true)}
          onSelect={(p) => p && onChosen({ ...p, idReserva: null, paquete: false })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.common.cancel')}</Button>
      </DialogActions>
      {creating ? (
        <NewStudentDialog
          departmentId={dept}
          onClose={() => setCreating(false)}
          onCreated={(student, listed) => {
            setCreating(false);
            if (listed) setCreated((c) => [student, ...c]);
          }}
        />
      ) : null}
    </Dialog>
  );
}
