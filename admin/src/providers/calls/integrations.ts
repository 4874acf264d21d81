import type { Answer, RequestBody } from '../apiTypes';
import { API_KEY, type Call } from './call';

/** Administración → 'Integraciones' (beyond the spec): webhooks, their delivery log, and API keys. */
export const integrationsCalls = (call: Call) => ({
  webhookEvents: () => call<Answer<'get_integrations_webhookEvents'>>('GET', '/integrations/webhookEvents'),
  webhooks: () => call<Answer<'get_integrations_webhooks'>>('GET', '/integrations/webhooks'),
  createWebhook: (body: RequestBody<'post_integrations_webhooks'>) =>
    call<Answer<'post_integrations_webhooks'>>('POST', '/integrations/webhooks', body),
  updateWebhook: (id: number, body: RequestBody<'put_integrations_webhooks'>) =>
    call<Answer<'put_integrations_webhooks'>>('PUT', `/integrations/webhooks/${id}`, body),
  webhookDeliveries: () => call<Answer<'get_integrations_webhookDeliveries'>>('GET', '/integrations/webhookDeliveries'),
  resendDelivery: (id: number) =>
    call<Answer<'post_integrations_webhookDeliveries_resend'>>('POST', `/integrations/webhookDeliveries/${id}/resend`),
  apiKeys: () => call<Answer<'get_integrations_apiKeys'>>('GET', '/integrations/apiKeys'),
  createApiKey: (body: RequestBody<'post_integrations_apiKeys'>) =>
    call<Answer<'post_integrations_apiKeys'>>('POST', '/integrations/apiKeys', body),
  revokeApiKey: (id: number) =>
    call<Answer<'post_integrations_apiKeys_revoke'>>('POST', `/integrations/apiKeys/${id}/revoke`),
});
export type IntegrationsCalls = ReturnType<typeof integrationsCalls>;

const all = [API_KEY, 'integrations'] as const;
export const integrationsKeys = {
  all,
  events: () => [...all, 'events'] as const,
  webhooks: () => [...all, 'webhooks'] as const,
  deliveries: () => [...all, 'deliveries'] as const,
  apiKeys: () => [...all, 'apiKeys'] as const,
};
