import { WEBHOOK_EVENT_NAMES } from '../../../../domain/webhooks.js';
import { int, list, named, nullable, obj, str, dateTime, flag, type JsonSchema } from '../../schemas/answers.js';

const eventName = (): JsonSchema => ({ type: 'string', enum: WEBHOOK_EVENT_NAMES });

const subscriptionFields = {
  id: int(), url: str(), eventos: list(eventName()), estado: flag(), creado: dateTime(), version: int(),
  entregados: int('Envíos entregados'), pendientes: int('Envíos por entregar o reintentar'), fallidos: int('Envíos abandonados tras 26 horas'),
};

export const subscriptionAnswer = named('Webhook', obj(subscriptionFields));
export const subscriptionListAnswer = list(subscriptionAnswer);
export const createdSubscriptionAnswer = named('WebhookCreado', obj({
  ...subscriptionFields, secreto: str('Secreto para verificar X-Signature: se muestra solo ahora'),
}));

export const deliveryListAnswer = list(named('EnvioWebhook', obj({
  id: int(), idWebhook: int(), url: str(), evento: eventName(), ocurrido: dateTime(),
  estado: { type: 'string', enum: ['pendiente', 'entregado', 'fallido'] }, intentos: int(),
  proximoIntento: nullable(dateTime()), ultimoEstado: nullable(int('Estado HTTP de la última respuesta; null si no hubo respuesta')),
  ultimaRespuesta: nullable(str('Primeros 500 caracteres de la última respuesta, o el error de red')), entregado: nullable(dateTime()),
})));

export const eventCatalogueAnswer = list(obj({ evento: eventName(), nombre: str() }));
export const messageAnswer = obj({ msg: str() });
