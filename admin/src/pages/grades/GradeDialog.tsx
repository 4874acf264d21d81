import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { parseGrade, partialLabel } from '../../../../domain/grades';
import { sheetConflict, type SheetConflict } from '../../common/sheetEdits';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useLoad } from '../semesters/academicsApi';
import { useGradesApi, type ClassSubject, type GradeRow, type SheetQuery } from './gradesApi';

/**
 * Add or edit one grade of a student (spec 02 §4): the page offers adding only for subjects without a grade in
 * the sheet's month and editing only for those with one; in edit only the partials that already have a score
 * for the subject are offered, and choosing one fills its score.
 */
export function GradeDialog({ mode, student, subjects, months, query, onClose, onSaved, onConflict }: {
  mode: 'insert' | 'update'; student: GradeRow; subjects: ClassSubject[]; months: Array<{ id: number; name: string }>;
  query: SheetQuery; onClose: () => void; onSaved: () => void;
  /** Someone changed the grade meanwhile: the page reloads its sheet behind the dialog. */
  onConflict: () => void;
}) {
  const t = useAppTranslate();
  const api = useGradesApi();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  // The sheet's own month is the partial both ways; an edit opens on the grade the sheet shows.
  const shownGrade = (subject: ClassSubject | undefined) => (mode === 'update' && subject ? String(student[subject.codigoMateria] ?? '') : '');
  const [idSubject, setIdSubject] = useState<number | ''>(subjects.length === 1 ? subjects[0].idMateria : '');
  const [partial, setPartial] = useState<number | ''>(query.month);
  const [grade, setGrade] = useState(() => shownGrade(subjects.length === 1 ? subjects[0] : undefined));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<SheetConflict | null>(null);
  const existing = useLoad(async () => (mode === 'update' ? api.studentGrades(query.idGroup, student.idUsuario) : []), [api, mode, query.idGroup, student.idUsuario]);
  const graded = (existing.data ?? []).filter((g) => g.idMateria === idSubject && g.tipo === query.type);
  const partials = mode === 'insert' ? months.map((m) => m.id) : graded.map((g) => g.parcial);
  // The grade as last read: an edit is saved only over this value (a reload after a conflict renews it).
  const readGrade = graded.find((g) => g.parcial === partial)?.nota ?? null;

  const choosePartial = (value: number) => {
    setPartial(value);
    const found = graded.find((g) => g.parcial === value);
    if (found) setGrade(String(found.nota));
  };
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
      const answer = await api.saveExam(mode, {
        idGroup: query.idGroup, idStudent: student.idUsuario, idTeacher: user && user.idRol >= 3 ? user.idUsuario : null,
        idSubject: Number(idSubject), partial: Number(partial), grade: grade.trim().replace(',', '.'), type: query.type, ...(mode === 'update' ? { previous: readGrade } : {}),
      }).catch((error) => {
        const found = sheetConflict(error);
        if (!found) throw error;
        // Keep what was typed, show the grade now stored; saving again goes over that one.
        setConflict(found);
        existing.reload();
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
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{student.nombreCompleto} · {student.ci}</Typography>
        {conflict ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {conflict.msg}. {t('app.grades.grades.currentValue', { value: String(conflict.refused[0]?.actual ?? '-') })}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          <TextField select label={t('app.grades.grades.subject')} value={idSubject} error={!!errors.subject} helperText={errors.subject ?? ' '}
            onChange={(e) => {
              const id = Number(e.target.value);
              setIdSubject(id);
              if (mode === 'update') { setPartial(query.month); setGrade(shownGrade(subjects.find((x) => x.idMateria === id))); }
            }}>
            {subjects.map((s) => <MenuItem key={s.idMateria} value={s.idMateria}>{s.codigoMateria} - {s.nombreMateria}</MenuItem>)}
          </TextField>
          <TextField select label={t('app.grades.grades.partial')} value={partials.includes(Number(partial)) ? partial : ''} error={!!errors.partial}
            disabled={!idSubject || !partials.length} onChange={(e) => choosePartial(Number(e.target.value))}
            helperText={errors.partial ?? (mode === 'update' && idSubject && !existing.loading && !partials.length ? t('app.grades.grades.noGradedPartials') : ' ')}>
            {partials.map((p) => <MenuItem key={p} value={p}>{partialLabel(query.type, p)}</MenuItem>)}
          </TextField>
          <TextField label={t('app.grades.grades.grade')} value={grade} onChange={(e) => setGrade(e.target.value)} error={!!errors.grade}
            helperText={errors.grade ?? ' '} slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.grades.grades.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>{t('app.grades.grades.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
