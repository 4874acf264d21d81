import { useState } from 'react';
import { Alert, CssBaseline, Snackbar, ThemeProvider, createTheme } from '@mui/material';
import { esES } from '@mui/material/locale';
import { appMessages } from '../../i18n/esApp';
import { PALETTE } from '../../palette';
import { requestLogin } from '../../providers/loginRequest';
import { LoginForm } from './LoginForm';

// The app's look for the card: its palette and react-admin's filled fields, without loading react-admin.
const theme = createTheme({ palette: PALETTE, components: { MuiTextField: { defaultProps: { variant: 'filled' } } } }, esES);

/**
 * The first screen of a browser without a session: the login card with MUI only. The react-admin app
 * (and its weight) loads after a successful login, on the role's home (`onDone`).
 */
export function StandaloneLogin({ onDone }: { onDone: (homePath: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = async (username: string, password: string) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await requestLogin(username, password));
    } catch (e) {
      setError((e as Error)?.message || appMessages.common.generic);
      setBusy(false);
    }
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginForm busy={busy} onLogin={login} />
      <Snackbar open={!!error} autoHideDuration={6000} onClose={() => setError(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>{error}</Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
