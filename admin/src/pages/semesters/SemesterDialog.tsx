import { TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useFormFields, type FieldErrors } from '../../common/useFormFields';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useAcademicsApi, type Semester } from './academicsApi';

const FORMAT = /^(1|I|2|II)\s*-\s*\d{4}$/i;

type Values = { name: string };

function validate(v: Values): FieldErrors<Values> {
  if (!v.name.trim()) return { name: 'app.academics.semesters.nameRequired' };
  return FORMAT.test(v.name.trim()) ? {} : { name: 'app.academics.students.formatInvalid' };
}

/**
 * Create or edit a semester. The server normalises 'i-2024' to 'I - 2024'; an answer of type 0
 * (already registered) saved nothing, so the dialog stays open with the message (spec 01 §4).
 */
export function SemesterDialog({ record, onClose, onSaved }: { record: Semester | null; onClose: () => void; onSaved: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useAcademicsApi();
  const { busy, run } = useBusyAction();
  const toValues = (r: Semester | null) => ({ name: r?.nombreSemestre.replace(/\s+/g, '') ?? '' });
  const { values, field, hint, submit, touch, reset, typed } = useFormFields(toValues(record), validate);
  const stale = useStaleRecord(record, (r) => api.semester(r.idSemestre));

  const save = () => run(async () => {
    const nameSemester = values.name.trim().toUpperCase();
    const current = stale.current;
    const answer = current
      ? await stale.guard(() => api.updateSemester({ idSemester: current.idSemestre, nameSemester, version: current.version }), typed(), (fresh) => reset(toValues(fresh)))
      : await api.insertSemester({ nameSemester, idDepartament: session.departmentId(), creationDate: new Date().toISOString() });
    if (answer.type === 0) {
      notify(answer.msg, { type: 'warning' });
      return;
    }
    notify(answer.msg, { type: 'success' });
    onSaved();
    onClose();
  });

  return (
    <FormDialog titleId="semester-dialog-title" maxWidth="xs" contentSx={{}} busy={busy} onClose={onClose} onSubmit={submit(save)}
      title={t(record ? 'app.academics.semesters.editTitle' : 'app.academics.semesters.createTitle')}>
      {stale.notice}
      <TextField autoFocus {...field('name', 'app.academics.semesters.name', { style: { textTransform: 'uppercase' }, 'aria-label': t('app.academics.semesters.name') })}
        onBlur={touch} helperText={hint('name', 'app.academics.semesters.nameHint')} />
    </FormDialog>
  );
}
