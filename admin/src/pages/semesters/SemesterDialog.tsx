import { TextField } from '@mui/material';
import { HttpError, useNotify } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useFormFields, type FieldErrors } from '../../common/useFormFields';
import { isStaleSave, useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useRecordWrites } from '../../resources/master/useRecordWrites';
import type { Semester } from '../../providers/calls/academics';

const FORMAT = /^(1|I|2|II)\s*-\s*\d{4}$/i;

type Values = { name: string };

function validate(v: Values): FieldErrors<Values> {
  if (!v.name.trim()) return { name: 'app.academics.semesters.nameRequired' };
  return FORMAT.test(v.name.trim()) ? {} : { name: 'app.academics.students.formatInvalid' };
}

/**
 * Create or edit a semester through the `semesters` resource (useCreate / useUpdate). The server normalises
 * 'i-2024' to 'I - 2024'; a name already registered is refused (409) and saved nothing, so the dialog stays
 * open with the message (spec 01 §4).
 */
export function SemesterDialog({
  record,
  onClose,
  onSaved,
}: {
  record: Semester | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const writes = useRecordWrites<Semester>('semesters');
  const { busy, run } = useBusyAction();
  const toValues = (r: Semester | null) => ({ name: r?.nombreSemestre.replace(/\s+/g, '') ?? '' });
  const { values, field, hint, submit, touch, reset, typed } = useFormFields(toValues(record), validate);
  const stale = useStaleRecord(record, (r) => writes.getOne(r.id));

  const save = () =>
    run(async () => {
      const nombreSemestre = values.name.trim().toUpperCase();
      const current = stale.current;
      try {
        if (current)
          await stale.guard(
            () => writes.update(current, { nombreSemestre }),
            typed(),
            (fresh) => reset(toValues(fresh)),
          );
        else await writes.create({ nombreSemestre });
      } catch (error) {
        // A duplicate name (409) keeps the dialog open with the server's message, as a warning.
        if (error instanceof HttpError && error.status === 409 && !isStaleSave(error)) {
          notify(error.message, { type: 'warning' });
          return;
        }
        throw error;
      }
      notify(t(current ? 'app.academics.semesters.updated' : 'app.academics.semesters.created'), { type: 'success' });
      onSaved();
      onClose();
    });

  return (
    <FormDialog
      titleId="semester-dialog-title"
      maxWidth="xs"
      contentSx={{}}
      busy={busy}
      onClose={onClose}
      onSubmit={submit(save)}
      title={t(record ? 'app.academics.semesters.editTitle' : 'app.academics.semesters.createTitle')}
    >
      {stale.notice}
      <TextField
        autoFocus
        {...field('name', 'app.academics.semesters.name', {
          style: { textTransform: 'uppercase' },
          'aria-label': t('app.academics.semesters.name'),
        })}
        onBlur={touch}
        helperText={hint('name', 'app.academics.semesters.nameHint')}
      />
    </FormDialog>
  );
}
