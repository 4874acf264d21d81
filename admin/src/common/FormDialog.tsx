import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useAppTranslate } from '../i18n/i18nProvider';

/**
 * The frame of a form dialog (the income, package, practice, expense and new-student forms): a title, the
 * fields, Cancelar/Guardar; while a save runs the buttons are disabled and the dialog does not close.
 * `after` holds dialogs opened from this one (e.g. the 'Nuevo' student of a package).
 */
export function FormDialog({ titleId, title, maxWidth, busy, onClose, onSave, children, after }: {
  titleId: string;
  title: string;
  maxWidth: 'sm' | 'md';
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useAppTranslate();
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
        <Button onClick={onSave} variant="contained" disabled={busy}>{t('app.common.save')}</Button>
      </DialogActions>
      {after}
    </Dialog>
  );
}
