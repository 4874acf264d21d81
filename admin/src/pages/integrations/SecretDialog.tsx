import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/i18nProvider';

/** A secret shown once (a webhook's, an API key): read-only, selected on focus, gone when the dialog closes. */
export function SecretDialog({
  title,
  explain,
  value,
  onClose,
}: {
  title: string;
  explain: string;
  value: string;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{explain}</Typography>
        <TextField
          value={value}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          label={title}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('app.integrations.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
