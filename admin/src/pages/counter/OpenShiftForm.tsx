import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useDataProvider, useNotify } from 'react-admin';
import { inputBs } from '../../common/format';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * 'Abrir caja' with its 'Fondo inicial' (proposed from the last close): on the counter's shift bar and, for a
 * cashier without an open shift, in place on the screens that take money. `focus` puts the cursor in the
 * opening field, so a cashier's first keystrokes open the shift.
 */
export function OpenShiftForm({
  suggested,
  focus,
  onOpened,
}: {
  suggested: number;
  focus?: boolean;
  onOpened: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const [opening, setOpening] = useState(inputBs(suggested));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setOpening(inputBs(suggested)), [suggested]);
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await dp.openCounterShift(opening.trim());
      notify(answer.msg, { type: 'success' });
      onOpened();
    });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={open}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', flex: 1 }}
      data-testid="open-shift"
    >
      <LockIcon color="action" />
      <Typography sx={{ mr: 1 }}>{t('app.counter.shift.closedState')}</Typography>
      <TextField
        inputRef={field}
        size="small"
        label={t('app.counter.shift.opening')}
        value={opening}
        onChange={(e) => setOpening(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
        sx={{ width: 170 }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {t('app.counter.shift.open')}
      </Button>
    </Box>
  );
}
