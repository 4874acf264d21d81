import type { DataProvider, RaRecord } from 'ra-core';
import { beforeAll, expect, it } from 'vitest';
import { describeEngines } from './harness.js';
import { FIXTURES, fixtureContext, raClients, type FixtureContext, type RaFixture } from './ra-fixtures.js';

/**
 * the role limits: ra-data-simple-rest as cajero (role 2) and docente (role 3–5) on every
 * /api/rest resource. What a role may not do answers 403 and changes nothing; what it may do works as for role 1,
 * except that only role 1 activates a record again (spec 01 §6).
 */
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

async function refused(call: Promise<unknown>, what: string) {
  await expect(call, what).rejects.toMatchObject({ status: 403 });
}

/** Every method refused; the record role 1 made is left as it was. */
async function nothingAllowed(
  dp: DataProvider,
  admin: DataProvider,
  fx: RaFixture,
  ctx: FixtureContext,
  record: RaRecord,
) {
  const r = fx.resource;
  await refused(dp.getList(r, ALL), `${r} getList`);
  await refused(dp.getOne(r, { id: record.id }), `${r} getOne`);
  await refused(dp.getMany(r, { ids: [record.id] }), `${r} getMany`);
  await refused(dp.getManyReference(r, { target: fx.target, id: record[fx.target], ...ALL }), `${r} getManyReference`);
  await refused(dp.create(r, { data: await fx.create(ctx) }), `${r} create`);
  await refused(
    dp.update(r, { id: record.id, data: { ...record, ...fx.change(ctx.n()) }, previousData: record }),
    `${r} update`,
  );
  await refused(dp.updateMany(r, { ids: [record.id], data: fx.change(ctx.n()) }), `${r} updateMany`);
  await refused(dp.delete(r, { id: record.id, previousData: record }), `${r} delete`);
  await refused(dp.deleteMany(r, { ids: [record.id] }), `${r} deleteMany`);
  expect((await admin.getOne(r, { id: record.id })).data, `${r}: unchanged`).toEqual(record);
}

/** Reads allowed (of what the role may see), every write refused. */
async function readOnly(dp: DataProvider, admin: DataProvider, fx: RaFixture, ctx: FixtureContext, record: RaRecord) {
  const r = fx.resource;
  const list = await dp.getList(r, ALL);
  expect(list.total).toBe(list.data.length);
  if (list.data.some((x) => x.id === record.id)) {
    expect((await dp.getOne(r, { id: record.id })).data.id).toBe(record.id);
    expect((await dp.getMany(r, { ids: [record.id] })).data.map((x) => x.id)).toEqual([record.id]);
  }
  await refused(dp.create(r, { data: await fx.create(ctx) }), `${r} create`);
  await refused(
    dp.update(r, { id: record.id, data: { ...record, ...fx.change(ctx.n()) }, previousData: record }),
    `${r} update`,
  );
  await refused(dp.updateMany(r, { ids: [record.id], data: { estado: 0 } }), `${r} updateMany`);
  await refused(dp.delete(r, { id: record.id, previousData: record }), `${r} delete`);
  await refused(dp.deleteMany(r, { ids: [record.id] }), `${r} deleteMany`);
  expect((await admin.getOne(r, { id: record.id })).data, `${r}: unchanged`).toEqual(record);
}

