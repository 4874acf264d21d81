import { useState, type FormEvent } from 'react';
import { FIELD_MAX_LENGTH } from '../../../../domain/field-limits';
import {
  Avatar, Box, Button, Card, CardContent, CircularProgress, IconButton, InputAdornment, TextField, Typography,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLogin, useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { homePathFor } from '../../layout/menuItems';
import { session } from '../../providers/session';

interface Errors {
  username?: string;
  password?: string;
}

/** Login (spec 01 §2 "Login", §5, §8): Enter submits, show/hide password, server text on 401. */
export function LoginPage() {
  const t = useAppTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // A public route with a logged-in user goes to home.
  const { user } = session.get();
  if (session.isActive() && user) return <Navigate to={homePathFor(user.idRol)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      username: username.replace(/\s+/g, '') ? undefined : t('app.login.userRequired'),
      password: password.replace(/\s+/g, '') ? undefined : t('app.login.passwordRequired'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      await login({ username, password });
      notify(t('app.login.welcome'), { type: 'success' });
    } catch (error) {
      notify((error as Error)?.message || t('app.common.generic'), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2,
        background: 'linear-gradient(135deg, #0d47a1 0%, #1976d2 55%, #42a5f5 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 380 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}><LockOutlinedIcon /></Avatar>
            <Typography component="h1" variant="h5">{t('app.name')}</Typography>
            <Typography variant="body2" color="text.secondary" align="center">{t('app.login.subtitle')}</Typography>
          </Box>
          <form onSubmit={submit} noValidate>
            <TextField
              id="username"
              name="username"
              label={t('app.login.user')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={!!errors.username}
              helperText={errors.username ?? ' '}
              autoComplete="username"
              autoFocus
              fullWidth
              margin="dense"
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH.user } }}
            />
            <TextField
              id="password"
              name="password"
              label={t('app.login.password')}
              type={visible ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!errors.password}
              helperText={errors.password ?? ' '}
              autoComplete="current-password"
              fullWidth
              margin="dense"
              disabled={busy}
              slotProps={{
                htmlInput: { maxLength: FIELD_MAX_LENGTH.pass },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={visible ? t('app.login.hidePassword') : t('app.login.showPassword')}
                        title={visible ? t('app.login.hidePassword') : t('app.login.showPassword')}
                        onClick={() => setVisible((v) => !v)}
                        edge="end"
                      >
                        {visible ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
              {busy ? <CircularProgress size={24} color="inherit" aria-label={t('app.common.loading')} /> : t('app.login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}

export default LoginPage;
