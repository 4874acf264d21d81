import { useEffect, useState } from 'react';
import { FormControlLabel, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { CALENDAR, slotProblem } from '../../../../domain/calendar';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { laPazInstant } from '../../common/laPazClock';
import type { ClassGroupOption } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';
import { SlotFields, type SlotValues } from './SlotFields';

/**
 * 'Agregar horario' (spec 02 §2, §5): a group of the year taught weekly for 1–18 weeks, or an activity block
 * ('BLOQUEADO') for 1–8 weeks. Teachers only block (`groupsAllowed` false). A clash answered by the server
 * keeps the dialog open with its message.
 */
export function BlockDialog({
  dept,
  idTeacher,
  slot,
  groupsAllowed,
  onClose,
  onSaved,
}: {
  dept: number;
  idTeacher: number;
  slot: SlotValues;
  groupsAllowed: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const [kind, setKind] = useState<'group' | 'activity'>(groupsAllowed ? 'group' : 'activity');
  const [groups, setGroups] = useState<ClassGroupOption[] | null>(null);
  const [idGroup, setIdGroup] = useState<number | ''>('');
  const [weeks, setWeeks] = useState(1);
  const [times, setTimes] = useState(slot);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const limits = kind === 'group' ? CALENDAR.groupWeeks : CALENDAR.activityWeeks;

  useEffect(() => {
    if (groupsAllowed)
      dp.groupsOfYear(Number(slot.date.slice(0, 4)), dept, idTeacher).then(setGroups, () => setGroups([]));
  }, [dp, dept, idTeacher, slot.date, groupsAllowed]);

  const save = () => {
    const problems: Record<string, string> = {};
    if (kind === 'group' && !idGroup) problems.group = t('app.schedule.rules.group');
    if (!Number.isInteger(weeks) || weeks < limits.min || weeks > limits.max)
      problems.weeks = t('app.schedule.rules.weeks');
    if (!times.start || !times.end) problems.time = t('app.schedule.rules.time');
    const startDate = laPazInstant(times.date, times.start || '00:00');
    const endDate = laPazInstant(times.date, times.end || '00:00');
    if (!problems.time) {
      const problem = slotProblem({ start: startDate, end: endDate });
      if (problem) problems.time = problem;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    run(async () => {
      const answer =
        kind === 'group'
          ? await dp.insertGroupBlock({
              idGroup: Number(idGroup),
              idTeacher,
              startDate,
              endDate,
              weeks,
              idDepartament: dept,
            })
          : await dp.insertActivity({
              description: CALENDAR.activityDescription,
              idTeacher,
              startDate,
              endDate,
              weeks,
              idDepartament: dept,
            });
      notify(answer.msg, { type: 'success' });
      onSaved();
    });
  };

  return (
    <FormDialog
      titleId="block-dialog-title"
      title={t('app.schedule.addBlock')}
      maxWidth="xs"
      busy={busy}
      onClose={onClose}
      onSave={save}
    >
      {groupsAllowed ? (
        <RadioGroup
          row
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as 'group' | 'activity');
            setWeeks(1);
          }}
          aria-label={t('app.schedule.fields.kind')}
        >
          <FormControlLabel value="group" control={<Radio />} label={t('app.schedule.kinds.group')} />
          <FormControlLabel value="activity" control={<Radio />} label={t('app.schedule.kinds.activity')} />
        </RadioGroup>
      ) : (
        <Typography sx={{ mb: 1 }}>{t('app.schedule.kinds.activity')}</Typography>
      )}
      {kind === 'group' ? (
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('app.schedule.fields.group')}
          value={idGroup}
          error={!!errors.group}
          helperText={errors.group ?? (groups && !groups.length ? t('app.schedule.noGroups') : ' ')}
          onChange={(e) => setIdGroup(Number(e.target.value))}
        >
          {(groups ?? []).map((g) => (
            <MenuItem key={g.idGrupo} value={g.idGrupo}>
              {g.nombreGrupo} ({g.nombreSemestre})
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <SlotFields values={times} onChange={setTimes} error={errors.time} />
      <TextField
        select
        fullWidth
        margin="dense"
        label={t('app.schedule.fields.weeks')}
        value={weeks}
        error={!!errors.weeks}
        helperText={errors.weeks ?? ' '}
        onChange={(e) => setWeeks(Number(e.target.value))}
      >
        {Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min + i).map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