/** Staff work: everything but activating again. */
async function everything(dp: DataProvider, fx: RaFixture, ctx: FixtureContext) {
  const r = fx.resource;
  const created = (await dp.create(r, { data: await fx.create(ctx) })).data;
  const read = (await dp.getOne(r, { id: created.id })).data;
  expect(created, `${r}: create answers what getOne reads`).toEqual(read);
  const list = await dp.getList(r, { ...ALL, filter: { [fx.target]: read[fx.target] } });
  expect(list.data.map((x) => x.id)).toContain(created.id);
  expect((await dp.getManyReference(r, { target: fx.target, id: read[fx.target], ...ALL })).total).toBe(list.total);
  expect((await dp.getMany(r, { ids: [created.id] })).data).toEqual([expect.objectContaining({ id: created.id })]);
  if (fx.resource !== 'enrolments') {
    const edited = (await dp.update(r, { id: read.id, data: { ...read, ...fx.change(ctx.n()) }, previousData: read }))
      .data;
    expect(edited, `${r}: update answers what getOne reads`).toEqual((await dp.getOne(r, { id: read.id })).data);
    const partial = fx.change(ctx.n());
    expect((await dp.updateMany(r, { ids: [read.id], data: partial })).data).toEqual([read.id]);
    expect((await dp.getOne(r, { id: read.id })).data).toMatchObject(partial);
  }
  const deleted = (await dp.delete(r, { id: read.id, previousData: read })).data;
  expect(deleted.estado, `${r}: delete deactivates`).toBe(0);
  // Only role 1 activates again.
  await refused(dp.update(r, { id: read.id, data: { estado: 1 }, previousData: deleted }), `${r} reactivation`);
  const other = (await dp.create(r, { data: await fx.create(ctx) })).data;
  expect((await dp.deleteMany(r, { ids: [other.id] })).data).toEqual([other.id]);
}

describeEngines('react-admin ra-data-simple-rest: what cajero and docente may do on every REST resource', (api) => {
  let clients: Awaited<ReturnType<typeof raClients>>;
  let ctx: FixtureContext;
  beforeAll(async () => {
    clients = await raClients(api());
    ctx = fixtureContext(clients.admin);
  });

  for (const fx of FIXTURES) {
    it(`${fx.resource}: cajero ${fx.cajero}, docente ${fx.docente}`, async () => {
      const { admin, cajero, docente } = clients;
      const record = (await admin.getOne(fx.resource, { id: (await ctx.make(fx.resource)).id })).data;
      for (const [dp, access] of [
        [cajero, fx.cajero],
        [docente, fx.docente],
      ] as const) {
        if (access === 'none') await nothingAllowed(dp, admin, fx, ctx, record);
        if (access === 'read') await readOnly(dp, admin, fx, ctx, record);
        if (access === 'all') await everything(dp, fx, ctx);
      }
    });
  }

  it('docente reads the groups, students and enrolments it teaches, and no others', async () => {
    const { admin, docente } = clients;
    const taught = await ctx.make('enrolments');
    const untaught = await ctx.make('enrolments');
    // A group's subjects are the group kind (tipo 2).
    const [subject] = (await admin.getList('subjects', { ...ALL, filter: { tipo: 2, estado: 1 } })).data;
    const teacher = await api().db('users').where({ username: 'docente' }).first('id');
    const assigned = await api().as('admin').post('/api/subjects/insertSubjectGroup', {
      idGroup: taught.idGrupo,
      idSubject: subject!.id,
      idTeacher: teacher.id,
    });
    expect(assigned.status, assigned.text).toBe(200);
    const reads: Array<[string, number, number]> = [
      ['groups', taught.idGrupo, untaught.idGrupo],
      ['students', taught.idUsuario, untaught.idUsuario],
      ['enrolments', taught.id, untaught.id],
    ];
    for (const [resource, mine, other] of reads) {
      const ids = (await docente.getList(resource, ALL)).data.map((x) => x.id);
      expect(ids, resource).toContain(mine);
      expect(ids, resource).not.toContain(other);
      expect((await docente.getOne(resource, { id: mine })).data.id).toBe(mine);
      await refused(docente.getOne(resource, { id: other }), `${resource} of another teacher`);
    }
    // A teacher reads an enrolment without its instalments and without the check-in code (role 1's).
    const read = (await docente.getOne('enrolments', { id: taught.id })).data;
    expect(read).not.toHaveProperty('mensualidades');
    expect(read).not.toHaveProperty('qrCode');
  });
});
