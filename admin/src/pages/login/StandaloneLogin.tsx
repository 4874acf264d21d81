import { useEffect, useState } from 'react';
import { Alert, Button, CssBaseline, Snackbar, ThemeProvider, createTheme } from '@mui/material';
import { esES } from '@mui/material/locale';
import { appMessages } from '../../i18n/esApp';
import { PALETTE } from '../../palette';
import { FIRST_RUN } from '../../../../domain/first-run';
import { firstRunDepartments, type FirstRunDepartment } from '../../providers/firstRun';
import { requestLogin } from '../../providers/loginRequest';
import { FirstRunForm } from './FirstRunForm';
import { LoginForm } from './LoginForm';

// The app's look for the card: its palette and react-admin's filled fields, without loading react-admin.
const theme = createTheme(
  { palette: PALETTE, components: { MuiTextField: { defaultProps: { variant: 'filled' } } } },
  esES,
);

/**
 * The first screen of a browser without a session: the login card with MUI only. The react-admin app
 * (and its weight) loads after a successful login, on the role's home (`onDone`).
 */
export function StandaloneLogin({ onDone }: { onDone: (homePath: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Departments of the first-run form while the database has no administrator; null otherwise.
  const [firstRun, setFirstRun] = useState<FirstRunDepartment[] | null>(null);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    void firstRunDepartments().then(setFirstRun);
  }, []);
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
      {creating && firstRun ? (
        <FirstRunForm departments={firstRun} onDone={onDone} onBack={() => setCreating(false)} />
      ) : (
        <LoginForm
          busy={busy}
          onLogin={login}
          footer={
            firstRun && (
              <Button fullWidth sx={{ mt: 1 }} onClick={() => setCreating(true)}>
                {FIRST_RUN.open}
              </Button>
            )
          }
        />
      )}
      <Snackbar
        open={!!error}
        autoHideDuration={6000}
        onClose={() => setError(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
