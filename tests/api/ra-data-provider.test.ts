import type { DataProvider, RaRecord } from 'ra-core';
import { beforeAll, expect, it } from 'vitest';
import { describeEngines } from './harness.js';
import {
  documentedFields,
  FIXTURES,
  fixtureContext,
  raClients,
  type FixtureContext,
  type RaFixture,
} from './ra-fixtures.js';

/**
 * The full react-admin data-provider contract on every /api/rest resource, driven by
 * ra-data-simple-rest itself as role 1. Each write answers exactly the record getOne reads afterwards.
 */
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.toUpperCase() === b.toUpperCase() : a === b;

/** Reads back one record and checks the answer a write gave is that record. */
async function readBack(dp: DataProvider, resource: string, answered: RaRecord): Promise<RaRecord> {
  const read = (await dp.getOne(resource, { id: answered.id })).data;
  expect(answered, `${resource}: the write's answer is what getOne reads`).toEqual(read);
  return read;
}

async function listsAndFilters(dp: DataProvider, doc: any, fx: RaFixture, created: RaRecord, other: RaRecord) {
  const r = fx.resource;
  const everything = await dp.getList(r, { ...ALL, filter: {} });
  expect(everything.total, `${r}: Content-Range counts the rows`).toBe(everything.data.length);
  expect(everything.data.map((row) => row.id)).toEqual(expect.arrayContaining([created.id, other.id]));
  const fields = documentedFields(doc, r);

  // Sort on every documented field, both ways; numbers come in order.
  for (const field of fields.sort) {
    for (const order of ['ASC', 'DESC'] as const) {
      const sorted = await dp.getList(r, { ...ALL, sort: { field, order }, filter: {} });
      expect(sorted.total, `${r} sorted by ${field}`).toBe(everything.total);
      const values = sorted.data.map((row) => row[field]).filter((v) => typeof v === 'number') as number[];
      const expected = [...values].sort((a, b) => (order === 'ASC' ? a - b : b - a));
      expect(values, `${r} sorted by ${field} ${order}`).toEqual(expected);
    }
  }

  // Filter on every field of the record: the document names it, and the record is found by its own value.
  const [row] = (await dp.getList(r, { ...ALL, filter: { id: created.id } })).data;
  expect(row, `${r}: a list row is a subset of the record`).toMatchObject(
    Object.fromEntries(Object.keys(row!).map((k) => [k, created[k]])),
  );
  for (const [field, value] of Object.entries(row!)) {
    if (fx.computed?.includes(field)) continue;
    expect(fields.filter, `${r}: the document lets filter on ${field}`).toContain(field);
    expect(fields.sort, `${r}: the document lets sort on ${field}`).toContain(field);
    const found = await dp.getList(r, { ...ALL, filter: { [field]: value } });
    expect(
      found.data.map((x) => x.id),
      `${r} filtered on ${field}=${JSON.stringify(value)}`,
    ).toContain(created.id);
    expect(
      found.data.every((x) => same(x[field], value)),
      `${r} filtered on ${field}: only matching rows`,
    ).toBe(true);
    expect(found.total).toBe(found.data.length);
  }
  const none = await dp.getList(r, { ...ALL, filter: { id: -1 } });
  expect(none).toEqual({ data: [], total: 0 });

  // Ranges: the second page of one row is the list's second row, with the whole total.
  const page = await dp.getList(r, { pagination: { page: 2, perPage: 1 }, sort: ALL.sort, filter: {} });
  expect(page.total).toBe(everything.total);
  expect(page.data).toEqual([everything.data[1]]);

  // getMany and getManyReference.
  const many = await dp.getMany(r, { ids: [created.id, other.id] });
  expect(many.data.map((x) => x.id).sort()).toEqual([created.id, other.id].sort());
  const reference = await dp.getManyReference(r, { target: fx.target, id: created[fx.target], ...ALL, filter: {} });
  expect(reference.data.map((x) => x.id)).toContain(created.id);
  expect(reference.data.every((x) => x[fx.target] === created[fx.target])).toBe(true);
  expect(reference.total).toBe(reference.data.length);
}

