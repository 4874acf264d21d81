import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { PORTAL_MESSAGES as M } from '../../../../domain/portal';
import { STRONG_PASSWORD as STRONG } from '../../common/validators';
import { portalMessages as P } from '../../i18n/portal';
import { portalApi } from '../portalClient';

/** The slip's link: the code comes filled in; the person chooses a password (spec 01 §5's rules) and then logs in. */
export default function ActivatePage() {
  const [code, setCode] = useState(() => new URLSearchParams(window.location.search).get('codigo') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ msg: string; ci: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = !code.trim()
      ? M.codeRequired
      : !password
        ? M.passwordRequired
        : !STRONG.test(password)
          ? M.passwordWeak
          : !confirmation
            ? M.confirmRequired
            : confirmation !== password
              ? M.confirmMismatch
              : null;
    if (local) return setProblem(local);
    setBusy(true);
    setProblem(null);
    try {
      const answer = await portalApi.activate(code.trim(), password, confirmation);
      setDone({ msg: answer.msg, ci: answer.ci });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {P.activate.title}
          </Typography>
          {done ? (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {done.msg}
              </Alert>
              <Typography sx={{ mb: 2 }}>
                CI: <strong>{done.ci}</strong>
              </Typography>
              <Button variant="contained" fullWidth href="/login">
                {P.activate.toLogin}
              </Button>
            </>
          ) : (
            <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {P.activate.intro}
              </Typography>
              <TextField
                label={P.activate.code}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                fullWidth
                margin="normal"
                slotProps={{
                  htmlInput: { autoCapitalize: 'characters', autoComplete: 'one-time-code', 'aria-required': true },
                }}
              />
              <TextField
                label={P.activate.password}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                fullWidth
                margin="normal"
                helperText={P.activate.rules}
                slotProps={{ htmlInput: { autoComplete: 'new-password', 'aria-required': true } }}
              />
              <TextField
                label={P.activate.confirmation}
                type="password"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
                fullWidth
                margin="normal"
                slotProps={{ htmlInput: { autoComplete: 'new-password', 'aria-required': true } }}
              />
              {problem ? (
                <Alert severity="error" sx={{ mt: 1 }} role="alert">
                  {problem}
                </Alert>
              ) : null}
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
                {P.activate.submit}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
