import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { PersonPicker } from '../../common/finance/PersonPicker';
import type { Person } from '../../providers/calls/finance';
import type { Lesson } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';

/** 'Cambiar Profesor' for one lesson or every lesson of its reservation ('Debe seleccionar un Profesor'). */
export function ChangeTeacherDialog({
  dept,
  lesson,
  all,
  onClose,
  onChanged,
}: {
  dept: number;
  lesson: Lesson;
  all: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const [teacher, setTeacher] = useState<Person | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    if (!teacher) {
      setError(t('app.schedule.rules.teacher'));
      return;
    }
    run(async () => {
      const answer = all
        ? await dp.changeAllLessonsTeacher(lesson, teacher.idUsuario)
        : await dp.changeLessonTeacher(lesson, teacher.idUsuario);
      notify(answer.msg, { type: 'success' });
      onChanged();
    });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="change-teacher-title">
      <DialogTitle id="change-teacher-title">{`${t('app.schedule.changeTitle')} · ${t(all ? 'app.schedule.changeAll' : 'app.schedule.changeOne')}`}</DialogTitle>
      <DialogContent>
        <PersonPicker
          label={t('app.schedule.teacher')}
          selected={teacher}
          error={error}
          search={(by) =>
            dp.searchTeachers(dept, by).then((list) => list.filter((p) => p.idUsuario !== lesson.idDocente))
          }
          onSelect={(p) => {
            setTeacher(p);
            setError(undefined);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.common.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {t('app.common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
