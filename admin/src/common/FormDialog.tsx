import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type SxProps, type Theme } from '@mui/material';
import { useAppTranslate } from '../i18n/i18nProvider';

/**
 * The frame of a form dialog (the income, package, practice, expense, new-student, semester, group and
 * student forms): a title, the fields, Cancelar/Guardar; while a save runs the buttons are disabled and the
 * dialog does not close. `after` holds dialogs opened from this one (e.g. the 'Nuevo' student of a package).
 */
export function FormDialog({
  titleId,
  title,
  maxWidth,
  busy,
  saveDisabled = false,
  onClose,
  onSave,
  onSubmit,
  open = true,
  contentSx = { pt: '8px !important' },
  children,
  after,
  saveLabel,
}: {
  titleId: string;
  title: string;
  maxWidth: 'xs' | 'sm' | 'md';
  busy: boolean;
  /** Guardar only (e.g. nothing to choose from yet); Cancelar stays usable. */
  saveDisabled?: boolean;
  onClose: () => void;
  /** Guardar's click. */
  onSave?: () => void;
  /** Instead of onSave: the fields sit in a <form noValidate> that Guardar (or Enter in a field) submits. */
  onSubmit?: (event: FormEvent) => void;
  open?: boolean;
  /** The fields' box; by default room above the first field's label, for fields without margin="dense". */
  contentSx?: SxProps<Theme>;
  children: ReactNode;
  after?: ReactNode;
  /** Guardar's text when a screen names it (e.g. 'Guardar Afp'). */
  saveLabel?: string;
}) {
  const t = useAppTranslate();
  const content = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={contentSx}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.common.cancel')}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          onClick={onSubmit ? undefined : onSave}
          variant="contained"
          disabled={busy || saveDisabled}
        >
          {saveLabel ?? t('app.common.save')}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
      {after}
    </Dialog>
  );
}
