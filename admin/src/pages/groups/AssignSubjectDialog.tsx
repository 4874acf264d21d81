import { useState } from 'react';
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
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { academicsKeys, type Group } from '../../providers/calls/academics';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';

/** 'Asignar Materia': the group's subjects with their teachers; assign one more or remove one (spec 01 §2 "Groups"). */
export function AssignSubjectDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const dept = session.departmentId() ?? 0;
  const assigned = useQuery({
    queryKey: academicsKeys.groupSubjects(group.idGrupo, dept),
    queryFn: () => dp.groupSubjects(group.idGrupo, dept),
  });
  const available = useQuery({
    queryKey: academicsKeys.availableSubjects(group.idGrupo, dept),
    queryFn: () => dp.availableGroupSubjects(group.idGrupo, dept),
  });
  const teachers = useQuery({ queryKey: academicsKeys.teachers(dept), queryFn: () => dp.teacherOptions(dept) });
  const [idSubject, setSubject] = useState('');
  const [idTeacher, setTeacher] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, run: runBusy } = useBusyAction();
  const subjectError = touched && !idSubject ? t('app.academics.groups.subjectRequired') : undefined;
  const teacherError = touched && !idTeacher ? t('app.academics.groups.teacherRequired') : undefined;

  const refresh = () => {
    void assigned.refetch();
    void available.refetch();
  };
  const run = (action: () => Promise<{ msg: string }>, type: 'success' | 'warning') =>
    runBusy(async () => {
      notify((await action()).msg, { type });
      refresh();
    });
  const assign = async () => {
    setTouched(true);
    if (!idSubject || !idTeacher) return;
    if (
      await run(
        () =>
          dp.assignGroupSubject({ idGroup: group.idGrupo, idSubject: Number(idSubject), idTeacher: Number(idTeacher) }),
        'success',
      )
    ) {
      setSubject('');
      setTeacher('');
      setTouched(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="assign-title">
      <DialogTitle id="assign-title">
        {t('app.academics.groups.assignTitle')} — {group.nombreGrupo}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 200, flex: 1 }}
            label={t('app.academics.groups.subject')}
            value={idSubject}
            onChange={(e) => setSubject(e.target.value)}
            error={!!subjectError}
            helperText={subjectError}
          >
            {(available.data ?? []).length ? (
              (available.data ?? []).map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))
            ) : (
              <MenuItem disabled value="">
                {t('app.academics.groups.noAvailable')}
              </MenuItem>
            )}
          </TextField>
          <TextField
            select
            size="small"
            sx={{ minWidth: 200, flex: 1 }}
            label={t('app.academics.groups.teacher')}
            value={idTeacher}
            onChange={(e) => setTeacher(e.target.value)}
            error={!!teacherError}
            helperText={teacherError}
          >
            {(teachers.data ?? []).length ? (
              (teachers.data ?? []).map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))
            ) : (
              <MenuItem disabled value="">
                {t('app.academics.groups.noTeachers')}
              </MenuItem>
            )}
          </TextField>
          <Button variant="contained" onClick={assign} disabled={busy} sx={{ mt: 0.25 }}>
            {t('app.academics.groups.assignButton')}
          </Button>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('app.academics.groups.assigned')}
        </Typography>
        {(assigned.data ?? []).length ? (
          <List dense aria-label={t('app.academics.groups.assigned')}>
            {(assigned.data ?? []).map((s) => (
              <ListItem
                key={s.idGrupoMateria}
                divider
                secondaryAction={
                  <Tooltip title={t('app.academics.groups.removeSubject')}>
                    <IconButton
                      edge="end"
                      aria-label={t('app.academics.groups.removeSubject')}
                      disabled={busy}
                      onClick={() => run(() => dp.removeGroupSubject(s.idGrupoMateria), 'warning')}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText primary={s.nombreMateria} secondary={s.docente} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {t('app.academics.groups.noSubjects')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
