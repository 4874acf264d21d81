import Router from '@koa/router';
import type { Knex } from 'knex';
import { notFound } from '../http/errors.js';
import { departmentFor, headerDepartment, type Actor } from '../http/session.js';
import { MAX_ID } from '../schemas/fields.js';
import { parseListQuery, type RestCall, type RestResource } from './resource.js';

function callOf(db: Knex, ctx: any): RestCall {
  const actor = ctx.state.actor as Actor;
  return { db, actor, departmentId: departmentFor(actor, headerDepartment(ctx)) };
}

function idOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/**
 * react-admin's updateMany (and any client) may PUT only the fields it changes (`{"estado":1}`): the fields not
 * sent keep their stored values, so the record is merged over what getOne answers before the resource validates
 * it. Without a `version` the stored one is used: the client named none to compare with.
 */
async function withStoredFields(resource: RestResource, call: RestCall, id: number, body: unknown): Promise<unknown> {
  if (body === null || body === undefined) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(await resource.getOne(call, id)), ...body };
}

/** The ra-data-simple-rest face: one generic router over the resource registry. */
export function restRouter(db: Knex, resources: RestResource[]): Router {
  const router = new Router({ prefix: '/rest' });
  const byName = new Map(resources.map((r) => [r.name, r]));
  const resourceOf = (name: string) => {
    const resource = byName.get(name);
    if (!resource) throw notFound('Recurso no encontrado.');
    return resource;
  };
  const method = <K extends keyof RestResource>(resource: RestResource, key: K) => {
    const fn = resource[key];
    if (typeof fn !== 'function') throw notFound('Operación no disponible.');
    return (fn as Function).bind(resource);
  };

  router.get('/:resource', async (ctx) => {
    const resource = resourceOf(ctx.params.resource);
    const query = parseListQuery(ctx.query as Record<string, unknown>, resource.maxPage);
    const { rows, total } = await resource.list(callOf(db, ctx), query);
    const end = rows.length ? query.range.start + rows.length - 1 : query.range.start;
    ctx.set('Content-Range', `${resource.name} ${query.range.start}-${end}/${total}`);
    ctx.body = rows;
  });
  router.get('/:resource/:id', async (ctx) => {
    ctx.body = await resourceOf(ctx.params.resource).getOne(callOf(db, ctx), idOf(ctx.params.id));
  });
  router.post('/:resource', async (ctx) => {
    const resource = resourceOf(ctx.params.resource);
    ctx.body = await method(resource, 'create')(callOf(db, ctx), (ctx.request as any).body ?? {});
  });
  router.put('/:resource/:id', async (ctx) => {
    const resource = resourceOf(ctx.params.resource);
    const update = method(resource, 'update');
    const call = callOf(db, ctx);
    const id = idOf(ctx.params.id);
    ctx.body = await update(call, id, await withStoredFields(resource, call, id, (ctx.request as any).body));
  });
  router.delete('/:resource/:id', async (ctx) => {
    const resource = resourceOf(ctx.params.resource);
    ctx.body = await method(resource, 'remove')(callOf(db, ctx), idOf(ctx.params.id));
  });
  return router;
}
