import { useEffect } from 'react';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { formatBs, splitCents } from '../../../../domain/money';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { todayLaPaz } from '../../common/format';
import { useBusyAction } from '../../common/useBusyAction';
import { useFormFields, type FieldErrors } from '../../common/useFormFields';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { academicsKeys, type Group } from '../../providers/calls/academics';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { useRecordWrites } from '../../resources/master/useRecordWrites';

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

/**
 * Create or edit a group through the `groups` resource (useCreate / useUpdate); name 'MED-1' is stored as 'MED - 1'.
 * `suggest` (a new group from 'Primeros pasos'): the start date today and the department's first turn proposed.
 */
export function GroupDialog({
  idSemester,
  record,
  suggest = false,
  onClose,
  onSaved,
}: {
  idSemester: number;
  record: Group | null;
  suggest?: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const dept = session.departmentId() ?? 0;
  const turns = useQuery({ queryKey: academicsKeys.turns(dept), queryFn: () => dp.turnOptions(dept) });
  const writes = useRecordWrites<Group>('groups');
  const { busy, run } = useBusyAction();
  const toValues = (r: Group | null): Values => ({
    nameGroup: r?.nombreGrupo.replace(/\s+/g, '') ?? '',
    idTurn: r ? String(r.idTurno) : '',
    share: r ? String(r.cuotas) : '',
    cost: r ? String(Math.trunc(r.costo)) : '',
    startDate: r?.fechaInicio ?? (suggest ? todayLaPaz() : ''),
  });
  const { values, field, hint, submit, set, reset, typed } = useFormFields<Values>(toValues(record), validate);
  const firstTurn = suggest && !record ? turns.data?.[0]?.id : undefined;
  useEffect(() => {
    if (firstTurn !== undefined) set('idTurn', String(firstTurn));
  }, [firstTurn, set]);
  const stale = useStaleRecord(record, (r) => writes.getOne(r.id));

  const save = () =>
    run(async () => {
      const changes = {
        nombreGrupo: values.nameGroup.trim().toUpperCase(),
        cuotas: Number(values.share),
        costo: Number(values.cost),
        fechaInicio: values.startDate,
        idTurno: Number(values.idTurn),
        idSemestre: idSemester,
      };
      const current = stale.current;
      if (current)
        await stale.guard(
          () => writes.update(current, changes),
          typed(),
          (fresh) => reset(toValues(fresh)),
        );
      else await writes.create(changes);
      notify(t(current ? 'app.academics.groups.updated' : 'app.academics.groups.created'), { type: 'success' });
      onSaved();
      onClose();
    });

  return (
    <FormDialog
      titleId="group-dialog-title"
      maxWidth="xs"
      contentSx={{}}
      busy={busy}
      onClose={onClose}
      onSubmit={submit(save)}
      title={t(record ? 'app.academics.groups.editTitle' : 'app.academics.groups.createTitle')}
    >
      {stale.notice}
      <TextField
        autoFocus
        {...field('nameGroup', 'app.academics.groups.name', { style: { textTransform: 'uppercase' } })}
        helperText={hint('nameGroup', 'app.academics.groups.nameHint')}
      />
      <TextField
        type="date"
        {...field('startDate', 'app.academics.groups.startDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField select {...field('idTurn', 'app.academics.groups.turn')}>
        {(turns.data ?? []).map((turn) => (
          <MenuItem key={turn.id} value={String(turn.id)}>
            {turn.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('share', 'app.academics.groups.share')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField {...field('cost', 'app.academics.groups.cost')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <InstalmentPreview share={values.share} cost={values.cost} />
      {stale.current && values.cost.trim() !== String(Math.trunc(stale.current.costo)) ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('app.academics.groups.costChangeHint')}
        </Alert>
      ) : null}
    </FormDialog>
  );
}

/**
 * What each instalment will be, as the cost and the number of instalments are typed: the cost is the whole
 * course's, which a newcomer easily reads as the monthly fee.
 */
function InstalmentPreview({ share, cost }: { share: string; cost: string }) {
  const t = useAppTranslate();
  const count = Number(share.trim());
  const costCents = Number(cost.trim()) * 100;
  if (!DIGITS.test(share.trim()) || !DIGITS.test(cost.trim()) || count < 1 || count > 6 || costCents <= 0) return null;
  const parts = splitCents(costCents, count);
  const last = parts[parts.length - 1];
  const text =
    last === parts[0]
      ? t('app.academics.groups.instalmentEach', { smart_count: count, amount: formatBs(parts[0]) })
      : t('app.academics.groups.instalmentLast', {
          smart_count: count,
          amount: formatBs(parts[0]),
          last: formatBs(last),
        });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status" data-testid="instalment-preview">
      {text}
    </Typography>
  );
}
