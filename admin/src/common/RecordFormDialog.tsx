import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';

/**
 * The frame of a react-admin form in a dialog (catalogue records, credentials, new department): a title,
 * the inputs, Cancelar / Guardar; Guardar (or Enter) submits through react-admin's validation, and while
 * the save runs the buttons are disabled and the dialog does not close.
 */
export function RecordFormDialog({
  open = true,
  titleId,
  title,
  maxWidth = 'xs',
  busy,
  record,
  onSubmit,
  onClose,
  children,
  formKey,
}: {
  open?: boolean;
  titleId: string;
  title: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  busy: boolean;
  record: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
  /** A new key starts the form again from `record` (the current data after a stale save). */
  formKey?: string | number;
}) {
  const t = useAppTranslate();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <Form key={formKey} record={record} onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('app.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('app.common.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
