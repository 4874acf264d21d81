import { Box, TextField } from '@mui/material';
import { useAppTranslate } from '../../i18n/i18nProvider';

/** A slot as the dialogs edit it: La Paz date and HH:mm times. */
export interface SlotValues {
  date: string;
  start: string;
  end: string;
}

/** Date, start and end of a slot, in 30-minute steps (spec 02 §9). */
export function SlotFields({
  values,
  onChange,
  error,
}: {
  values: SlotValues;
  onChange: (v: SlotValues) => void;
  error?: string;
}) {
  const t = useAppTranslate();
  const set = (key: keyof SlotValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  const step = { htmlInput: { step: 1800 }, inputLabel: { shrink: true } };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <TextField
        type="date"
        margin="dense"
        label={t('app.schedule.fields.date')}
        value={values.date}
        onChange={set('date')}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 3 }}
      />
      <TextField
        type="time"
        margin="dense"
        label={t('app.schedule.fields.start')}
        value={values.start}
        onChange={set('start')}
        slotProps={step}
        error={!!error}
        sx={{ flex: 2 }}
      />
      <TextField
        type="time"
        margin="dense"
        label={t('app.schedule.fields.end')}
        value={values.end}
        onChange={set('end')}
        slotProps={step}
        error={!!error}
        helperText={error}
        sx={{ flex: 2 }}
      />
    </Box>
  );
}
