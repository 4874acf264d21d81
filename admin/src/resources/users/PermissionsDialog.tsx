import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * 'Permiso de Acceso' of a role-2 user: one checkbox per module. A module never assigned is
 * inserted (`insertPermissionUser`); an existing permission is toggled (`updatePermissionUser`).
 */
export function PermissionsDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const idUser = Number(record.idUsuario ?? record.id);
  const [saving, setSaving] = useState<number | null>(null);
  // The box shows the new state at once; the server's answer then confirms or restores it.
  const [pending, setPending] = useState<{ idModule: number; asign: boolean } | null>(null);
  const modules = useQuery({ queryKey: ['users', 'selectModules'], queryFn: () => dataProvider.selectModules() });
  const permissions = useQuery({
    queryKey: ['users', 'selectPermissionsUser', idUser],
    queryFn: () => dataProvider.selectPermissionsUser(idUser),
  });

  const toggle = async (idModule: number, asign: boolean) => {
    const existing = (permissions.data ?? []).find((p) => Number(p.idModulo) === idModule);
    setSaving(idModule);
    setPending({ idModule, asign });
    try {
      const answer = existing
        ? await dataProvider.updatePermissionUser(idUser, idModule, asign)
        : await dataProvider.insertPermissionUser(idUser, idModule);
      notify(answer?.msg || t('app.catalogues.users.permissionSaved'), { type: asign ? 'success' : 'warning' });
      await permissions.refetch();
    } catch (error) {
      notify((error as Error).message || t('app.common.generic'), { type: 'error' });
    } finally {
      setSaving(null);
      setPending(null);
    }
  };

  const assigned = (idModule: number) =>
    pending?.idModule === idModule
      ? pending.asign
      : (permissions.data ?? []).some((p) => Number(p.idModulo) === idModule && !!Number(p.asignado));
  const loading = modules.isPending || permissions.isPending;
  const failed = modules.isError || permissions.isError;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="permissions-title">
      <DialogTitle id="permissions-title">{t('app.catalogues.users.permissionsTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
          {`${String(record.nombres ?? '')} ${String(record.apellidos ?? '')}`}
        </Typography>
        {loading ? <PageLoading /> : null}
        {!loading && (failed || !modules.data?.length) ? (
          <EmptyState
            text={t('app.catalogues.users.noModules')}
            onRetry={
              failed
                ? () => {
                    modules.refetch();
                    permissions.refetch();
                  }
                : null
            }
          />
        ) : null}
        {!loading && !failed && modules.data?.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('app.catalogues.users.module')}</TableCell>
                <TableCell align="center">{t('app.catalogues.users.assigned')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {modules.data.map((module) => (
                <TableRow key={module.idModulo}>
                  <TableCell>{module.nombreModulo}</TableCell>
                  <TableCell align="center">
                    <Checkbox
                      checked={assigned(Number(module.idModulo))}
                      disabled={saving !== null}
                      onChange={(_e, checked) => toggle(Number(module.idModulo), checked)}
                      slotProps={{ input: { 'aria-label': module.nombreModulo } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
