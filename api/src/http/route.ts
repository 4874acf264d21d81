import type { Context, Middleware } from 'koa';
import type { AnySchema } from 'ajv';
import { validateBody, validateParams } from './validate.js';
import { assertRole, type Actor, type SessionUser } from './session.js';

export interface RouteInput<B, P, Q> {
  body: B;
  params: P;
  query: Q;
  actor: Actor;
  user: SessionUser;
  ctx: Context;
}

export interface RouteOptions {
  body?: AnySchema;
  params?: AnySchema;
  query?: AnySchema;
  /** Roles allowed; every logged-in role when omitted. */
  roles?: readonly number[];
  /** One line in Spanish that says what the call does (the operation's summary in the OpenAPI document). */
  summary?: string;
  /** JSON Schema of the 200 answer (api/src/schemas/answers.ts); every 2xx answer of the API suite is checked against it. */
  response?: Record<string, unknown>;
  /** Media type of a file answer (PDF, xlsx, PNG, iCal) instead of JSON. */
  produces?: FileMediaType;
  /** The multipart/form-data field the route's one file arrives in (http/upload.ts); documented as such. */
  upload?: string;
  /**
   * Error statuses the route's service answers beyond those its shape implies (openapi-parts.ts errorAnswers
   * derives 400/401/403/404/405/409/413/429/503 from params, body, session and `produces`), e.g. 404 for a form
   * that is closed, 409 for a documented conflict, 403 or 429 on a public route.
   */
  errors?: readonly DocumentedError[];
}

type DocumentedError = 403 | 404 | 409 | 429 | 503;

type FileMediaType =
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'image/png'
  | 'image/jpeg'
  | 'text/calendar'
  | 'application/octet-stream';

export interface CatalogueEntry {
  method: string;
  path: string;
  options: RouteOptions;
  /** Registered on a router that asks for no session (publicRouter): documented with `security: []`. */
  public?: boolean;
}

/**
 * Registered so GET /api/openapi.json can describe every documented route from the same schemas. One entry per
 * method and path: an app built again in the same process (the tests build one per engine) replaces its entries.
 */
export const routeCatalogue: CatalogueEntry[] = [];

const publicRouters = new WeakSet<object>();

/** Marks a router whose routes answer without a session, so its documented routes are published as public. */
export function publicRouter<R extends object>(router: R): R {
  publicRouters.add(router);
  return router;
}

/**
 * A thin route: check the role, validate, call one service function, answer its result as JSON.
 * A handler that already set ctx.body (a PDF, an xlsx) returns undefined.
 */
function handle<B = any, P = any, Q = any>(
  options: RouteOptions,
  fn: (input: RouteInput<B, P, Q>) => Promise<unknown>,
): Middleware {
  return async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (options.roles) assertRole(actor, options.roles);
    const params = options.params ? validateParams<P>(options.params, { ...ctx.params }) : (ctx.params as P);
    const query = options.query ? validateParams<Q>(options.query, { ...ctx.query }) : (ctx.query as Q);
    const body = options.body
      ? validateBody<B>(options.body, (ctx.request as any).body)
      : ((ctx.request as any).body as B);
    const result = await fn({ body, params, query, actor, user: ctx.state.user, ctx });
    if (result !== undefined) ctx.body = result;
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface RouterLike {
  [m: string]: any;
}

/** Registers documented routes on a @koa/router and records them for the OpenAPI document. */
export function documented(router: RouterLike, prefix = '') {
  const add =
    (method: Method) =>
    <B = any, P = any, Q = any>(
      path: string,
      options: RouteOptions,
      fn: (input: RouteInput<B, P, Q>) => Promise<unknown>,
    ) => {
      const entry: CatalogueEntry = {
        method,
        path: `/api${prefix}${path}`,
        options,
        ...(publicRouters.has(router) ? { public: true } : {}),
      };
      const known = routeCatalogue.findIndex((e) => e.method === method && e.path === entry.path);
      if (known >= 0) routeCatalogue[known] = entry;
      else routeCatalogue.push(entry);
      router[method](`${prefix}${path}`, handle<B, P, Q>(options, fn));
    };
  return { get: add('get'), post: add('post'), put: add('put'), patch: add('patch'), delete: add('delete') };
}
