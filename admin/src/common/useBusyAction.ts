import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';

/**
 * One server call at a time: `busy` while it runs (buttons disabled, dialogs not closable); a failure
 * goes to the snackbar with the server's Spanish msg (httpClient puts it in the error) or the generic one.
 * `run` answers whether the action finished without error.
 */
export function useBusyAction() {
  const t = useAppTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      try {
        await action();
        return true;
      } catch (error) {
        notify((error as Error)?.message || t('app.common.generic'), { type: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, t],
  );
  return { busy, run };
}
