import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Switch, TableCell, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify } from 'react-admin';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { RegionTable } from '../../common/RegionTable';
import { WEBHOOK_EVENTS } from '../../../../domain/webhooks';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { ApiKeysSection } from './ApiKeysSection';
import { DeliveryLog } from './DeliveryLog';
import { useIntegrations, useIntegrationWrites, type Webhook } from './integrationsData';
import { SecretDialog } from './SecretDialog';
import { WebhookDialog } from './WebhookDialog';

/**
 * /integrations 'Integraciones' (role 1, beyond the spec): the department's webhooks — add one (its secret is
 * shown once), switch one on or off — the delivery log with 'Reenviar', and the department's API keys.
 */
export default function IntegrationsPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const { events, webhooks, deliveries } = useIntegrations();
  const writes = useIntegrationWrites();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const failed = webhooks.error ?? deliveries.error;
  const toggle = (w: Webhook) =>
    writes.update.mutate({ id: w.id, url: w.url, eventos: w.eventos, estado: w.estado ? 0 : 1, version: w.version });
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 1180 }}>
      <Breadcrumb items={[{ label: t('app.sections.admin') }, { label: t('app.menu.integrations') }]} />
      <PageHeading title={t('app.integrations.title')} />
      <Typography sx={{ mb: 2 }}>{t('app.integrations.intro')}</Typography>
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(failed as Error).message}
        </Alert>
      ) : null}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {t('app.integrations.webhooks')}
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} disabled={!events.data} onClick={() => setAdding(true)}>
              {t('app.integrations.add')}
            </Button>
          </Stack>
          {webhooks.isPending ? <PageLoading /> : null}
          {webhooks.data?.length === 0 ? (
            <Typography color="text.secondary">{t('app.integrations.none')}</Typography>
          ) : null}
          {webhooks.data?.length ? (
            <RegionTable
              label={t('app.integrations.webhooks')}
              columns={(['url', 'events', 'counts', 'state'] as const).map((c) => t(`app.integrations.${c}`))}
            >
              {webhooks.data.map((w) => (
                <TableRow key={w.id}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{w.url}</TableCell>
                  <TableCell>{w.eventos.map((e) => WEBHOOK_EVENTS[e]).join(', ')}</TableCell>
                  <TableCell>
                    {w.entregados} / {w.pendientes} / {w.fallidos}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={w.estado === 1}
                      disabled={writes.update.isPending}
                      onChange={() => toggle(w)}
                      slotProps={{
                        input: {
                          'aria-label': `${w.estado ? t('app.integrations.deactivate') : t('app.integrations.activate')} ${w.url}`,
                        },
                      }}
                    />
                    {w.estado ? t('app.integrations.active') : t('app.integrations.inactive')}
                  </TableCell>
                </TableRow>
              ))}
            </RegionTable>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('app.integrations.deliveries')}
          </Typography>
          {deliveries.isPending ? <PageLoading /> : null}
          {deliveries.data ? (
            <DeliveryLog
              rows={deliveries.data}
              busy={writes.resend.isPending}
              onResend={(id) =>
                writes.resend.mutate(id, { onSuccess: () => notify(t('app.integrations.resent'), { type: 'success' }) })
              }
            />
          ) : null}
        </CardContent>
      </Card>
      <ApiKeysSection />
      {adding && events.data ? (
        <WebhookDialog
          events={events.data}
          saving={writes.create.isPending}
          onClose={() => setAdding(false)}
          onSave={(body) =>
            writes.create.mutate(body, {
              onSuccess: (created) => {
                setAdding(false);
                setSecret(created.secreto);
              },
            })
          }
        />
      ) : null}
      {secret ? (
        <SecretDialog
          title={t('app.integrations.secretTitle')}
          explain={t('app.integrations.secretExplain')}
          value={secret}
          onClose={() => setSecret(null)}
        />
      ) : null}
    </Box>
  );
}
