import { useState, type FormEvent } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { RELATIONSHIPS } from '../../../../domain/portal';
import { FIELD_MAX_LENGTH as MAX } from '../../../../domain/field-limits';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { GuardianBody } from '../../providers/calls/portalAccess';

/** Splits the import's one-field guardian name into surnames (the first two words, as Bolivian names read) and names. */
function splitName(full: string): { names: string; surnames: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 3) return { names: words[0] ?? '', surnames: words.slice(1).join(' ') };
  return { names: words.slice(0, words.length - 2).join(' '), surnames: words.slice(-2).join(' ') };
}

/** 'Agregar apoderado': a person of the department with their relationship; prefilled from the student import. */
export function GuardianDialog({
  idStudent,
  suggested,
  onClose,
  onSaved,
}: {
  idStudent: number;
  suggested: { nombreCompleto: string; telefono: string } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();
  const [form, setForm] = useState<GuardianBody>({
    ci: '',
    ...splitName(suggested?.nombreCompleto ?? ''),
    phone: suggested?.telefono ?? '',
    relationship: 'MADRE',
  });
  const field = (key: 'ci' | 'names' | 'surnames' | 'phone', max: number) => (
    <TextField
      key={key}
      label={t(`app.portalAccess.guardianForm.${key}`)}
      value={form[key]}
      required
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { maxLength: max, ...(key === 'phone' ? { inputMode: 'numeric' } : {}) } }}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await dp.linkGuardian(idStudent, form);
      onSaved();
      onClose();
    });
  };
  return (
    <FormDialog
      titleId="guardian-title"
      title={t('app.portalAccess.guardianForm.title')}
      maxWidth="xs"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {field('ci', MAX.ci)}
      {field('names', MAX.names)}
      {field('surnames', MAX.surnames)}
      {field('phone', 8)}
      <TextField
        select
        label={t('app.portalAccess.guardianForm.relationship')}
        value={form.relationship}
        fullWidth
        margin="dense"
        onChange={(e) => setForm({ ...form, relationship: e.target.value as GuardianBody['relationship'] })}
      >
        {RELATIONSHIPS.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
