import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { FIELD_MAX_LENGTH } from '../../../../domain/field-limits';
import { FIRST_RUN as T } from '../../../../domain/first-run';
import { EMAIL_SHAPE, STRONG_PASSWORD } from '../../common/validators';
import { appMessages } from '../../i18n/esApp';
import { createFirstAdmin, type FirstAdminForm, type FirstRunDepartment } from '../../providers/firstRun';
import { requestLogin } from '../../providers/loginRequest';

type Field = keyof FirstAdminForm;
const EMPTY: FirstAdminForm = {
  names: '',
  surnames: '',
  ci: '',
  email: '',
  phone: '',
  idDepartament: '',
  user: '',
  password: '',
};
const blank = (value: unknown) => String(value ?? '').trim() === '';

/** The same rules and texts as the server's (setup.routes.ts), so a refusal reads the same on both sides. */
function check(form: FirstAdminForm): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (blank(form.names)) errors.names = T.namesRequired;
  if (blank(form.surnames)) errors.surnames = T.surnamesRequired;
  if (blank(form.ci)) errors.ci = T.ciRequired;
  if (blank(form.email)) errors.email = T.emailRequired;
  else if (!EMAIL_SHAPE.test(form.email.trim())) errors.email = T.emailInvalid;
  if (!blank(form.phone) && !/^\d+$/.test(form.phone.trim())) errors.phone = T.phoneInvalid;
  if (form.idDepartament === '') errors.idDepartament = T.departmentRequired;
  if (blank(form.user)) errors.user = T.userRequired;
  if (blank(form.password)) errors.password = T.passwordRequired;
  else if (!STRONG_PASSWORD.test(form.password)) errors.password = T.passwordInvalid;
  return errors;
}

/**
 * The first-run form: shown from the login card only while the database has no administrator.
 * It creates the first role-1 user in the chosen department, then logs in with it (`onDone` with its home).
 */
export function FirstRunForm({
  departments,
  onDone,
  onBack,
}: {
  departments: FirstRunDepartment[];
  onDone: (homePath: string) => void;
  onBack: () => void;
}) {
  const [form, setForm] = useState<FirstAdminForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => ({
    id: `first-run-${name}`,
    name,
    label,
    value: form[name],
    fullWidth: true,
    margin: 'dense' as const,
    disabled: busy,
    error: !!errors[name],
    helperText: errors[name] ?? (extra.hint as string | undefined) ?? ' ',
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await createFirstAdmin(form);
      onDone(await requestLogin(form.user, form.password));
    } catch (e) {
      setFailure((e as Error)?.message || appMessages.common.generic);
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0d47a1 0%, #1976d2 55%, #42a5f5 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 520 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5">
            {T.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.subtitle}
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ my: 1 }}>
              {failure}
            </Alert>
          )}
          <form onSubmit={submit} noValidate>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              <TextField
                {...field('names', T.names)}
                autoFocus
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.names } }}
              />
              <TextField
                {...field('surnames', T.surnames)}
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.surnames } }}
              />
              <TextField {...field('ci', T.ci)} slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.ci } }} />
              <TextField
                {...field('phone', T.phone)}
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.phone } }}
              />
              <TextField
                {...field('email', T.email)}
                type="email"
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.email } }}
              />
              <TextField {...field('idDepartament', T.department)} select>
                {departments.map((d) => (
                  <MenuItem key={d.idDepartamento} value={d.idDepartamento}>
                    {d.nombreDepartamento}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                {...field('user', T.user)}
                autoComplete="username"
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.user } }}
              />
              <TextField
                {...field('password', T.password, { hint: T.passwordHint })}
                type="password"
                autoComplete="new-password"
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.pass } }}
              />
            </Box>
            <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
              {busy ? <CircularProgress size={24} color="inherit" aria-label={appMessages.common.loading} /> : T.submit}
            </Button>
            <Button fullWidth sx={{ mt: 1 }} onClick={onBack} disabled={busy}>
              {T.back}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