async function writes(dp: DataProvider, fx: RaFixture, ctx: FixtureContext, created: RaRecord, other: RaRecord) {
  const r = fx.resource;
  // update with the whole record read (what an edit form sends), version included.
  const read = await readBack(dp, r, created);
  const edit = fx.change(ctx.n());
  const edited = await readBack(
    dp,
    r,
    (await dp.update(r, { id: read.id, data: { ...read, ...edit }, previousData: read })).data,
  );
  expect(edited, `${r}: the edit is kept`).toMatchObject(edit);
  // update with only the changed fields (what updateMany sends); the rest keeps its values.
  const partial = fx.change(ctx.n());
  const changed = await readBack(
    dp,
    r,
    (await dp.update(r, { id: read.id, data: partial, previousData: edited })).data,
  );
  const { version: _v, ...kept } = { ...edited, ...partial };
  for (const field of fx.derived ?? []) delete kept[field];
  expect(changed, `${r}: a partial update keeps the fields not sent`).toMatchObject(kept);

  // updateMany (a PUT per id with the changed fields only), off and on again.
  for (const estado of [0, 1]) {
    const ids = (await dp.updateMany(r, { ids: [created.id, other.id], data: { estado } })).data;
    expect(ids).toEqual([created.id, other.id]);
    const both = (await dp.getMany(r, { ids: [created.id, other.id] })).data;
    expect(
      both.map((x) => x.estado),
      `${r} updateMany estado ${estado}`,
    ).toEqual([estado, estado]);
  }

  // An estado other than 0 or 1 is refused, and changes nothing.
  const unchanged = (await dp.getOne(r, { id: created.id })).data;
  await expect(
    dp.update(r, { id: created.id, data: { ...fx.change(ctx.n()), estado: 2 }, previousData: unchanged }),
  ).rejects.toMatchObject({ status: 400 });
  expect((await dp.getOne(r, { id: created.id })).data).toEqual(unchanged);

  // delete is a deactivation; deleteMany a delete per id.
  const before = (await dp.getOne(r, { id: created.id })).data;
  const deleted = await readBack(dp, r, (await dp.delete(r, { id: created.id, previousData: before })).data);
  expect(deleted.estado).toBe(0);
  expect((await dp.deleteMany(r, { ids: [other.id] })).data).toEqual([other.id]);
  expect((await dp.getOne(r, { id: other.id })).data.estado).toBe(0);
}

describeEngines('react-admin ra-data-simple-rest drives every REST resource (role 1)', (api) => {
  let clients: Awaited<ReturnType<typeof raClients>>;
  let ctx: FixtureContext;
  let doc: any;

  beforeAll(async () => {
    clients = await raClients(api());
    ctx = fixtureContext(clients.admin);
    doc = (await api().request('GET', '/api/openapi.json')).body;
  });

  it('the document lists every resource of /api/rest, and the fixtures cover them all', () => {
    const documented = Object.keys(doc.paths)
      .filter((p) => /^\/api\/rest\/[^/]+$/.test(p))
      .map((p) => p.slice('/api/rest/'.length));
    expect(documented.sort()).toEqual(FIXTURES.map((f) => f.resource).sort());
  });

  for (const fx of FIXTURES) {
    it(`${fx.resource}: create, getOne, getList (sort, filter, range), getMany, getManyReference, update, updateMany, delete, deleteMany`, async () => {
      const dp = clients.admin;
      const created = await readBack(
        dp,
        fx.resource,
        (await dp.create(fx.resource, { data: await fx.create(ctx) })).data,
      );
      const other = await readBack(
        dp,
        fx.resource,
        (await dp.create(fx.resource, { data: await fx.create(ctx) })).data,
      );
      await listsAndFilters(dp, doc, fx, created, other);
      await writes(dp, fx, ctx, created, other);
    });
  }
});
