import { useState } from 'react';
import type { ApiKeyRole } from '../../../../domain/api-keys';
import { Button, Card, CardContent, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { showDate, showInstant } from '../../common/format';
import { PageLoading } from '../../common/PageLoading';
import { RegionTable } from '../../common/RegionTable';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { ApiKeyDialog } from './ApiKeyDialog';
import { useApiKeys, type ApiKey } from './integrationsData';
import { SecretDialog } from './SecretDialog';

const COLOURS = { activa: 'success', vencida: 'warning', revocada: 'default' } as const;
const COLUMNS = ['keyName', 'prefix', 'role', 'createdBy', 'lastUse', 'expiresColumn', 'state'] as const;

/**
 * 'Claves de API' of the department: create one (the key is shown once), see who made each and when it was last
 * used, revoke one (it stops working at the next request).
 */
export function ApiKeysSection() {
  const t = useAppTranslate();
  const notify = useNotify();
  const { keys, create, revoke } = useApiKeys();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => notify(t('app.integrations.keys.revoked'), { type: 'success' }),
      onSettled: () => setRevoking(null),
    });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {t('app.integrations.keys.title')}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('app.integrations.keys.add')}
          </Button>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('app.integrations.keys.intro')}
        </Typography>
        {keys.isPending ? <PageLoading /> : null}
        {keys.data?.length === 0 ? (
          <Typography color="text.secondary">{t('app.integrations.keys.none')}</Typography>
        ) : null}
        {keys.data?.length ? (
          <RegionTable
            label={t('app.integrations.keys.title')}
            columns={[...COLUMNS.map((c) => t(`app.integrations.keys.${c}`)), '']}
          >
            {keys.data.map((k) => (
              <TableRow key={k.id}>
                <TableCell>{k.nombre}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{k.prefijo}…</TableCell>
                <TableCell>{t(`app.integrations.keys.roles.r${k.idRol as ApiKeyRole}`)}</TableCell>
                <TableCell>
                  {k.creadoPor}
                  <br />
                  <Typography variant="caption" color="text.secondary">
                    {showInstant(k.creado)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {k.ultimoUso ? showInstant(k.ultimoUso) : t('app.integrations.keys.neverUsed')}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {k.vence ? showDate(k.vence) : t('app.integrations.keys.noExpiry')}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={COLOURS[k.estado]} label={t(`app.integrations.keys.states.${k.estado}`)} />
                </TableCell>
                <TableCell>
                  {k.estado === 'revocada' ? null : (
                    <Button
                      size="small"
                      color="error"
                      startIcon={<BlockIcon />}
                      disabled={revoke.isPending}
                      onClick={() => setRevoking(k)}
                      aria-label={`${t('app.integrations.keys.revoke')} ${k.nombre}`}
                    >
                      {t('app.integrations.keys.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </RegionTable>
        ) : null}
      </CardContent>
      {adding ? (
        <ApiKeyDialog
          saving={create.isPending}
          onClose={() => setAdding(false)}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: (created) => {
                setAdding(false);
                setSecret(created.clave);
              },
            })
          }
        />
      ) : null}
      {secret ? (
        <SecretDialog
          title={t('app.integrations.keys.secretTitle')}
          explain={t('app.integrations.keys.secretExplain')}
          value={secret}
          onClose={() => setSecret(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!revoking}
        title={t('app.integrations.keys.revokeTitle')}
        busy={revoke.isPending}
        question={revoking ? t('app.integrations.keys.revokeQuestion', { name: revoking.nombre }) : null}
        onYes={confirmRevoke}
        onNo={() => setRevoking(null)}
      />
    </Card>
  );
}
