import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENTS } from '../../../../domain/webhooks.js';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY, departmentFor, headerDepartment } from '../../http/session.js';
import { versionField } from '../../lib/versioned.js';
import { body, oneOf, params, pathInt, state, text } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { API_KEY_ROLES } from '../../../../domain/api-keys.js';
import * as a from './integrations.answers.js';
import { API_KEY_TEXTS, createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';
import {
  WEBHOOK_MESSAGES as M,
  createSubscription,
  listDeliveries,
  listSubscriptions,
  resendDelivery,
  updateSubscription,
} from './webhooks.service.js';

const events = {
  type: 'array',
  minItems: 1,
  maxItems: WEBHOOK_EVENT_NAMES.length,
  items: { type: 'string', enum: WEBHOOK_EVENT_NAMES, errorMessage: M.unknownEvent },
  errorMessage: { minItems: M.noEvents, maxItems: M.unknownEvent, type: M.noEvents },
};
const url = text({ required: M.badUrl, max: 500 });
const createBody = body({ url, eventos: events }, ['url', 'eventos']);
const updateBody = body({ url, eventos: events, estado: state(), version: versionField() }, [
  'url',
  'eventos',
  'estado',
]);
const idParams = params({ id: pathInt() });
const apiKeyBody = body(
  {
    nombre: text({ required: API_KEY_TEXTS.name, max: 100 }),
    idRol: oneOf([...API_KEY_ROLES], API_KEY_TEXTS.role),
    vence: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: API_KEY_TEXTS.expiry },
  },
  ['nombre', 'idRol'],
);
const deliveriesQuery = {
  type: 'object',
  properties: { idWebhook: { type: 'integer', minimum: 1, errorMessage: 'Parámetro no válido.' } },
};

/**
 * Administración → 'Integraciones' (role 1, in the chosen department): webhook subscriptions, their delivery log
 * and 'Reenviar', and the department's API keys. The events come from the audit trail's funnel (lib/outbox.ts); the sender is webhook-delivery.service.ts.
 */
export function registerIntegrations({ router, db }: ModuleDeps): void {
  const api = documented(router, '/integrations');
  const opt = { roles: ADMIN_ONLY };
  const dept = (actor: Parameters<typeof departmentFor>[0], ctx: { get(name: string): string }) =>
    departmentFor(actor, headerDepartment(ctx));
  api.get(
    '/webhookEvents',
    { ...opt, summary: 'Los eventos a los que un webhook puede suscribirse', response: a.eventCatalogueAnswer },
    async () => WEBHOOK_EVENT_NAMES.map((evento) => ({ evento, nombre: WEBHOOK_EVENTS[evento] })),
  );
  api.get(
    '/webhooks',
    { ...opt, summary: 'Los webhooks del departamento con sus envíos por estado', response: a.subscriptionListAnswer },
    async ({ actor, ctx }) => listSubscriptions(db, actor, dept(actor, ctx)),
  );
  api.post(
    '/webhooks',
    {
      ...opt,
      summary: 'Registra un webhook; la respuesta trae su secreto, que no se vuelve a mostrar',
      response: a.createdSubscriptionAnswer,
      body: createBody,
    },
    async ({ actor, ctx, body: b }) =>
      createSubscription(db, actor, dept(actor, ctx), { url: b.url, events: b.eventos }),
  );
  api.put(
    '/webhooks/:id',
    {
      ...opt,
      summary: 'Cambia la dirección, los eventos o el estado de un webhook',
      response: a.subscriptionAnswer,
      body: updateBody,
      params: idParams,
    },
    async ({ actor, ctx, body: b, params: p }) =>
      updateSubscription(db, actor, dept(actor, ctx), p.id, {
        url: b.url,
        events: b.eventos,
        state: b.estado,
        version: b.version ?? undefined,
      }),
  );
  api.get(
    '/webhookDeliveries',
    {
      ...opt,
      summary: 'Los últimos 200 envíos de webhooks, con intentos y última respuesta',
      response: a.deliveryListAnswer,
      query: deliveriesQuery,
    },
    async ({ actor, ctx, query: q }) =>
      listDeliveries(db, actor, dept(actor, ctx), (q as { idWebhook?: number }).idWebhook ?? null),
  );
  api.post(
    '/webhookDeliveries/:id/resend',
    { ...opt, summary: 'Vuelve a enviar un envío de webhook ahora', response: a.messageAnswer, params: idParams },
    async ({ actor, ctx, params: p }) => resendDelivery(db, actor, dept(actor, ctx), p.id),
  );
  api.get(
    '/apiKeys',
    { ...opt, summary: 'Las claves de API del departamento, sin su secreto', response: a.apiKeyListAnswer },
    async ({ actor, ctx }) => listApiKeys(db, actor, dept(actor, ctx)),
  );
  api.post(
    '/apiKeys',
    {
      ...opt,
      summary: 'Crea una clave de API; la respuesta trae la clave, que no se vuelve a mostrar',
      response: a.createdApiKeyAnswer,
      body: apiKeyBody,
    },
    async ({ actor, ctx, body: b }) =>
      createApiKey(db, actor, dept(actor, ctx), { name: b.nombre, roleId: b.idRol, expiresOn: b.vence ?? null }),
  );
  api.post(
    '/apiKeys/:id/revoke',
    {
      ...opt,
      summary: 'Revoca una clave de API: deja de funcionar en la siguiente solicitud',
      response: a.apiKeyAnswer,
      params: idParams,
    },
    async ({ actor, ctx, params: p }) => revokeApiKey(db, actor, dept(actor, ctx), p.id),
  );
}
