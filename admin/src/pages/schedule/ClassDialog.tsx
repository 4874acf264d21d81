import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import {
  CALENDAR,
  EVENT_TYPE,
  isPaidLesson,
  lessonSubjects,
  packageMinutesProblem,
  slotMinutes,
  slotProblem,
} from '../../../../domain/calendar';
import { RECORD_CHANGED } from '../../../../domain/concurrency';
import { maxLengthOf } from '../../../../domain/field-limits';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { isStaleSave } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { laPazInstant } from '../../common/laPazClock';
import type { Level } from '../../providers/calls/finance';
import type { ChosenStudent, Lesson, Subject } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';
import { SlotFields, type SlotValues } from './SlotFields';

interface Values {
  idSubject: number | '';
  idLevel: number | '';
  numberStudent: number | '';
  description: string;
  virtual: boolean;
}

/**
 * 'Agregar clase' / 'Editar clase' (spec 02 §2, §3 Class form, §5): subject, level, number of students,
 * description, virtual and the slot. A package student's lesson takes minutes with the hours-pack
 * messages; the server checks the same and also refuses a clash.
 */
export function ClassDialog({
  dept,
  idTeacher,
  student,
  slot,
  lesson,
  onClose,
  onSaved,
  onStale,
}: {
  dept: number;
  idTeacher: number;
  student: ChosenStudent;
  slot: SlotValues;
  lesson?: Lesson;
  onClose: () => void;
  onSaved: (idReservation: number | null) => void;
  /** The lesson was changed by someone else (409): the page reloads it; the dialog keeps what was typed. */
  onStale?: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const isAdmin = useIsAdmin();
  const { busy, run } = useBusyAction();
  const [subjects, setSubjects] = useState<Subject[] | null>(null);
  const [levels, setLevels] = useState<Level[]>([]);
  const [times, setTimes] = useState(slot);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<Values>({
    idSubject: lesson?.idMateria ?? '',
    idLevel: lesson?.idNivel ?? student.idLevel ?? '',
    numberStudent: lesson?.nroAlumnos ?? student.numberStudents ?? 1,
    description: lesson?.descripcion ?? '',
    virtual: !!lesson?.virtual,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isPackage = student.paquete === true || lesson?.tipo === EVENT_TYPE.PACKAGE;
  const set = (key: keyof Values) => (e: { target: { value: unknown; checked?: boolean } }) => {
    setValues((v) => ({ ...v, [key]: key === 'virtual' ? !!e.target.checked : e.target.value }));
    // A field's red message goes as soon as it is filled; the others stay until the next save.
    setErrors(({ [key]: _filled, ...rest }) => rest);
  };
  const setTimesClearing = (next: SlotValues) => {
    setTimes(next);
    setErrors(({ time: _filled, ...rest }) => rest);
  };

  useEffect(() => {
    dp.teacherSubjects(idTeacher, dept).then(
      (all) => setSubjects(lessonSubjects(all, lesson?.idMateria)),
      () => setSubjects([]),
    );
    dp.levels(dept).then(setLevels, () => setLevels([]));
  }, [dp, dept, idTeacher, lesson?.idMateria]);

  const save = () => {
    const problems: Record<string, string> = {};
    if (!values.idSubject) problems.idSubject = t('app.schedule.rules.subject');
    if (!values.idLevel) problems.idLevel = t('app.schedule.rules.level');
    if (!values.numberStudent) problems.numberStudent = t('app.schedule.rules.numberStudents');
    const startDate = laPazInstant(times.date, times.start || '00:00');
    const endDate = laPazInstant(times.date, times.end || '00:00');
    const slotIssue =
      !times.start || !times.end ? t('app.schedule.rules.time') : slotProblem({ start: startDate, end: endDate });
    if (slotIssue) problems.time = slotIssue;
    else if (isPackage) {
      const old = lesson ? slotMinutes({ start: lesson.fechaInicial, end: lesson.fechaFinal }) : null;
      const minutesProblem = packageMinutesProblem(
        student.hrsRestante ?? lesson?.hrsRestante ?? 0,
        slotMinutes({ start: startDate, end: endDate }),
        old,
      );
      if (minutesProblem) {
        notify(minutesProblem, { type: 'warning' });
        return;
      }
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const body = {
      // The checks above ensure the three choices are filled in.
      idTeacher,
      idSubject: Number(values.idSubject),
      idLevel: Number(values.idLevel),
      numberStudent: Number(values.numberStudent),
      startDate,
      endDate,
      description: values.description.trim().toUpperCase(),
      virtual: values.virtual,
      idDepartament: dept,
      idReservation: lesson?.idReserva ?? student.idReserva ?? null,
      hoursLeft: student.hrsRestante ?? null,
    };
    run(async () => {
      if (lesson) {
        const answer = await dp
          .updateLesson({ ...body, idLesson: lesson.idClase, idSchedule: lesson.idCalendario, version: lesson.version })
          .catch((error) => {
            if (!isStaleSave(error)) throw error;
            notify(RECORD_CHANGED, { type: 'warning' });
            onStale?.();
            return null;
          });
        if (!answer) return;
        notify(answer.msg, { type: 'success' });
        onSaved(lesson.idReserva);
      } else {
        const answer = await dp.insertLesson({
          ...body,
          idStudent: student.idUsuario,
          statusType: isPackage ? EVENT_TYPE.PACKAGE : EVENT_TYPE.UNPAID,
        });
        notify(answer.msg, { type: 'success' });
        onSaved(answer.idReservationStudent);
      }
    });
  };

  const askDelete = () => {
    if (lesson && isPaidLesson(lesson.tipo) && !isAdmin)
      notify(t('app.schedule.rules.paidLesson'), { type: 'warning' });
    else setConfirming(true);
  };
  const remove = () =>
    lesson &&
    run(async () => {
      notify((await dp.deleteLesson(lesson)).msg, { type: 'warning' });
      setConfirming(false);
      onSaved(lesson.idReserva);
    });

  return (
    <FormDialog
      titleId="class-dialog-title"
      title={t(lesson ? 'app.schedule.editClass' : 'app.schedule.addClass')}
      maxWidth="sm"
      busy={busy}
      onClose={onClose}
      onSave={save}
      after={
        <ConfirmDialog
          open={confirming}
          title={t('app.schedule.deleteTitle')}
          question={t('app.schedule.rules.confirmDelete')}
          busy={busy}
          onYes={remove}
          onNo={() => setConfirming(false)}
        />
      }
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`${t('app.schedule.student')}: ${student.nombres} ${student.apellidos} · CI ${student.ci}`}
        {isPackage
          ? ` · ${t('app.schedule.minutesLeft', { minutes: student.hrsRestante ?? lesson?.hrsRestante ?? 0 })}`
          : ''}
      </Typography>
      <TextField
        select
        fullWidth
        margin="dense"
        label={t('app.schedule.fields.subject')}
        value={values.idSubject}
        onChange={set('idSubject')}
        error={!!errors.idSubject}
        helperText={errors.idSubject ?? (subjects && !subjects.length ? t('app.schedule.noSubjects') : ' ')}
      >
        {(subjects ?? []).map((s) => (
          <MenuItem key={s.idMateria} value={s.idMateria}>
            {s.codigoMateria} - {s.nombreMateria}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('app.schedule.fields.level')}
          value={values.idLevel}
          onChange={set('idLevel')}
          error={!!errors.idLevel}
          helperText={errors.idLevel ?? ' '}
        >
          {levels.map((l) => (
            <MenuItem key={l.idNivel} value={l.idNivel}>
              {l.nombreNivel} ({l.sigla})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('app.schedule.fields.numberStudents')}
          value={values.numberStudent}
          onChange={set('numberStudent')}
          error={!!errors.numberStudent}
          helperText={errors.numberStudent ?? ' '}
        >
          {Array.from({ length: CALENDAR.numberStudents.max }, (_, i) => i + 1).map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <SlotFields values={times} onChange={setTimesClearing} error={errors.time} />
      <TextField
        fullWidth
        margin="dense"
        label={t('app.schedule.fields.description')}
        value={values.description}
        onChange={set('description')}
        slotProps={{ htmlInput: { maxLength: maxLengthOf('description') } }}
      />
      <FormControlLabel
        control={<Checkbox checked={values.virtual} onChange={set('virtual')} />}
        label={t('app.schedule.fields.virtual')}
      />
      {lesson ? (
        <Box sx={{ mt: 1 }}>
          <Button color="error" onClick={askDelete} disabled={busy}>
            {t('app.schedule.deleteClass')}
          </Button>
        </Box>
      ) : null}
    </FormDialog>
  );
}
