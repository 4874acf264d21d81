import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { parseGrade, partialLabel } from '../../../../domain/grades';
import { sheetConflict, type SheetConflict } from '../../common/sheetEdits';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { type ClassSubject, type GradeRow, type SheetQuery } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * Add or edit one grade of a student (spec 02 §4). Adding offers the subjects without a grade in the sheet's
 * month and every partial. Editing is opened from one cell of the sheet: its subject and partial (the sheet's
 * month and evaluation type) are fixed and the mark starts at the value the cell shows, so nobody types again
 * what the sheet already says.
 */
export function GradeDialog({
  mode,
  student,
  subjects,
  months,
  query,
  onClose,
  onSaved,
  onConflict,
}: {
  mode: 'insert' | 'update';
  student: GradeRow;
  /** Insert: the subjects the student has no grade for. Update: the one subject of the cell being edited. */
  subjects: ClassSubject[];
  months: Array<{ id: number; name: string }>;
  query: SheetQuery;
  onClose: () => void;
  onSaved: () => void;
  /** Someone changed the grade meanwhile: the page reloads its sheet behind the dialog. */
  onConflict: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const fixed = mode === 'update' ? subjects[0] : undefined;
  const shown = fixed ? student[fixed.codigoMateria] : null;
  const [idSubject, setIdSubject] = useState<number | ''>(subjects.length === 1 ? subjects[0].idMateria : '');
  const [partial, setPartial] = useState<number | ''>(query.month);
  const [grade, setGrade] = useState(() => (shown === null || shown === undefined ? '' : String(shown)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<SheetConflict | null>(null);
  // The grade as last read: an edit is saved only over this value (after a conflict, over the one now stored).
  const [readGrade, setReadGrade] = useState<number | null>(
    typeof shown === 'number' ? shown : shown ? Number(shown) : null,
  );

  const save = async () => {
    const parsed = parseGrade(grade);
    const problems: Record<string, string> = {};
    if (!idSubject) problems.subject = t('app.grades.chooseSubject');
    if (!partial) problems.partial = t('app.grades.choosePartial');
    if (!parsed.ok) problems.grade = parsed.message;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    await run(async () => {
      const user = session.get().user;
      const answer = await dp
        .saveExam(mode, {
          idGroup: query.idGroup,
          idStudent: student.idUsuario,
          idTeacher: user && user.idRol >= 3 ? user.idUsuario : null,
          idSubject: Number(idSubject),
          partial: Number(partial),
          grade: grade.trim().replace(',', '.'),
          type: query.type,
          ...(mode === 'update' ? { previous: readGrade } : {}),
        })
        .catch((error) => {
          const found = sheetConflict(error);
          if (!found) throw error;
          // Keep what was typed, show the grade now stored; saving again goes over that one.
          setConflict(found);
          const actual = found.refused[0]?.actual;
          setReadGrade(actual === null || actual === undefined ? null : Number(actual));
          onConflict();
          return null;
        });
      if (!answer) return;
      notify(answer.msg, { type: answer.type === 0 ? 'warning' : 'success' });
      if (answer.type !== 0) onSaved();
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t(mode === 'insert' ? 'app.grades.grades.add' : 'app.grades.grades.edit')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {student.nombreCompleto} · {student.ci}
        </Typography>
        {conflict ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {conflict.msg}. {t('app.grades.grades.currentValue', { value: String(conflict.refused[0]?.actual ?? '-') })}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          {fixed ? (
            <Typography variant="body2" data-testid="grade-cell">
              {t('app.grades.grades.subject')}:{' '}
              <strong>
                {fixed.codigoMateria} - {fixed.nombreMateria}
              </strong>
              {' · '}
              {t('app.grades.grades.partial')}: <strong>{partialLabel(query.type, query.month)}</strong>
            </Typography>
          ) : (
            <>
              <TextField
                select
                label={t('app.grades.grades.subject')}
                value={idSubject}
                error={!!errors.subject}
                helperText={errors.subject ?? ' '}
                onChange={(e) => setIdSubject(Number(e.target.value))}
              >
                {subjects.map((s) => (
                  <MenuItem key={s.idMateria} value={s.idMateria}>
                    {s.codigoMateria} - {s.nombreMateria}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('app.grades.grades.partial')}
                value={partial}
                error={!!errors.partial}
                disabled={!idSubject}
                onChange={(e) => setPartial(Number(e.target.value))}
                helperText={errors.partial ?? ' '}
              >
                {months.map((m) => (
                  <MenuItem key={m.id} value={m.id}>
                    {partialLabel(query.type, m.id)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          <TextField
            autoFocus
            label={t('app.grades.grades.grade')}
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
            error={!!errors.grade}
            helperText={errors.grade ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.grades.grades.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('app.grades.grades.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
