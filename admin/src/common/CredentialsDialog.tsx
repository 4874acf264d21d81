import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, useDataProvider, useNotify } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { EMAIL_SHAPE, STRONG_PASSWORD, matches, requiredMsg, type Validator } from './validators';

export interface CredentialsDialogProps {
  open: boolean;
  idUser: number;
  user: string;
  email: string;
  title: string;
  onClose: () => void;
  /** Called with what was saved, after the server accepted it. */
  onSaved?: (saved: { user: string; email: string }) => void;
}

interface CredentialsValues {
  user: string;
  password: string;
  confirm: string;
  email: string;
}

/** Change user name, password and email: `PUT /api/users/updateCredentialsUser` (spec 01 §5). */
export function CredentialsDialog({ open, idUser, user, email, title, onClose, onSaved }: CredentialsDialogProps) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);

  const confirmMatches: Validator = (value, values) =>
    value && values && value !== values.password ? t('app.credentials.confirmMismatch') : undefined;

  const submit = async (raw: Record<string, unknown>) => {
    const values = raw as unknown as CredentialsValues;
    const payload = { user: String(values.user ?? '').trim(), password: values.password, email: values.email.trim(), idUser };
    setBusy(true);
    try {
      const answer = await dataProvider.updateCredentialsUser(payload);
      notify(answer?.msg || t('app.catalogues.result.updated', { noun: t('app.catalogues.users.noun') }), { type: 'success' });
      onSaved?.({ user: payload.user, email: payload.email });
      onClose();
    } catch (error) {
      notify((error as Error).message || t('app.common.generic'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="credentials-title">
      <Form record={{ user, email, password: '', confirm: '' }} onSubmit={submit}>
        <DialogTitle id="credentials-title">{title}</DialogTitle>
        <DialogContent>
          <TextInput source="user" label={t('app.credentials.user')} fullWidth autoComplete="username" />
          <PasswordInput
            source="password"
            label={t('app.credentials.password')}
            fullWidth
            autoComplete="new-password"
            validate={[requiredMsg(t('app.credentials.passwordRequired')), matches(STRONG_PASSWORD, t('app.credentials.passwordInvalid'))]}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 1 }}>
            {t('app.credentials.passwordHint')}
          </Typography>
          <PasswordInput
            source="confirm"
            label={t('app.credentials.confirm')}
            fullWidth
            autoComplete="new-password"
            validate={[requiredMsg(t('app.credentials.confirmRequired')), confirmMatches]}
          />
          <TextInput
            source="email"
            label={t('app.credentials.email')}
            fullWidth
            autoComplete="email"
            validate={[requiredMsg(t('app.credentials.emailRequired')), matches(EMAIL_SHAPE, t('app.credentials.emailInvalid'))]}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{t('app.common.save')}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
