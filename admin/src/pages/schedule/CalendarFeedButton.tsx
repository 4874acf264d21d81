import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventIcon from '@mui/icons-material/Event';
import { useDataProvider, useNotify } from 'react-admin';
import { CALENDAR_FEED_ROLES } from '../../../../domain/calendar-feed';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { errorText, showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/useSession';
import type { Answer } from '../../providers/apiTypes';

type FeedState = Answer<'get_calendarFeed'>;

/**
 * 'Enlace de calendario': a teacher's private iCalendar link, for the teacher on their own
 * calendar and for role 1 on any teacher's. The link is shown only right after it is created (the server
 * keeps only its digest); creating another replaces it and revoking ends it.
 */
export function CalendarFeedButton({ idTeacher }: { idTeacher: number }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<FeedState | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(
    () => dp.calendarFeed(idTeacher).then(setState, (e) => notify(errorText(e), { type: 'error' })),
    [dp, idTeacher, notify],
  );
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  if (!user || !CALENDAR_FEED_ROLES.includes(user.idRol) || !idTeacher) return null;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
    setBusy(false);
  };
  const create = () =>
    run(async () => {
      const answer = await dp.createCalendarFeed(idTeacher);
      setUrl(answer.data.url);
      setState({ activo: true, creado: answer.data.creado });
      notify(answer.msg, { type: 'success' });
    });
  const revoke = () =>
    run(async () => {
      setConfirming(false);
      const answer = await dp.revokeCalendarFeed(idTeacher);
      setUrl(null);
      setState({ activo: false, creado: null });
      notify(answer.msg, { type: 'warning' });
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      notify(t('app.calendarFeed.copied'), { type: 'success' });
    } catch {
      notify(t('app.calendarFeed.copyFailed'), { type: 'warning' });
    }
  };
  const close = () => {
    setOpen(false);
    setUrl(null);
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<EventIcon />} onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {t('app.calendarFeed.button')}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : close}
        aria-labelledby="calendar-feed-title"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="calendar-feed-title">{t('app.calendarFeed.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('app.calendarFeed.explain')}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('app.calendarFeed.private')}
          </Alert>
          {url ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                label={t('app.calendarFeed.link')}
                value={url}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
                onFocus={(e) => e.target.select()}
              />
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
                {t('app.calendarFeed.copy')}
              </Button>
            </Box>
          ) : (
            <Typography data-testid="calendar-feed-state">
              {state === null
                ? '…'
                : state.activo
                  ? t('app.calendarFeed.active', { date: showInstant(state.creado) })
                  : t('app.calendarFeed.none')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          {state?.activo ? (
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
              {t('app.calendarFeed.revoke')}
            </Button>
          ) : null}
          <Button onClick={create} disabled={busy || state === null}>
            {state?.activo ? t('app.calendarFeed.replace') : t('app.calendarFeed.create')}
          </Button>
          <Button onClick={close} disabled={busy} variant="contained">
            {t('app.common.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('app.calendarFeed.revoke')}
        question={t('app.calendarFeed.revokeQuestion')}
        busy={busy}
        onYes={revoke}
        onNo={() => setConfirming(false)}
      />
    </>
  );
}
