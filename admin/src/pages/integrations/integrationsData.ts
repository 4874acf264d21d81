import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Answer, RequestBody } from '../../providers/apiTypes';

export type Webhook = Answer<'get_integrations_webhooks'>[number];
export type Delivery = Answer<'get_integrations_webhookDeliveries'>[number];
export type EventOption = Answer<'get_integrations_webhookEvents'>[number];
type WebhookBody = RequestBody<'post_integrations_webhooks'>;

/** Query keys of the page: the subscriptions and the delivery log change together after every write. */
export const integrationKeys = {
  all: ['integrations'] as const,
  events: ['integrations', 'events'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: ['integrations', 'deliveries'] as const,
};

/** The page's reads: the event catalogue, the webhooks and the latest deliveries. */
export function useIntegrations() {
  const dp = useDataProvider<AppDataProvider>();
  const events = useQuery({ queryKey: integrationKeys.events, queryFn: () => dp.call<EventOption[]>('GET', '/integrations/webhookEvents'), staleTime: Infinity });
  // Both refresh while the page is open: deliveries happen in the background, seconds after the change.
  const webhooks = useQuery({ queryKey: integrationKeys.webhooks, queryFn: () => dp.call<Webhook[]>('GET', '/integrations/webhooks'), refetchInterval: 10_000 });
  const deliveries = useQuery({
    queryKey: integrationKeys.deliveries, queryFn: () => dp.call<Delivery[]>('GET', '/integrations/webhookDeliveries'), refetchInterval: 10_000,
  });
  return { events, webhooks, deliveries };
}

/** The page's writes; each refreshes both lists and reports its failure in the server's words. */
export function useIntegrationWrites() {
  const dp = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const options = {
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.all }),
    onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
  };
  return {
    create: useMutation({ mutationFn: (body: WebhookBody) => dp.call<Answer<'post_integrations_webhooks'>>('POST', '/integrations/webhooks', body), ...options }),
    update: useMutation({
      mutationFn: ({ id, ...body }: RequestBody<'put_integrations_webhooks'> & { id: number }) =>
        dp.call<Webhook>('PUT', `/integrations/webhooks/${id}`, body),
      ...options,
    }),
    resend: useMutation({ mutationFn: (id: number) => dp.call<{ msg: string }>('POST', `/integrations/webhookDeliveries/${id}/resend`), ...options }),
  };
}
