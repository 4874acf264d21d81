import { useCallback, useEffect, useState } from 'react';
import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, MenuItem, TextField, Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, type RaRecord } from 'react-admin';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useTeachersApi, type TeacherSubject } from './teachersApi';

/** 'Asignar Materia' (spec 02 §2): the available subjects to add and the assigned ones to remove. */
export function TeacherSubjectsDialog({ teacher, onClose }: { teacher: RaRecord; onClose: () => void }) {
  const t = useAppTranslate();
  const api = useTeachersApi();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const idTeacher = Number(teacher.idUsuario ?? teacher.id);
  const dept = Number(session.departmentId());
  const [assigned, setAssigned] = useState<TeacherSubject[] | null>(null);
  const [available, setAvailable] = useState<TeacherSubject[]>([]);
  const [chosen, setChosen] = useState<number | ''>('');
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [a, b] = await Promise.all([api.assigned(idTeacher, dept), api.available(idTeacher, dept)]);
    setAssigned(a);
    setAvailable(b);
  }, [api, idTeacher, dept]);
  useEffect(() => { run(load); }, [run, load]);

  const add = () => {
    if (!chosen) { setProblem(t('app.catalogues.teachers.subjectRequired')); return; }
    run(async () => {
      notify((await api.assign(idTeacher, chosen)).msg, { type: 'success' });
      setChosen('');
      await load();
    });
  };
  const remove = (subject: TeacherSubject) => run(async () => {
    notify((await api.unassign(Number(subject.idDocenteMateria))).msg, { type: 'warning' });
    await load();
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="teacher-subjects-title">
      <DialogTitle id="teacher-subjects-title">
        {t('app.catalogues.teachers.assignSubject')}: {String(teacher.nombres ?? '')} {String(teacher.apellidos ?? '')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}>
          <TextField select fullWidth size="small" label={t('app.catalogues.teachers.available')} value={chosen}
            error={!!problem} helperText={problem ?? (available.length ? ' ' : t('app.catalogues.teachers.noAvailable'))}
            onChange={(e) => { setChosen(Number(e.target.value)); setProblem(null); }}>
            {available.map((s) => <MenuItem key={s.idMateria} value={s.idMateria}>{s.codigoMateria} - {s.nombreMateria}</MenuItem>)}
          </TextField>
          <Button variant="contained" onClick={add} disabled={busy}>{t('app.catalogues.teachers.add')}</Button>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>{t('app.catalogues.teachers.assigned')}</Typography>
        {assigned && !assigned.length ? <Typography color="text.secondary">{t('app.catalogues.teachers.noAssigned')}</Typography> : null}
        <List dense>
          {(assigned ?? []).map((s) => (
            <ListItem key={s.idMateria} divider secondaryAction={(
              <IconButton edge="end" aria-label={`${t('app.catalogues.teachers.remove')} ${s.nombreMateria}`} disabled={busy} onClick={() => remove(s)}>
                <DeleteIcon />
              </IconButton>
            )}>
              <ListItemText primary={s.nombreMateria} secondary={s.codigoMateria} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
