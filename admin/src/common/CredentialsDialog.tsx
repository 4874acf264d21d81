import { Typography } from '@mui/material';
import { maxLengthOf } from '../../../domain/field-limits';
import { PasswordInput, TextInput, useDataProvider, useNotify } from 'react-admin';
import { session } from '../providers/session';
import { useAppTranslate } from '../i18n/i18nProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { RecordFormDialog } from './RecordFormDialog';
import { useBusyAction } from './useBusyAction';
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

const limit = (field: string) => ({ htmlInput: { maxLength: maxLengthOf(field) } });

export function CredentialsDialog({ open, idUser, user, email, title, onClose, onSaved }: CredentialsDialogProps) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();

  const confirmMatches: Validator = (value, values) =>
    value && values && value !== values.password ? t('app.credentials.confirmMismatch') : undefined;

  const submit = async (raw: Record<string, unknown>) => {
    const values = raw as unknown as CredentialsValues;
    const payload = { user: String(values.user ?? '').trim(), password: values.password, email: values.email.trim(), idUser };
    await run(async () => {
      const answer = await dataProvider.updateCredentialsUser(payload);
      if (answer.token && answer.expiration) session.renew(answer.token, answer.expiration);
      notify(answer?.msg || t('app.catalogues.result.updated', { noun: t('app.catalogues.users.noun') }), { type: 'success' });
      onSaved?.({ user: payload.user, email: payload.email });
      onClose();
    });
  };

  return (
    <RecordFormDialog open={open} titleId="credentials-title" title={title} busy={busy}
      record={{ user, email, password: '', confirm: '' }} onSubmit={submit} onClose={onClose}>
      <TextInput source="user" label={t('app.credentials.user')} fullWidth autoComplete="username" slotProps={limit('user')} />
      <PasswordInput
        source="password"
        label={t('app.credentials.password')}
        fullWidth
        slotProps={limit('pass')}
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
        slotProps={limit('pass')}
        autoComplete="new-password"
        validate={[requiredMsg(t('app.credentials.confirmRequired')), confirmMatches]}
      />
      <TextInput
        source="email"
        label={t('app.credentials.email')}
        fullWidth
        slotProps={limit('email')}
        autoComplete="email"
        validate={[requiredMsg(t('app.credentials.emailRequired')), matches(EMAIL_SHAPE, t('app.credentials.emailInvalid'))]}
      />
    </RecordFormDialog>
  );
}
