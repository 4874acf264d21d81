import { Alert, MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useFormFields, type FieldErrors } from '../../common/useFormFields';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useAcademicsApi, useLoad, type Group } from '../semesters/academicsApi';

type Values = { nameGroup: string; idTurn: string; share: string; cost: string; startDate: string };
const NAME = /^[A-Za-zÑñ]{2,6}\s*-\s*\d{1,3}$/;
const DIGITS = /^\d+$/;

/** Spec 01 §5 group rules, first failing rule per field. */
function validate(v: Values): FieldErrors<Values> {
  const e: FieldErrors<Values> = {};
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
  const { busy, run } = useBusyAction();
  const toValues = (r: Group | null): Values => ({
    nameGroup: r?.nombreGrupo.replace(/\s+/g, '') ?? '', idTurn: r ? String(r.idTurno) : '',
    share: r ? String(r.cuotas) : '', cost: r ? String(Math.trunc(r.costo)) : '', startDate: r?.fechaInicio ?? '',
  });
  const { values, field, hint, submit, reset, typed } = useFormFields<Values>(toValues(record), validate);
  const stale = useStaleRecord(record, (r) => api.group(r.idGrupo));

  const save = () => run(async () => {
    const body = {
      nameGroup: values.nameGroup.trim().toUpperCase(), share: Number(values.share), cost: Number(values.cost),
      startDate: values.startDate, idTurn: Number(values.idTurn), idSemester,
    };
    const current = stale.current;
    const answer = current
      ? await stale.guard(() => api.updateGroup({ ...body, idGroup: current.idGrupo, previousAmount: current.costo, version: current.version }),
        typed(), (fresh) => reset(toValues(fresh)))
      : await api.insertGroup({ ...body, creationDate: new Date().toISOString() });
    notify(answer.msg, { type: 'success' });
    onSaved();
    onClose();
  });

  return (
    <FormDialog titleId="group-dialog-title" maxWidth="xs" contentSx={{}} busy={busy} onClose={onClose} onSubmit={submit(save)}
      title={t(record ? 'app.academics.groups.editTitle' : 'app.academics.groups.createTitle')}>
      {stale.notice}
      <TextField autoFocus {...field('nameGroup', 'app.academics.groups.name', { style: { textTransform: 'uppercase' } })}
        helperText={hint('nameGroup', 'app.academics.groups.nameHint')} />
      <TextField type="date" {...field('startDate', 'app.academics.groups.startDate')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField select {...field('idTurn', 'app.academics.groups.turn')}>
        {(turns.data ?? []).map((turn) => <MenuItem key={turn.id} value={String(turn.id)}>{turn.name}</MenuItem>)}
      </TextField>
      <TextField {...field('share', 'app.academics.groups.share')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField {...field('cost', 'app.academics.groups.cost')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      {stale.current && values.cost.trim() !== String(Math.trunc(stale.current.costo)) ? (
        <Alert severity="info" sx={{ mt: 1 }}>{t('app.academics.groups.costChangeHint')}</Alert>
      ) : null}
    </FormDialog>
  );
}
