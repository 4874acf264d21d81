import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppMessageKey } from '../../i18n/es';
import { session } from '../../providers/session';
import { errorText, useAcademicsApi, useLoad, type Group } from '../semesters/academicsApi';

type Values = { nameGroup: string; idTurn: string; share: string; cost: string; startDate: string };
const NAME = /^[A-Za-zÑñ]{2,6}\s*-\s*\d{1,3}$/;
const DIGITS = /^\d+$/;

/** Spec 01 §5 group rules, first failing rule per field. */
function validate(v: Values): Partial<Record<keyof Values, AppMessageKey>> {
  const e: Partial<Record<keyof Values, AppMessageKey>> = {};
  if (!v.nameGroup.trim()) e.nameGroup = 'app.academics.groups.nameRequired';
  else if (!NAME.test(v.nameGroup.trim())) e.nameGroup = 'app.academics.students.formatInvalid';
  if (!v.startDate) e.startDate = 'app.academics.groups.dateRequired';
  if (!v.idTurn) e.idTurn = 'app.academics.groups.turnRequired';
  if (!v.share.trim()) e.share = 'app.academics.groups.shareRequired';
  else if (!DIGITS.test(v.share.trim())) e.share = 'app.academics.groups.onlyNumbers';
  else if (Number(v.share) < 1 || Number(v.share) > 6) e.share = 'app.academics.groups.shareRange';
  if (!v.cost.trim()) e.cost = 'app.academics.groups.costRequired';
  else if (!DIGITS.test(v.cost.trim())) e.cost = 'app.academics.groups.onlyNumbers';
  return e;
}

/** Create or edit a group (name 'MED-1' stored as 'MED - 1'); editing sends previousAmount with the cost. */
export function GroupDialog({ idSemester, record, onClose, onSaved }: { idSemester: number; record: Group | null; onClose: () => void; onSaved: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useAcademicsApi();
  const dept = session.departmentId() ?? 0;
  const turns = useLoad(() => api.turns(dept), [api, dept]);
  const [values, setValues] = useState<Values>({
    nameGroup: record?.nombreGrupo.replace(/\s+/g, '') ?? '', idTurn: record ? String(record.idTurno) : '',
    share: record ? String(record.cuotas) : '', cost: record ? String(Math.trunc(record.costo)) : '', startDate: record?.fechaInicio ?? '',
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = validate(values);
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: touched && !!errors[key],
    helperText: touched && errors[key] ? t(errors[key]!) : undefined,
    fullWidth: true,
    margin: 'dense' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    const body = {
      nameGroup: values.nameGroup.trim().toUpperCase(), share: Number(values.share), cost: Number(values.cost),
      startDate: values.startDate, idTurn: Number(values.idTurn), idSemester,
    };
    setBusy(true);
    try {
      const answer = record
        ? await api.updateGroup({ ...body, idGroup: record.idGrupo, previousAmount: record.costo })
        : await api.insertGroup({ ...body, creationDate: new Date().toISOString() });
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
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="group-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="group-dialog-title">{t(record ? 'app.academics.groups.editTitle' : 'app.academics.groups.createTitle')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus label={t('app.academics.groups.name')} {...field('nameGroup')}
            helperText={touched && errors.nameGroup ? t(errors.nameGroup) : t('app.academics.groups.nameHint')}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }} />
          <TextField type="date" label={t('app.academics.groups.startDate')} {...field('startDate')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField select label={t('app.academics.groups.turn')} {...field('idTurn')}>
            {(turns.data ?? []).map((turn) => <MenuItem key={turn.id} value={String(turn.id)}>{turn.name}</MenuItem>)}
          </TextField>
          <TextField label={t('app.academics.groups.share')} {...field('share')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField label={t('app.academics.groups.cost')} {...field('cost')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          {record && values.cost.trim() !== String(Math.trunc(record.costo)) ? (
            <Alert severity="info" sx={{ mt: 1 }}>{t('app.academics.groups.costChangeHint')}</Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{t('app.common.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
