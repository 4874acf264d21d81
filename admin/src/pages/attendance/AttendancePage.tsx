import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { ATTENDANCE_MESSAGES, attendanceDateProblem, lastClassDay, MIN_DATE } from '../../../../domain/grades';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ClassGroupSelects, FILTER_SX, useClassGroupFilter } from '../../common/ClassGroupFilter';
import { Notice } from '../../common/EmptyState';
import { todayLaPaz } from '../../common/format';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { changedKeys, rebase, sheetConflict, type Cells } from '../../common/sheetEdits';
import { useBusyAction } from '../../common/useBusyAction';
import { useRememberedChoice } from '../../common/useRememberedChoice';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { gradesKeys } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * /attendance 'Asistencia' (spec 02 §2, §4): semester, group and a weekday up to today; a present switch per
 * student, 'select all', save. Changing the date or group clears the list; saving sends only the marks changed
 * and reloads the list, keeping a mark someone else changed meanwhile as the user set it. Made for a phone.
 */
export default function AttendancePage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const today = todayLaPaz();
  // The semester and group are remembered for this user on this device; the date opens on the day's class.
  const [choice, setChoice] = useRememberedChoice<{ idSemester: number | ''; idGroup: number | '' }>('attendance', {
    idSemester: '',
    idGroup: '',
  });
  const [date, setDate] = useState(() => lastClassDay(today));
  const f = { ...choice, date };
  const [present, setPresent] = useState<Record<number, boolean>>({});
  const filter = useClassGroupFilter('attendance', f.idSemester, f.idGroup);
  // A remembered semester or group that is gone (closed, or no longer the teacher's) is dropped, not shown blank.
  const { semesters, groups } = filter;
  useEffect(() => {
    if (semesters.data && choice.idSemester && !semesters.data.some((x) => x.idSemestre === choice.idSemester))
      setChoice({ idSemester: '', idGroup: '' });
  }, [semesters.data, choice.idSemester, setChoice]);
  useEffect(() => {
    if (!groups.isFetching && groups.data && choice.idGroup && !groups.data.some((g) => g.idGrupo === choice.idGroup))
      setChoice((c) => ({ ...c, idGroup: '' }));
  }, [groups.isFetching, groups.data, choice.idGroup, setChoice]);
  const dateProblem = f.date ? attendanceDateProblem(f.date, today) : null;
  const ready = !!f.idGroup && !!f.date && !dateProblem;
  const idGroup = Number(f.idGroup);
  const list = useQuery({
    queryKey: gradesKeys.attendanceSheet(idGroup, f.date),
    queryFn: ready ? () => dp.attendanceSheet(idGroup, f.date) : skipToken,
  });
  const [conflict, setConflict] = useState<string | null>(null);
  // The marks as read, per list (group and date): a reload of the same list keeps what the user changed.
  const read = useRef<{ list: string; marks: Cells<boolean> }>({ list: '', marks: {} });
  const listKey = `${f.idGroup}/${f.date}`;
  useEffect(() => {
    if (!list.data) return;
    const key = listKey;
    const fresh = Object.fromEntries(list.data.asistances.map((r) => [r.idUsuario, r.presente]));
    setPresent((typed) => (read.current.list === key ? rebase(read.current.marks, typed, fresh) : fresh));
    read.current = { list: key, marks: fresh };
  }, [list.data, listKey]);
  useEffect(() => setConflict(null), [f.idGroup, f.date]);
  const rows = list.data?.asistances ?? [];
  const chosen = rows.filter((r) => present[r.idUsuario]).length;

  // Only the marks changed here, and every mark of a student not yet recorded that day, each with the mark read.
  const save = () =>
    run(async () => {
      const changed = new Set(changedKeys(read.current.marks, present).map(Number));
      const marks = rows
        .filter((r) => changed.has(r.idUsuario) || !r.registrado)
        .map((r) => ({
          idStudent: r.idUsuario,
          attendance: !!present[r.idUsuario],
          previous: r.registrado ? r.presente : null,
        }));
      setConflict(null);
      if (marks.length) {
        try {
          notify(
            (await dp.saveAttendance({ idGroup: Number(f.idGroup), date: f.date, studentsAttendance: marks })).msg,
            { type: 'success' },
          );
        } catch (error) {
          const found = sheetConflict(error);
          if (!found) throw error;
          setConflict(found.msg);
        }
      } else notify(ATTENDANCE_MESSAGES.saved, { type: 'success' });
      void list.refetch();
    });
  const notice = !f.idSemester
    ? 'app.grades.chooseSemester'
    : !f.idGroup
      ? 'app.grades.chooseGroup'
      : 'app.grades.chooseDate';

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 900 }}>
      <Breadcrumb items={[{ label: t('app.grades.attendance.title') }]} />
      <PageHeading title={t('app.grades.attendance.title')} />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 1 }}>
        <ClassGroupSelects
          source="attendance"
          filter={filter}
          idSemester={f.idSemester}
          idGroup={f.idGroup}
          onSemester={(id) => setChoice({ idSemester: id, idGroup: '' })}
          onGroup={(id) => setChoice((c) => ({ ...c, idGroup: id }))}
        />
        <TextField
          type="date"
          size="small"
          sx={FILTER_SX}
          label={t('app.grades.attendance.date')}
          value={f.date}
          disabled={!f.idGroup}
          onChange={(e) => setDate(e.target.value)}
          error={!!dateProblem}
          helperText={dateProblem ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: MIN_DATE, max: today } }}
        />
      </Stack>
      <Card>
        {!ready ? (
          <Notice text={t(notice)} />
        ) : list.isLoading ? (
          <PageLoading />
        ) : !rows.length ? (
          <Notice text={list.error?.message || t('app.grades.empty')} />
        ) : (
          <>
            {conflict ? (
              <Alert severity="warning" sx={{ m: 1 }}>
                {conflict}. {t('app.grades.attendance.conflict')}
              </Alert>
            ) : null}
            {list.data?.registrada ? (
              <Alert severity="info" sx={{ m: 1 }}>
                {t('app.grades.attendance.recorded')}
              </Alert>
            ) : null}
            <Stack
              direction="row"
              sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
            >
              <FormControlLabel
                label={t('app.grades.attendance.selectAll')}
                control={
                  <Checkbox
                    checked={chosen === rows.length}
                    indeterminate={chosen > 0 && chosen < rows.length}
                    onChange={(e) => setPresent(Object.fromEntries(rows.map((r) => [r.idUsuario, e.target.checked])))}
                  />
                }
              />
              <Typography variant="body2" color="text.secondary">
                {t('app.grades.attendance.presentCount', { present: chosen, total: rows.length })}
              </Typography>
            </Stack>
            <Divider />
            <List dense disablePadding aria-label={t('app.grades.attendance.title')}>
              {rows.map((r) => (
                <ListItem
                  key={r.idUsuario}
                  divider
                  secondaryAction={
                    <Switch
                      edge="end"
                      checked={!!present[r.idUsuario]}
                      slotProps={{ input: { 'aria-label': `${t('app.grades.attendance.present')} ${r.estudiante}` } }}
                      onChange={(e) => setPresent((p) => ({ ...p, [r.idUsuario]: e.target.checked }))}
                    />
                  }
                  sx={{ minHeight: 48, pr: 9 }}
                >
                  <ListItemText
                    primary={r.estudiante}
                    secondary={r.ci}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
            <Box
              sx={{
                p: 2,
                position: 'sticky',
                bottom: 0,
                bgcolor: 'background.paper',
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Button
                fullWidth
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={busy || chosen === 0}
                onClick={() => void save()}
                sx={{ minHeight: 44 }}
              >
                {t('app.grades.attendance.save')}
              </Button>
            </Box>
          </>
        )}
      </Card>
    </Box>
  );
}
