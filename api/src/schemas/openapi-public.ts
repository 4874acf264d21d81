import { int, list, named, nullable, obj, str, dateTime } from './answers.js';
import { errorRef } from './openapi-parts.js';

/**
 * The routes that answer without a session and are not documented routes (app.ts wires them by hand): login,
 * health, this document, the receipt verification page and the teachers' iCal links. Written here by hand;
 * tests/api/openapi-document.test.ts calls each one without a token.
 */

const sessionUser = named(
  'Usuario de la sesión',
  obj({
    idUsuario: int(),
    nombres: str(),
    apellidos: str(),
    ci: nullable(str()),
    rol: str(),
    idRol: int(),
    idDepartamento: int(),
    idSucursal: nullable(int()),
    permissions: list(obj({ idModulo: int(), asignado: { type: 'boolean' } })),
    usuario: str(),
    email: nullable(str()),
    departamento: str(),
    sucursal: str(),
    telefonoSucursal: nullable(str()),
  }),
);

const loginAnswer = named(
  'Sesión iniciada',
  obj({
    token: str('Token Bearer para la cabecera Authorization'),
    expiration: dateTime(),
    user: sessionUser,
  }),
);

const json = (schema: unknown) => ({ 'application/json': { schema } });
const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

export function publicPaths(): Record<string, Record<string, unknown>> {
  return {
    '/api/users/login': {
      post: {
        operationId: 'post_users_login',
        summary: 'Inicia sesión con usuario y contraseña',
        description:
          'Los espacios se quitan de ambos campos. Tras varios intentos fallidos desde una dirección, ese usuario queda bloqueado unos minutos (429; modules/auth/login-throttle.ts).',
        tags: ['users'],
        security: [],
        requestBody: {
          required: true,
          content: json(
            obj({ username: { type: 'string', maxLength: 60 }, password: { type: 'string', maxLength: 200 } }),
          ),
        },
        responses: {
          200: { description: 'Sesión iniciada', content: json(loginAnswer) },
          400: errorRef('BadRequest'),
          401: {
            description:
              'Usuario o contraseña incorrectos, o usuario inactivo: el mensaje en texto plano (spec 01 §7), no JSON.',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          405: errorRef('MethodNotAllowed'),
          413: errorRef('PayloadTooLarge'),
          429: errorRef('TooManyRequests'),
        },
      },
    },
    '/api/health': {
      get: {
        operationId: 'get_health',
        summary: 'Estado del servidor y de su base de datos',
        tags: ['sistema'],
        security: [],
        responses: {
          200: {
            description: 'El servidor responde y la base de datos también',
            content: json(obj({ status: { type: 'string', const: 'ok' } })),
          },
          405: errorRef('MethodNotAllowed'),
          503: errorRef('DatabaseUnavailable'),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'get_openapi_json',
        summary: 'Este documento OpenAPI',
        tags: ['sistema'],
        security: [],
        responses: {
          200: { description: 'El documento OpenAPI 3.1', content: json({ type: 'object' }) },
          405: errorRef('MethodNotAllowed'),
        },
      },
    },
    '/verificar/{code}': {
      get: {
        operationId: 'get_verificar',
        summary: 'Página pública que verifica un recibo por su código QR',
        tags: ['verificacion'],
        security: [],
        parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', maxLength: 200 } }],
        responses: {
          200: html('La página del recibo (número, fecha, estudiante, monto)'),
          404: html('Página «recibo no encontrado»'),
          405: { description: 'Solo GET y HEAD', headers: { Allow: { schema: { type: 'string' } } } },
          429: html('Página «demasiadas consultas» (límite por dirección y minuto)'),
        },
      },
    },
    '/ical/{file}': {
      get: {
        operationId: 'get_ical',
        summary: 'Calendario iCal de un docente (el enlace privado es la credencial)',
        tags: ['calendarFeed'],
        security: [],
        parameters: [
          {
            name: 'file',
            in: 'path',
            required: true,
            description: '`<token>.ics`',
            schema: { type: 'string', pattern: '\\.ics$' },
          },
        ],
        responses: {
          200: { description: 'El calendario', content: { 'text/calendar': { schema: { type: 'string' } } } },
          404: errorRef('NotFound'),
        },
      },
    },
  };
}
