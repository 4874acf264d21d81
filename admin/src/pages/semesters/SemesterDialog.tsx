import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { errorText, useAcademicsApi, type Semester } from './academicsApi';

const FORMAT = /^(1|I|2|II)\s*-\s*\d{4}$/i;

/**
 * Create or edit a semester. The server normalises 'i-2024' to 'I - 2024'; an answer of type 0
 * (already registered) saved nothing, so the dialog stays open with the message (spec 01 §4).
 */
export function SemesterDialog({ record, onClose, onSaved }: { record: Semester | null; onClose: () => void; onSaved: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useAcademicsApi();
  const [name, setName] = useState(record?.nombreSemestre.replace(/\s+/g, '') ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = !name.trim() ? t('app.academics.semesters.nameRequired')
    : !FORMAT.test(name.trim()) ? t('app.academics.students.formatInvalid') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    setBusy(true);
    try {
      const nameSemester = name.trim().toUpperCase();
      const answer = record
        ? await api.updateSemester({ idSemester: record.idSemestre, nameSemester })
        : await api.insertSemester({ nameSemester, idDepartament: session.departmentId(), creationDate: new Date().toISOString() });
      if (answer.type === 0) {
        notify(answer.msg, { type: 'warning' });
        return;
      }
      notify(answer.msg, { type: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="semester-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="semester-dialog-title">
          {t(record ? 'app.academics.semesters.editTitle' : 'app.academics.semesters.createTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={t('app.academics.semesters.name')} value={name}
            onChange={(e) => setName(e.target.value)} onBlur={() => setTouched(true)}
            error={touched && !!error} helperText={touched && error ? error : t('app.academics.semesters.nameHint')}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, 'aria-label': t('app.academics.semesters.name') } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{t('app.common.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
