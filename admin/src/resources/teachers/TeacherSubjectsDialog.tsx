import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { usersKeys, type TeacherSubject } from '../../providers/calls/users';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';

/** 'Asignar Materia' (spec 02 §2): the available subjects to add and the assigned ones to remove. */
export function TeacherSubjectsDialog({ teacher, onClose }: { teacher: RaRecord; onClose: () => void }) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const idTeacher = Number(teacher.idUsuario ?? teacher.id);
  const dept = Number(session.departmentId());
  const assignedList = useQuery({
    queryKey: usersKeys.teacherSubjects(idTeacher, dept),
    queryFn: () => dp.teacherSubjects(idTeacher, dept),
  });
  const availableList = useQuery({
    queryKey: usersKeys.availableTeacherSubjects(idTeacher, dept),
    queryFn: () => dp.availableTeacherSubjects(idTeacher, dept),
  });
  const assigned = assignedList.data ?? null;
  const available = availableList.data ?? [];
  const [chosen, setChosen] = useState<number | ''>('');
  const [problem, setProblem] = useState<string | null>(null);

  const load = () => Promise.all([assignedList.refetch(), availableList.refetch()]);

  const add = () => {
    if (!chosen) {
      setProblem(t('app.catalogues.teachers.subjectRequired'));
      return;
    }
    run(async () => {
      notify((await dp.assignTeacherSubject(idTeacher, chosen)).msg, { type: 'success' });
      setChosen('');
      await load();
    });
  };
  const remove = (subject: TeacherSubject) =>
    run(async () => {
      notify((await dp.unassignTeacherSubject(Number(subject.idDocenteMateria))).msg, { type: 'warning' });
      await load();
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="teacher-subjects-title">
      <DialogTitle id="teacher-subjects-title">
        {t('app.catalogues.teachers.assignSubject')}: {String(teacher.nombres ?? '')} {String(teacher.apellidos ?? '')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('app.catalogues.teachers.available')}
            value={chosen}
            error={!!problem}
            helperText={problem ?? (available.length ? ' ' : t('app.catalogues.teachers.noAvailable'))}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setProblem(null);
            }}
          >
            {available.map((s) => (
              <MenuItem key={s.idMateria} value={s.idMateria}>
                {s.codigoMateria} - {s.nombreMateria}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={add} disabled={busy}>
            {t('app.catalogues.teachers.add')}
          </Button>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('app.catalogues.teachers.assigned')}
        </Typography>
        {assigned && !assigned.length ? (
          <Typography color="text.secondary">{t('app.catalogues.teachers.noAssigned')}</Typography>
        ) : null}
        <List dense>
          {(assigned ?? []).map((s) => (
            <ListItem
              key={s.idMateria}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${t('app.catalogues.teachers.remove')} ${s.nombreMateria}`}
                  disabled={busy}
                  onClick={() => remove(s)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={s.nombreMateria} secondary={s.codigoMateria} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
