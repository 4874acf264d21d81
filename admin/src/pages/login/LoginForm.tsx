import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FIELD_MAX_LENGTH } from '../../../../domain/field-limits';
import { appMessages } from '../../i18n/esApp';

const L = appMessages.login;

interface Errors {
  username?: string;
  password?: string;
}

/**
 * The login card (spec 01 §2 "Login", §5): both fields required (spaces do not count), Enter submits,
 * show/hide password. Plain MUI and the Spanish texts, so the first screen needs no react-admin.
 */
export function LoginForm({
  busy,
  onLogin,
  footer,
}: {
  busy: boolean;
  onLogin: (username: string, password: string) => void;
  /** Below the form: the first-run link while the database has no administrator. */
  footer?: ReactNode;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      username: username.replace(/\s+/g, '') ? undefined : L.userRequired,
      password: password.replace(/\s+/g, '') ? undefined : L.passwordRequired,
    };
    setErrors(found);
    if (!found.username && !found.password) onLogin(username, password);
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
      <Card sx={{ width: '100%', maxWidth: 380 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {appMessages.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" align="center">
              {L.subtitle}
            </Typography>
          </Box>
          <form onSubmit={submit} noValidate>
            <TextField
              id="username"
              name="username"
              label={L.user}
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
              label={L.password}
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
                        aria-label={visible ? L.hidePassword : L.showPassword}
                        title={visible ? L.hidePassword : L.showPassword}
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
              {busy ? <CircularProgress size={24} color="inherit" aria-label={appMessages.common.loading} /> : L.submit}
            </Button>
          </form>
          {footer}
        </CardContent>
      </Card>
    </Box>
  );
}
