import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Answer, RequestBody } from '../../providers/apiTypes';
import { integrationsKeys } from '../../providers/calls/integrations';

export type Webhook = Answer<'get_integrations_webhooks'>[number];
export type Delivery = Answer<'get_integrations_webhookDeliveries'>[number];
export type EventOption = Answer<'get_integrations_webhookEvents'>[number];
export type ApiKey = Answer<'get_integrations_apiKeys'>[number];
export type NewApiKey = RequestBody<'post_integrations_apiKeys'>;

/** The page's reads: the event catalogue, the webhooks and the latest deliveries. */
export function useIntegrations() {
  const dp = useDataProvider<AppDataProvider>();
  const events = useQuery({
    queryKey: integrationsKeys.events(),
    queryFn: () => dp.webhookEvents(),
    staleTime: Infinity,
  });
  // Both refresh while the page is open: deliveries happen in the background, seconds after the change.
  const webhooks = useQuery({
    queryKey: integrationsKeys.webhooks(),
    queryFn: () => dp.webhooks(),
    refetchInterval: 10_000,
  });
  const deliveries = useQuery({
    queryKey: integrationsKeys.deliveries(),
    queryFn: () => dp.webhookDeliveries(),
    refetchInterval: 10_000,
  });
  return { events, webhooks, deliveries };
}

/** The page's writes; each refreshes both lists and reports its failure in the server's words. */
export function useIntegrationWrites() {
  const dp = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const options = {
    onSuccess: () => client.invalidateQueries({ queryKey: integrationsKeys.all }),
    onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
  };
  return {
    create: useMutation({
      mutationFn: (body: RequestBody<'post_integrations_webhooks'>) => dp.createWebhook(body),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: RequestBody<'put_integrations_webhooks'> & { id: number }) =>
        dp.updateWebhook(id, body),
      ...options,
    }),
    resend: useMutation({ mutationFn: (id: number) => dp.resendDelivery(id), ...options }),
  };
}

/** The department's API keys and their two writes: create (answers the key once) and revoke. */
export function useApiKeys() {
  const dp = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const keys = useQuery({ queryKey: integrationsKeys.apiKeys(), queryFn: () => dp.apiKeys() });
  const options = {
    onSuccess: () => client.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
    onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
  };
  return {
    keys,
    create: useMutation({ mutationFn: (body: NewApiKey) => dp.createApiKey(body), ...options }),
    revoke: useMutation({ mutationFn: (id: number) => dp.revokeApiKey(id), ...options }),
  };
}
