import { useState } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { appMessages } from '../../i18n/esApp';
import { homePathFor } from '../../layout/menuItems';
import { session } from '../../providers/session';
import { LoginForm } from './LoginForm';

/** Login inside the react-admin app (after a logout or an expired session): the server's text on 401. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  // A public route with a logged-in user goes to home.
  const { user } = session.get();
  if (session.isActive() && user) return <Navigate to={homePathFor(user.idRol)} replace />;

  const submit = async (username: string, password: string) => {
    setBusy(true);
    try {
      await login({ username, password });
      notify(appMessages.login.welcome, { type: 'success' });
    } catch (error) {
      notify((error as Error)?.message || appMessages.common.generic, { type: 'error' });
      setBusy(false);
    }
  };
  return <LoginForm busy={busy} onLogin={submit} />;
}
