import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { DIAGNOSIS_MESSAGES, diagnosisBand, parseGrade } from '../../../../domain/grades';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ClassGroupSelects, useClassGroupFilter } from '../../common/ClassGroupFilter';
import { Notice } from '../../common/EmptyState';
import { PageHeading, SearchField } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { changedKeys, rebase, sheetConflict, type Cells } from '../../common/sheetEdits';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { gradesKeys, type DiagnosisRow } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';

/** /teacher-diagnosis (spec 02 §2): a group's students with their diagnostic score, edited all at once. */
export default function DiagnosisPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [f, setF] = useState<{ idSemester: number | ''; idGroup: number | '' }>({ idSemester: '', idGroup: '' });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState(false);
  const filter = useClassGroupFilter('all', f.idSemester, f.idGroup);
  const idGroup = f.idGroup;
  const list = useQuery({
    queryKey: gradesKeys.diagnosisSheet(Number(idGroup)),
    queryFn: idGroup === '' ? skipToken : () => dp.diagnosisSheet(idGroup),
  });
  const needle = search.trim().toUpperCase();
  const rows = (list.data ?? []).filter(
    (r) => !needle || r.ci.toUpperCase().includes(needle) || r.nombres.toUpperCase().includes(needle),
  );

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 1000 }}>
      <Breadcrumb items={[{ label: t('app.grades.diagnosis.title') }]} />
      <PageHeading title={t('app.grades.diagnosis.title')} />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 1, alignItems: 'flex-start' }}>
        <ClassGroupSelects
          source="all"
          filter={filter}
          idSemester={f.idSemester}
          idGroup={f.idGroup}
          onSemester={(id) => setF({ idSemester: id, idGroup: '' })}
          onGroup={(id) => setF((s) => ({ ...s, idGroup: id }))}
        />
        {f.idGroup ? <SearchField value={search} onChange={setSearch} /> : null}
        {f.idGroup && list.data?.length ? (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)} sx={{ minHeight: 40 }}>
            {t('app.grades.diagnosis.edit')}
          </Button>
        ) : null}
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        {!f.idGroup ? (
          <Notice text={t(f.idSemester ? 'app.grades.chooseGroup' : 'app.grades.chooseSemester')} />
        ) : list.isLoading ? (
          <PageLoading />
        ) : !rows.length ? (
          <Notice text={list.error?.message || t('app.grades.empty')} />
        ) : (
          <Table size="small" aria-label={t('app.grades.diagnosis.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.grades.ci')}</TableCell>
                <TableCell>{t('app.grades.student')}</TableCell>
                <TableCell align="right">{t('app.grades.diagnosis.score')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.idUsuario}>
                  <TableCell>{r.ci}</TableCell>
                  {/* A long name wraps, so the score column stays on the card. */}
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.nombres}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} title={diagnosisBand(r.diagnostico)?.label}>
                    {r.diagnostico ?? '-'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing && list.data ? (
        <DiagnosisDialog
          idGroup={Number(f.idGroup)}
          rows={list.data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void list.refetch();
          }}
          onConflict={() => void list.refetch()}
        />
      ) : null}
    </Box>
  );
}

const shownScores = (rows: DiagnosisRow[]): Cells<string> =>
  Object.fromEntries(rows.map((r) => [r.idUsuario, r.diagnostico === null ? '' : String(r.diagnostico)]));

/**
 * Edits every score at once but saves only the scores changed, each over the score read; when someone changed
 * one meanwhile the list reloads behind the dialog, the typed scores stay and untouched ones take the new values.
 */
function DiagnosisDialog({
  idGroup,
  rows,
  onClose,
  onSaved,
  onConflict,
}: {
  idGroup: number;
  rows: DiagnosisRow[];
  onClose: () => void;
  onSaved: () => void;
  onConflict: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const read = useRef(shownScores(rows));
  const [scores, setScores] = useState<Cells<string>>(() => shownScores(rows));
  const [conflict, setConflict] = useState<string | null>(null);
  useEffect(() => {
    const fresh = shownScores(rows);
    setScores((typed) => rebase(read.current, typed, fresh));
    read.current = fresh;
  }, [rows]);
  const errorOf = (value: string) => {
    if (!value.trim()) return null;
    const parsed = parseGrade(value);
    return parsed.ok ? null : parsed.message;
  };
  const invalid = rows.some((r) => errorOf(scores[r.idUsuario] ?? ''));
  const save = () =>
    run(async () => {
      const changed = new Set(changedKeys(read.current, scores).map(Number));
      const students = rows
        .filter((r) => changed.has(r.idUsuario))
        .map((r) => ({
          idUsuario: r.idUsuario,
          diagnostico: scores[r.idUsuario]?.trim().replace(',', '.') || null,
          previous: r.diagnostico,
        }));
      if (!students.length) {
        notify(DIAGNOSIS_MESSAGES.saved, { type: 'success' });
        onSaved();
        return;
      }
      try {
        notify((await dp.saveDiagnosis({ idGroup, students })).msg, { type: 'success' });
        onSaved();
      } catch (error) {
        const found = sheetConflict(error);
        if (!found) throw new Error(DIAGNOSIS_MESSAGES.failed);
        setConflict(found.msg);
        onConflict();
      }
    });
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('app.grades.diagnosis.edit')}</DialogTitle>
      <DialogContent dividers>
        {conflict ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {conflict}. {t('app.grades.diagnosis.conflict')}
          </Alert>
        ) : null}
        <Stack spacing={1}>
          {rows.map((r) => {
            const error = errorOf(scores[r.idUsuario] ?? '');
            return (
              <Stack key={r.idUsuario} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }} variant="body2">
                  {r.nombres}
                  <br />
                  <Typography component="span" variant="caption" color="text.secondary">
                    {r.ci}
                  </Typography>
                </Typography>
                <TextField
                  size="small"
                  sx={{ width: 120 }}
                  value={scores[r.idUsuario] ?? ''}
                  error={!!error}
                  helperText={error ?? ' '}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'decimal',
                      maxLength: 6,
                      'aria-label': `${t('app.grades.diagnosis.score')} ${r.nombres}`,
                    },
                  }}
                  onChange={(e) => setScores((s) => ({ ...s, [r.idUsuario]: e.target.value }))}
                />
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.grades.diagnosis.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || invalid}>
          {t('app.grades.diagnosis.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
