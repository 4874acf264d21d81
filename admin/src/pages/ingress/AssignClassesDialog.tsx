import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { fullName } from '../../common/finance/financeValues';
import type { ReservationStudent } from '../../providers/calls/finance';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PersonPicker } from '../../common/finance/PersonPicker';

/**
 * 'Asignar clases' of a package income (spec 02 §2 "assign-class teacher search"): choose the teacher,
 * then the calendar opens at /ingress/teacher/{idTeacher}/schedule with the package's student chosen
 * (`?idReservation=` in the address, and the student of spec 02 §3 in the router state).
 */
export function AssignClassesDialog({
  student,
  departmentId,
  onClose,
}: {
  student: ReservationStudent;
  departmentId: number;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [teacher, setTeacher] = useState<{ idUsuario: number } | null>(null);

  const go = (idTeacher: number) =>
    navigate(`/ingress/teacher/${idTeacher}/schedule?idReservation=${student.idReserva}`, { state: { student } });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="assign-title">
      <DialogTitle id="assign-title">{t('app.finance.teacher.assignTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {`${fullName(student)} · CI ${student.ci} · ${t('app.finance.teacher.hoursLeft', { minutes: student.hrsRestante })}`}
        </Typography>
        <PersonPicker
          label={t('app.finance.teacher.title')}
          selected={null}
          search={(by) => dp.searchTeachers(departmentId, by)}
          onSelect={(person) => {
            if (person) {
              setTeacher(person);
              go(person.idUsuario);
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!!teacher}>
          {t('app.common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
