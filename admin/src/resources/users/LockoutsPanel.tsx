import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { LoginLockout } from '../../../../domain/lockouts';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { PageLoading } from '../../common/PageLoading';
import { errorText, showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { usersKeys } from '../../providers/calls/users';
import type { AppDataProvider } from '../../providers/dataProvider';

/** A lock ends by itself; the list is read again now and then so an ended one does not linger on screen. */
const REFRESH_MS = 60_000;

/** An IPv4 client reached over IPv6 ('::ffff:10.0.0.5') is shown as the address the office knows. */
const showAddress = (address: string | null) => (address ? address.replace(/^::ffff:(?=\d+\.)/i, '') : '—');

/**
 * The login lockouts in force, under the users list (role 1): who is refused from which address until
 * when, and 'Desbloquear' to lift one at once.
 */
export function LockoutsPanel() {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const [lifting, setLifting] = useState<LoginLockout | null>(null);
  const [busy, setBusy] = useState(false);
  const lockouts = useQuery({
    queryKey: usersKeys.lockouts(),
    queryFn: () => dp.loginLockouts(),
    refetchInterval: REFRESH_MS,
  });

  const lift = async () => {
    if (!lifting) return;
    setBusy(true);
    try {
      notify((await dp.unlockLogin(lifting.clave)).msg, { type: 'success' });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
      setLifting(null);
      await lockouts.refetch();
    }
  };

  const rows = lockouts.data ?? [];
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="lockouts-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, pt: 2, flexWrap: 'wrap' }}>
        <Typography id="lockouts-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('app.catalogues.users.lockouts.title')}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => lockouts.refetch()}>
          {t('app.catalogues.users.lockouts.refresh')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('app.catalogues.users.lockouts.help')}
      </Typography>
      {lockouts.isPending ? <PageLoading /> : null}
      {lockouts.isError ? (
        <Typography color="error" sx={{ px: 2, pb: 2 }}>
          {errorText(lockouts.error)}
        </Typography>
      ) : null}
      {lockouts.isSuccess && !rows.length ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }} role="status">
          {t('app.catalogues.users.lockouts.none')}
        </Typography>
      ) : null}
      {rows.length ? (
        <TableContainer>
          <Table size="small" aria-labelledby="lockouts-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('app.catalogues.users.lockouts.kind')}</TableCell>
                <TableCell>{t('app.catalogues.users.lockouts.user')}</TableCell>
                <TableCell>{t('app.catalogues.users.lockouts.address')}</TableCell>
                <TableCell>{t('app.catalogues.users.lockouts.until')}</TableCell>
                <TableCell align="right">{t('app.catalogues.users.lockouts.times')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((lockout) => (
                <TableRow key={lockout.clave}>
                  <TableCell>
                    {t(
                      lockout.tipo === 'usuario'
                        ? 'app.catalogues.users.lockouts.account'
                        : 'app.catalogues.users.lockouts.address',
                    )}
                  </TableCell>
                  <TableCell>{lockout.usuario ?? '—'}</TableCell>
                  <TableCell>{showAddress(lockout.direccion)}</TableCell>
                  <TableCell>{showInstant(lockout.bloqueadoHasta)}</TableCell>
                  <TableCell align="right">{lockout.bloqueos}</TableCell>
                  <TableCell align="right">
                    <Button size="small" startIcon={<LockOpenIcon />} onClick={() => setLifting(lockout)}>
                      {t('app.catalogues.users.lockouts.unlock')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <ConfirmDialog
        open={!!lifting}
        title={t('app.catalogues.users.lockouts.confirm')}
        question={lifting ? [lifting.usuario, showAddress(lifting.direccion)].filter(Boolean).join(' — ') : null}
        busy={busy}
        onYes={lift}
        onNo={() => setLifting(null)}
      />
    </Card>
  );
}
