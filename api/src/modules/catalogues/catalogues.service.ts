import { assertStateChange, onlyActive } from '../../lib/status.js';
import type { Knex } from 'knex';
import { notFound, registerUniqueMessage } from '../../http/errors.js';
import { assertDepartment, assertRole, departmentFor, ROLE, type Actor } from '../../http/session.js';
import { validateBody } from '../../http/validate.js';
import { audit, beforeOf } from '../../lib/audit.js';
import { claimVersion, versionField, versionOf } from '../../lib/versioned.js';
import { body as objectSchema, id as idSchema } from '../../schemas/fields.js';
import { flag, int, named, obj, type JsonSchema } from '../../schemas/answers.js';
import { strip } from '../../schemas/openapi-parts.js';
import type { Column } from '../../rest/resource.js';
import { inTransaction } from '../../db/transaction.js';

type Schema = Record<string, unknown>;
type DbRow = Record<string, any>;

/** One field of a catalogue: its Spanish name (responses and REST), its documented request name, its column. */
interface CatalogueField {
  field: string;
  param: string;
  /** camelCase column of the table (the knex mappers make it snake_case). */
  column?: string;
  schema: Schema;
  /** The field in the answer (the record schema of the REST face and the documented selects). */
  answer: JsonSchema;
  required?: boolean;
  /** Custom read from the joined row, when the value is not a plain column. */
  read?: (row: DbRow) => unknown;
  /** Custom columns written for this field's value (e.g. percentages stored in basis points). */
  write?: (value: unknown, input: Record<string, unknown>) => Record<string, unknown>;
}

export interface CatalogueConfig {
  /** REST resource name (English, plural, kebab-case). */
  resource: string;
  table: string;
  idField: string;
  idParam: string;
  /** Title of the record's schema in the OpenAPI document: 'Turno'. */
  title: string;
  /** 'department': rows belong to a department; 'global': departments and roles themselves. */
  scope: 'department' | 'global';
  /** Each row is a department: outside role 1 a user reads only their own (department scoping). */
  rowIsDepartment?: boolean;
  /** The department of a row may be chosen in the form (branch offices), under this request name. */
  departmentParam?: { field: string; param: string; message: string };
  fields: CatalogueField[];
  /** Joins adding read-only columns; must keep `${table}.*` selected. */
  join?: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
  extraColumns?: Record<string, { column: string; answer: JsonSchema }>;
  /** Words for messages: 'el turno' → 'Se registro el turno'. */
  noun: string;
  unique?: Array<{ constraint: string; columns: string[]; msg: string }>;
  /** Extra filter of the documented list: the value of `:option` in the path, matched on this column. */
  optionColumn?: string;
  writeRoles?: readonly number[];
  /** Roles that may read the documented list; every logged-in role when omitted. */
  readRoles?: readonly number[];
}

