import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { appMessages } from '../i18n/esApp';
import { WELCOME_KEY } from './welcome';

/** 'Bienvenido al Sistema.' once, when the app opens right after the first screen's login (spec 01 §8). */
export function WelcomeNotice() {
  const notify = useNotify();
  useEffect(() => {
    if (!sessionStorage.getItem(WELCOME_KEY)) return;
    sessionStorage.removeItem(WELCOME_KEY);
    notify(appMessages.login.welcome, { type: 'success' });
  }, [notify]);
  return null;
}
