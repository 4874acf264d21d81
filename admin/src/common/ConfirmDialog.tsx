import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useAppTranslate } from '../i18n/i18nProvider';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Left out when the question must not be shown (spec 02: only role 1 sees it). */
  question?: string | null;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** A yes/no confirmation with the spec's No / Si buttons. */
export function ConfirmDialog({ open, title, question, busy, onYes, onNo }: ConfirmDialogProps) {
  const t = useAppTranslate();
  return (
    <Dialog open={open} onClose={busy ? undefined : onNo} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {question ? (
        <DialogContent>
          <DialogContentText>{question}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onNo} disabled={busy}>
          {t('app.common.no')}
        </Button>
        <Button onClick={onYes} disabled={busy} variant="contained" autoFocus>
          {t('app.common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
