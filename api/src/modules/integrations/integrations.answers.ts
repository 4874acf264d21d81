import { WEBHOOK_EVENT_NAMES } from '../../../../domain/webhooks.js';
import { date, int, list, named, nullable, obj, str, dateTime, flag, type JsonSchema } from '../../schemas/answers.js';

const eventName = (): JsonSchema => ({ type: 'string', enum: WEBHOOK_EVENT_NAMES });

const subscriptionFields = {
  id: int(),
  url: str(),
  eventos: list(eventName()),
  estado: flag(),
  creado: dateTime(),
  version: int(),
  entregados: int('Envíos entregados'),
  pendientes: int('Envíos por entregar o reintentar'),
  fallidos: int('Envíos abandonados tras 26 horas'),
};

export const subscriptionAnswer = named('Webhook', obj(subscriptionFields));
export const subscriptionListAnswer = list(subscriptionAnswer);
export const createdSubscriptionAnswer = named(
  'WebhookCreado',
  obj({
    ...subscriptionFields,
    secreto: str('Secreto para verificar X-Signature: se muestra solo ahora'),
  }),
);

export const deliveryListAnswer = list(
  named(
    'EnvioWebhook',
    obj({
      id: int(),
      idWebhook: int(),
      url: str(),
      evento: eventName(),
      ocurrido: dateTime(),
      estado: { type: 'string', enum: ['pendiente', 'entregado', 'fallido'] },
      intentos: int(),
      proximoIntento: nullable(dateTime()),
      ultimoEstado: nullable(int('Estado HTTP de la última respuesta; null si no hubo respuesta')),
      ultimaRespuesta: nullable(str('Primeros 500 caracteres de la última respuesta, o el error de red')),
      entregado: nullable(dateTime()),
    }),
  ),
);

export const eventCatalogueAnswer = list(obj({ evento: eventName(), nombre: str() }));
export const messageAnswer = obj({ msg: str() });

const apiKeyFields = {
  id: int(),
  nombre: str(),
  idRol: int('El rol cuyas reglas sigue la clave (1 o 2)'),
  rol: str(),
  prefijo: str('Parte pública de la clave (ik_…): la identifica sin revelarla'),
  estado: { type: 'string', enum: ['activa', 'vencida', 'revocada'] },
  vence: nullable(date()),
  creado: dateTime(),
  creadoPor: str(),
  ultimoUso: nullable(dateTime()),
  revocado: nullable(dateTime()),
  revocadoPor: nullable(str()),
};
export const apiKeyAnswer = named('ClaveApi', obj(apiKeyFields));
export const apiKeyListAnswer = list(apiKeyAnswer);
export const createdApiKeyAnswer = named(
  'ClaveApiCreada',
  obj({
    ...apiKeyFields,
    clave: str('La clave completa, para Authorization: Bearer: se muestra solo ahora'),
  }),
);
