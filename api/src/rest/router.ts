import Router from '@koa/router';
import type { Knex } from 'knex';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { METHOD_NOT_ALLOWED } from '../http/method-not-allowed.js';
import { departmentFor, headerDepartment, type Actor } from '../http/session.js';
import { MAX_ID } from '../schemas/fields.js';
import { parseListQuery, type RestCall, type RestResource, type Row } from './resource.js';
import { WRITE_MESSAGE_HEADER } from '../../../domain/rest-face.js';

const STATE_MESSAGE = 'El estado debe ser 0 o 1.';

function callOf(db: Knex, ctx: any): RestCall {
  const actor = ctx.state.actor as Actor;
  return { db, actor, departmentId: departmentFor(actor, headerDepartment(ctx)) };
}

function idOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/** The methods a resource takes on its collection (/rest/x) and on one record (/rest/x/1). */
function restMethods(resource: RestResource): { collection: string[]; item: string[] } {
  return {
    collection: ['GET', 'HEAD', ...(resource.create ? ['POST'] : [])],
    item: ['GET', 'HEAD', ...(resource.update ? ['PUT'] : []), ...(resource.remove ? ['DELETE'] : [])],
  };
}

/**
 * react-admin's updateMany (and any client) may PUT only the fields it changes (`{"estado":1}`): the fields not
 * sent keep their stored values, so the record is merged over what getOne answers before the resource validates
 * it. Without a `version` the stored one is used: the client named none to compare with.
 */
async function withStoredFields(resource: RestResource, call: RestCall, id: number, body: unknown): Promise<unknown> {
  if (body === null || body === undefined) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  // Every record's estado is 0 or 1 (a "delete" is estado 0): anything else is refused before any write.
  const sent = body as Record<string, unknown>;
  if ('estado' in sent && sent.estado !== 0 && sent.estado !== 1) throw badRequest(STATE_MESSAGE);
  return { ...(await resource.getOne(call, id)), ...sent };
}

/**
 * A write answers the record as getOne reads it afterwards, so react-admin's cache holds exactly what a reload
 * would show (a write's own extras such as a message stay on the documented face). A record the caller may no
 * longer read (another role's "delete" hides it) is answered as the write left it.
 */
async function asRead(resource: RestResource, call: RestCall, written: Row): Promise<Row> {
  try {
    return await resource.getOne(call, Number(written.id));
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 403)) return written;
    throw err;
  }
}

/**
 * What a write says of itself beyond the record ('Se reactivó al estudiante…'): the record stays exactly what getOne
 * reads, so the message travels in a header (percent-encoded UTF-8), which the admin's data provider shows.
 */
function tellMessage(ctx: any, written: Row): void {
  if (typeof written.msg === 'string' && written.msg) ctx.set(WRITE_MESSAGE_HEADER, encodeURIComponent(written.msg));
}

/**
 * The ra-data-simple-rest face: one generic router over the resource registry. Its reads go through `reads`
 * (db/reads.ts: they never wait for another request's transaction), its writes and what they answer through `db`.
 */
export function restRouter(db: Knex, reads: Knex, resources: RestResource[]): Router {
  const router = new Router({ prefix: '/rest' });
  const byName = new Map(resources.map((r) => [r.name, r]));
  const resourceOf = (name: string) => {
    const resource = byName.get(name);
    if (!resource) throw notFound('Recurso no encontrado.');
    return resource;
  };
  /** A method the resource does not take: 405 with what it takes, as on the documented face (http/method-not-allowed.ts). */
  const refuse = (ctx: any, allowed: string[]) => {
    ctx.set('Allow', allowed.join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    throw new AppError(405, METHOD_NOT_ALLOWED);
  };

  router.get('/:resource', async (ctx) => {
    const resource = resourceOf(ctx.params.resource);
    const query = parseListQuery(ctx.query as Record<string, unknown>, resource.maxPage);
    const { rows, total } = await resource.list(callOf(reads, ctx), query);
    // An empty page (past the end, or no rows at all) names no range: RFC 9110's unsatisfied form `*/total`.
    const range = rows.length ? `${query.range.start}-${query.range.start + rows.length - 1}` : '*';
    ctx.set('Content-Range', `${resource.name} ${range}/${total}`);
    ctx.body = rows;
  });
  router.get('/:resource/:id', async (ctx) => {
    ctx.body = await resourceOf(ctx.params.resource).getOne(callOf(reads, ctx), idOf(ctx.params.id));
  });
  router.post('/:resource', async (ctx, next) => {
    const resource = resourceOf(ctx.params.resource);
    if (!resource.create) return next();
    const call = callOf(db, ctx);
    const written = await resource.create(call, (ctx.request as any).body ?? {});
    tellMessage(ctx, written);
    ctx.body = await asRead(resource, call, written);
  });
  router.put('/:resource/:id', async (ctx, next) => {
    const resource = resourceOf(ctx.params.resource);
    if (!resource.update) return next();
    const call = callOf(db, ctx);
    const id = idOf(ctx.params.id);
    const written = await resource.update(
      call,
      id,
      (await withStoredFields(resource, call, id, (ctx.request as any).body)) as Record<string, unknown>,
    );
    tellMessage(ctx, written);
    ctx.body = await asRead(resource, call, written);
  });
  router.delete('/:resource/:id', async (ctx, next) => {
    const resource = resourceOf(ctx.params.resource);
    if (!resource.remove) return next();
    const call = callOf(db, ctx);
    ctx.body = await asRead(resource, call, await resource.remove(call, idOf(ctx.params.id)));
  });
  router.all('/:resource', (ctx) => refuse(ctx, restMethods(resourceOf(ctx.params.resource)).collection));
  router.all('/:resource/:id', (ctx) => refuse(ctx, restMethods(resourceOf(ctx.params.resource)).item));
  return router;
}
