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

  /** What every field of the dialog shares: its label under app.credentials, full width, its column's length limit. */
  const field = (source: keyof CredentialsValues, column: string, autoComplete: string) => ({
    source,
    label: t(`app.credentials.${source}`),
    fullWidth: true,
    slotProps: limit(column),
    autoComplete,
  });
  /** A field that must be filled (its required text under app.credentials too) and pass `check`. */
  const checkedField = (
    source: Exclude<keyof CredentialsValues, 'user'>,
    column: string,
    autoComplete: string,
    check: Validator,
  ) => ({
    ...field(source, column, autoComplete),
    validate: [requiredMsg(t(`app.credentials.${source}Required`)), check],
  });

  const submit = async (raw: Record<string, unknown>) => {
    const values = raw as unknown as CredentialsValues;
    const payload = {
      user: String(values.user ?? '').trim(),
      password: values.password,
      email: values.email.trim(),
      idUser,
    };
    await run(async () => {
      const answer = await dataProvider.updateCredentialsUser(payload);
      if (answer.token && answer.expiration) session.renew(answer.token, answer.expiration);
      notify(answer?.msg || t('app.catalogues.result.updated', { noun: t('app.catalogues.users.noun') }), {
        type: 'success',
      });
      onSaved?.({ user: payload.user, email: payload.email });
      onClose();
    });
  };

  return (
    <RecordFormDialog
      open={open}
      titleId="credentials-title"
      title={title}
      busy={busy}
      record={{ user, email, password: '', confirm: '' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput {...field('user', 'user', 'username')} />
      <PasswordInput
        {...checkedField(
          'password',
          'pass',
          'new-password',
          matches(STRONG_PASSWORD, t('app.credentials.passwordInvalid')),
        )}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 1 }}>
        {t('app.credentials.passwordHint')}
      </Typography>
      <PasswordInput {...checkedField('confirm', 'pass', 'new-password', confirmMatches)} />
      <TextInput
        {...checkedField('email', 'email', 'email', matches(EMAIL_SHAPE, t('app.credentials.emailInvalid')))}
      />
    </RecordFormDialog>
  );
}
