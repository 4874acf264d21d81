import { onlyActive } from '../../lib/status.js';
import { stateVerb } from '../../lib/status.js';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { readsOf } from '../../db/reads.js';
import { notFound } from '../../http/errors.js';
import { documented } from '../../http/route.js';
import { assertRole, departmentFor, ROLE } from '../../http/session.js';
import { columnOf, pageQuery, type RestResource } from '../../rest/resource.js';
import {
  params,
  pathInt,
  nullableInt,
  state as stateSchema,
  body as objectSchema,
  id as idSchema,
} from '../../schemas/fields.js';
import { versionField } from '../../lib/versioned.js';
import type { CatalogueService } from './catalogues.service.js';
import { catalogues, type DocumentedPaths } from './catalogues.config.js';
import type { ModuleDeps } from '../deps.js';
import { catalogueAnswers } from './catalogues.answers.js';

function mountCatalogue(router: Router, db: Knex, service: CatalogueService, paths: DocumentedPaths): void {
  const { config } = service;
  const api = documented(router, `/${paths.base}`);
  const listParams: Record<string, Record<string, unknown>> = {};
  for (const name of paths.list.match(/:(\w+)/g) ?? []) {
    listParams[name.slice(1)] = name === ':idDepartament' ? pathInt() : nullableInt();
  }
  const answers = catalogueAnswers(service);
  // 'el tipo de pago' → 'tipos de pago', 'la sucursal' → 'sucursales': the first word takes the plural.
  const plural = config.noun.replace(/^(el|la) /, '').replace(/^\S+/, (w) => (/[aeiou]$/.test(w) ? `${w}s` : `${w}es`));
  const msg = (verb: string) => `Se ${verb} ${config.noun} correctamente`;

  api.get(
    paths.list,
    {
      summary: `Lista de ${plural} (todos o solo los activos)`,
      response: answers.list,
      params: params(listParams),
      roles: config.readRoles,
    },
    async ({ params: p, actor }) =>
      (
        await service.list(readsOf(db), actor, {
          departmentId: p.idDepartament,
          activeOnly: p.state === 1,
          option: p.option,
        })
      ).map(({ id: _id, ...row }: Record<string, unknown>) => row),
  );

  if (paths.byId) {
    const idName = paths.byId.match(/:(\w+)/)![1]!;
    api.get(
      paths.byId,
      {
        summary: `Datos de ${config.noun.replace(/^el /, 'un ').replace(/^la /, 'una ')}`,
        response: answers.record,
        params: params({ [idName]: pathInt() }),
        roles: config.readRoles,
      },
      async ({ params: p, actor }) => {
        const { id: _id, ...row } = await service.get(readsOf(db), actor, p[idName]);
        // Only role 1 sees inactive records (spec 01 §6): for the others an inactive one does not exist.
        if (row.estado !== 1 && actor.roleId !== ROLE.ADMIN) throw notFound();
        return row;
      },
    );
  }

  api.post(
    `/${paths.insert}`,
    { summary: `Registra ${config.noun}`, response: answers.written, body: service.schemas.documentedCreate },
    async ({ body, actor }) => {
      const data = await service.create(db, actor, body, 'param', body.idDepartament ?? null);
      return { msg: msg('registro'), type: 1, data };
    },
  );

  api.put(
    `/${paths.update}`,
    { summary: `Modifica ${config.noun}`, response: answers.written, body: service.schemas.documentedUpdate },
    async ({ body, actor }) => {
      const data = await service.update(db, actor, body[config.idParam], body, 'param');
      return { msg: msg('actualizo'), type: 1, data };
    },
  );

  const stateBody = objectSchema({ [config.idParam]: idSchema(), state: stateSchema(), version: versionField() }, [
    config.idParam,
    'state',
  ]);
  api.put(
    `/${paths.remove}`,
    { summary: `Da de baja o reactiva ${config.noun}`, response: answers.written, body: stateBody },
    async ({ body, actor }) => {
      const data = await service.setState(db, actor, body[config.idParam], body.state, body.version);
      const verb = stateVerb(actor, body.state);
      return { msg: msg(verb), type: 1, data };
    },
  );
}

/**
 * The same catalogue on the ra-data-simple-rest face, which serves the Administration screens: only the
 * roles that administer the catalogue reach it. Other roles read catalogues through the documented selects.
 */
function catalogueResource(service: CatalogueService, searchFields: string[] = []): RestResource {
  const { config } = service;
  const t = config.table;
  const administrators = config.writeRoles ?? [ROLE.ADMIN];
  return {
    name: config.resource,
    contract: { noun: config.noun, fields: Object.keys(service.columns), ...service.contract },
    async list(call, query) {
      assertRole(call.actor, administrators);
      const base = service.baseQuery(call.db);
      if (config.scope === 'department' && !('idDepartamento' in query.filter))
        base.where(`${t}.departmentId`, call.departmentId);
      if ('idDepartamento' in query.filter) departmentFor(call.actor, Number(query.filter.idDepartamento));
      onlyActive(base, `${t}.status`, call.actor);
      const search = searchFields.map((f) => columnOf(service.columns[f]!));
      const { rows, total } = await pageQuery(base, query, service.columns, { search });
      return { rows: rows.map(service.present), total };
    },
    getOne: (call, id) => {
      assertRole(call.actor, administrators);
      return service.get(call.db, call.actor, id);
    },
    create: (call, data) =>
      service.create(call.db, call.actor, service.validateRest(data, true), 'field', call.departmentId),
    async update(call, id, data) {
      const input = service.validateRest(data, false);
      let row = await service.update(call.db, call.actor, id, input, 'field');
      if ((data.estado === 0 || data.estado === 1) && data.estado !== row.estado) {
        row = await service.setState(call.db, call.actor, id, data.estado as number);
      }
      return row;
    },
    remove: (call, id) => service.setState(call.db, call.actor, id, 0),
  };
}

export function registerCatalogues({ router, db }: ModuleDeps) {
  return catalogues.map(({ service, paths, search }) => {
    mountCatalogue(router, db, service, paths);
    return catalogueResource(service, search);
  });
}
