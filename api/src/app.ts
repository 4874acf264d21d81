import path from 'node:path';
import Koa, { type Middleware } from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Knex } from 'knex';
import { loadConfig, projectRoot, type AppConfig } from './config.js';
import { compression } from './http/compression.js';
import { idempotency } from './http/idempotency.js';
import { DatabaseProbeFailed } from './http/db-errors.js';
import { errorsAndLogging, type Logger } from './http/middleware.js';
import { notFound } from './http/errors.js';
import { inputGuard } from './http/input-guard.js';
import { methodNotAllowed } from './http/method-not-allowed.js';
import { publicAddress } from './http/public-url.js';
import { publicRouter } from './http/route.js';
import { securityHeaders } from './http/security-headers.js';
import { requireSession } from './http/session.js';
import { serveAdmin } from './http/static.js';
import { registerLogin } from './modules/auth/auth.routes.js';
import { registerModules } from './modules/index.js';
import { registerPortalActivation } from './modules/portal/portal.routes.js';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.js';
import { registerFirstRun } from './modules/setup/setup.routes.js';
import { verificationPage } from './modules/verification/verification.routes.js';
import { restRouter } from './rest/router.js';
import { readsOf } from './db/reads.js';
import { openApiDocument } from './schemas/openapi.js';

const REST_PREFIX = '/api/rest/';

export interface AppOptions {
  db: Knex;
  config?: AppConfig;
  logger?: Logger;
  adminRoot?: string;
}

/** Builds the Koa app without listening, so tests drive it in-process. */
export function createApp({ db, config = loadConfig(), logger = console, adminRoot }: AppOptions): Koa {
  const app = new Koa();
  // X-Forwarded-For is believed only behind a proxy the operator names; otherwise anyone could forge an address.
  app.proxy = config.trustProxy;
  // Errors once an answer has started streaming reach Koa's 'error' event, not errorsAndLogging. A client that
  // closes the connection mid-download (a page left, a logout) is not a fault: Koa would print its stack.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
    logger.error('Error al enviar una respuesta', err);
  });

  const publicApi = publicRouter(new Router({ prefix: '/api' }));
  publicApi.get('/health', async (ctx) => {
    // Any failure of the probe is the database being away for this process (errorsAndLogging answers 503).
    await db.raw('select 1').catch((err) => {
      throw new DatabaseProbeFailed(err);
    });
    ctx.body = { status: 'ok' };
  });
  registerLogin(publicApi, db, config);
  registerFirstRun(publicApi, db);
  registerPortalActivation(publicApi, db);

  const session = requireSession(config.jwtSecret, db);
  const api = new Router({ prefix: '/api' });
  // The money calls of both faces take an Idempotency-Key (domain/idempotency.ts lists them).
  const onceOnly = idempotency(db);
  api.use(session, onceOnly);
  const resources = registerModules({ router: api, db, config });
  publicApi.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument(resources);
  });
  // The REST face has a router of its own, chosen by prefix: @koa/router tests every route of a router against
  // every request, and the documented face has some 200 (none of them under /api/rest/).
  const restApi = new Router({ prefix: '/api' });
  restApi.use(session, onceOnly);
  const rest = restRouter(db, readsOf(db), resources);
  restApi.use(rest.routes(), rest.allowedMethods());
  const byFace = (restFace: unknown, documentedFace: unknown): Middleware => {
    const [restMiddleware, documentedMiddleware] = [restFace as Middleware, documentedFace as Middleware];
    return (ctx, next) =>
      ctx.path.startsWith(REST_PREFIX) ? restMiddleware(ctx, next) : documentedMiddleware(ctx, next);
  };

  app.use(errorsAndLogging(logger));
  app.use(securityHeaders());
  app.use(compression());
  app.use((ctx, next) => {
    ctx.set('Access-Control-Expose-Headers', 'Content-Range, Content-Disposition, X-Request-Id, Idempotent-Replayed');
    return next();
  });
  // Public and read-only: answered before any body parsing, and before the admin's client-side fallback,
  // which would otherwise answer /verificar/… with the app shell.
  app.use(verificationPage(db));
  // JSON and form bodies only, and only on the methods that carry one (koa-body's parsedMethods: POST, PUT, PATCH):
  // read before the routers because the input guard and the idempotency fingerprint check every body. A multipart
  // body is read by the one route that takes a file, after the session and role check, within that route's limits
  // (http/upload.ts). Everywhere else it is never read nor stored.
  app.use(koaBody({ jsonLimit: '2mb' }));
  app.use(inputGuard());
  app.use(publicAddress(config.publicUrl));
  // Neither the public routes nor the calendar feed live under /api/rest/: a REST call skips their routers.
  const onward: Middleware = (_ctx, next) => next();
  app.use(byFace(onward, publicApi.routes()));
  app.use(byFace(onward, calendarFeedRoutes(db)));
  app.use(byFace(restApi.routes(), api.routes()));
  app.use(byFace(restApi.allowedMethods(), api.allowedMethods()));
  app.use(methodNotAllowed([publicApi, api, restApi]));
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') && ctx.body === undefined) throw notFound('Ruta no encontrada.');
    await next();
  });
  app.use(serveAdmin(adminRoot ?? path.join(projectRoot, 'dist', 'admin')));
  return app;
}