/** The service of one catalogue, shared by the documented endpoints and the REST face. */
export function catalogueService(config: CatalogueConfig) {
  const t = config.table;
  const writeRoles = config.writeRoles ?? [ROLE.ADMIN];
  for (const u of config.unique ?? []) registerUniqueMessage(u.constraint, t, u.columns, u.msg);

  const extra = Object.entries(config.extraColumns ?? {});
  const columns: Record<string, Column> = {
    id: `${t}.id`,
    [config.idField]: `${t}.id`,
    estado: `${t}.status`,
    version: `${t}.version`,
    ...Object.fromEntries(extra.map(([k, c]) => [k, c.column])),
  };
  for (const f of config.fields) if (f.column) columns[f.field] = `${t}.${f.column}`;
  if (config.scope === 'department') columns.idDepartamento = `${t}.departmentId`;

  /** The record as present() shapes it, field for field. */
  const record = named(
    config.title,
    obj({
      id: int(),
      [config.idField]: int(),
      ...Object.fromEntries(config.fields.map((f) => [f.field, f.answer])),
      ...(config.scope === 'department' ? { idDepartamento: int() } : {}),
      ...Object.fromEntries(extra.map(([k, c]) => [k, c.answer])),
      estado: flag(),
      version: int(),
    }),
  );

  const baseQuery = (db: Knex) => {
    const q = db(t).select(`${t}.*`);
    return config.join ? config.join(q) : q;
  };

  /** Spanish output shape (with `id` for react-admin). */
  function present(row: DbRow) {
    const out: Record<string, unknown> = { id: row.id, [config.idField]: row.id };
    for (const f of config.fields) out[f.field] = f.read ? f.read(row) : row[f.column!];
    if (config.scope === 'department') out.idDepartamento = row.departmentId;
    for (const key of Object.keys(config.extraColumns ?? {})) out[key] = row[key];
    out.estado = row.status;
    out.version = row.version;
    return out as Record<string, unknown> & { id: number };
  }

  const writeSchema = (names: 'param' | 'field', creating: boolean) => {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const f of config.fields) {
      properties[f[names]] = f.schema;
      if (f.required) required.push(f[names]);
    }
    if (config.departmentParam && creating) {
      const key = names === 'param' ? config.departmentParam.param : config.departmentParam.field;
      properties[key] = { type: 'integer', minimum: 1, errorMessage: config.departmentParam.message };
      required.push(key);
    }
    // The documented update names its record in the body (e.g. idTurn); the REST face has it in the URL.
    if (names === 'param' && !creating) {
      properties[config.idParam] = idSchema();
      required.push(config.idParam);
    }
    if (!creating) properties.version = versionField();
    return objectSchema(properties, required);
  };
  const schemas = {
    documentedCreate: writeSchema('param', true),
    documentedUpdate: writeSchema('param', false),
    restCreate: writeSchema('field', true),
    restUpdate: writeSchema('field', false),
  };
  /** The REST face's record and bodies for the OpenAPI document (the bodies as validated, messages left out). */
  // An update names no field as required: what it leaves out keeps its stored value (rest/router.ts).
  const { required: _required, ...update } = strip(schemas.restUpdate) as JsonSchema;
  update.properties = { ...(update.properties as object), estado: flag() };
  const contract = { record, create: strip(schemas.restCreate) as JsonSchema, update };

  /** Maps validated input (by request names or by Spanish names) to column values. */
  function toColumns(input: Record<string, unknown>, names: 'param' | 'field') {
    const values: Record<string, unknown> = {};
    for (const f of config.fields) {
      if (!(f[names] in input)) continue;
      const value = input[f[names]];
      Object.assign(values, f.write ? f.write(value, input) : { [f.column!]: value });
    }
    return values;
  }

  async function find(db: Knex, actor: Actor, id: number) {
    const row = await baseQuery(db).where(`${t}.id`, id).first();
    if (!row) throw notFound();
    if (config.scope === 'department') assertDepartment(actor, row.departmentId);
    if (config.rowIsDepartment) assertDepartment(actor, row.id);
    return row as DbRow;
  }

  return {
    config,
    columns,
    present,
    schemas,
    contract,
    baseQuery,

    async list(
      db: Knex,
      actor: Actor,
      filter: { departmentId?: number | null; activeOnly: boolean; option?: number | null },
    ) {
      const q = baseQuery(db);
      if (config.scope === 'department') q.where(`${t}.departmentId`, departmentFor(actor, filter.departmentId));
      // Only role 1 sees inactive records (spec 01 §6).
      onlyActive(q, `${t}.status`, actor, filter.activeOnly);
      if (config.optionColumn && filter.option != null) q.where(`${t}.${config.optionColumn}`, filter.option);
      return (await q.orderBy(`${t}.id`)).map(present);
    },

    get: async (db: Knex, actor: Actor, id: number) => present(await find(db, actor, id)),

    async create(
      db: Knex,
      actor: Actor,
      input: Record<string, unknown>,
      names: 'param' | 'field',
      departmentId?: number | null,
    ) {
      assertRole(actor, writeRoles);
      const values = toColumns(input, names);
      if (config.scope === 'department') {
        const chosen = config.departmentParam ? (input[config.departmentParam[names]] as number) : departmentId;
        values.departmentId = departmentFor(actor, chosen);
      }
      return inTransaction(db, async (trx) => {
        const [id] = await trx(t).insert({ ...values, status: 1 });
        const row = await find(trx, actor, Number(id));
        await audit(trx, { userId: actor.id, actor, entity: t, entityId: row.id, action: 'create', after: values });
        return present(row);
      });
    },

    async update(db: Knex, actor: Actor, id: number, input: Record<string, unknown>, names: 'param' | 'field') {
      assertRole(actor, writeRoles);
      return inTransaction(db, async (trx) => {
        const before = await find(trx, actor, id);
        await claimVersion(trx, t, id, versionOf(input));
        const values = toColumns(input, names);
        if (Object.keys(values).length) await trx(t).where({ id }).update(values);
        await audit(trx, {
          userId: actor.id,
          actor,
          entity: t,
          entityId: id,
          action: 'update',
          before: beforeOf(before, values),
          after: values,
        });
        return present(await find(trx, actor, id));
      });
    },

    /** "Delete" is a status change (0 or 1), never a row removal. */
    async setState(db: Knex, actor: Actor, id: number, state: number, version?: number | null) {
      assertStateChange(actor, state, writeRoles);
      return inTransaction(db, async (trx) => {
        const before = await find(trx, actor, id);
        await claimVersion(trx, t, id, version);
        await trx(t).where({ id }).update({ status: state });
        await audit(trx, {
          userId: actor.id,
          actor,
          entity: t,
          entityId: id,
          action: state ? 'activate' : 'deactivate',
          before: { status: before.status },
          after: { status: state },
        });
        return present(await find(trx, actor, id));
      });
    },

    validateRest: (input: unknown, creating: boolean) =>
      validateBody<Record<string, unknown>>(creating ? schemas.restCreate : schemas.restUpdate, input),
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
