import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { knexConfig } from '../../api/src/db.js';
import { keptSqlCounts } from '../../api/src/db-compiled-sql.js';

/**
 * Both engines' clients are made in this one process, as in the API tests, so the SQL kept for one must never
 * answer the other.
 *
 * The clients keep the SQL knex compiled for a query's shape and take only the bindings from each builder
 * (db-compiled-sql.ts). Whatever a builder holds, its answer must be exactly what knex compiles for it: the same
 * SQL, the same bindings in the same order, the same method and options, on both dialects.
 */
const comparable = (sql: Knex.Sql) => {
  const { __knexQueryUid: _uid, ...fields } = sql as Knex.Sql & { __knexQueryUid?: string };
  return { ...fields, native: sql.toNative() };
};

type Values = [Knex.Value, Knex.Value, Knex.Value];

/** A query the app could build, for several value sets: values equal to columns, equal to each other, empty. */
const SHAPES: Array<[string, (db: Knex, v: Values) => Knex.QueryBuilder]> = [
  ['a page of a joined list', (db, [a, b, c]) => db('users').leftJoin('branchOffices', 'branchOffices.id', 'users.branchOfficeId')
    .select('users.id', 'users.lastNames as apellidos', 'branchOffices.name as branchName')
    .where('users.roleId', a).where('users.departmentId', b).where('users.status', 1).orderBy('users.lastNames', 'asc')
    .orderBy('users.id', 'DESC').offset(c as number).limit(25)],
  ['its count', (db, [a, b]) => db('users').where('users.roleId', a).where('users.departmentId', b).count({ total: '*' }).first()],
  ['a search with like and in', (db, [a, b, c]) => db('users').select('id').where('lastNames', 'like', `${a}%`).whereIn('id', [b, c]).whereNot('ci', a)],
  ['an offset without a limit', (db, [, , c]) => db('users').select('id').where('id', '>', 1).offset(c as number)],
  ['in with another length', (db, [a, b, c]) => db('users').select('id').whereIn('id', [a, b, c, 4])],
  ['null and not null', (db, [a]) => db('users').select('id').where('email', null).whereNotNull('phone').where('ci', a)],
  ['a join on a value', (db, [a, b]) => db('enrolments').join('class_groups', (j) => { j.on('class_groups.id', 'enrolments.groupId').andOnVal('class_groups.status', '=', a as number); })
    .select('enrolments.id').where('enrolments.studentId', b)],
  ['sums grouped', (db, [a, b]) => db('payments').sum({ cents: 'amountCents' }).select('departmentId').where('paidAt', '>=', a).where('paidAt', '<', b)
    .groupBy('departmentId').having('departmentId', '>', 0).orderBy('departmentId')],
  ['distinct, pluck', (db, [a]) => db('users').distinct('departmentId').where('status', a).pluck('departmentId')],
  ['first with columns', (db, [a, b]) => db('users').first('id', 'ci').where({ id: a, departmentId: b })],
  ['a column compared to a column', (db, [a]) => (db('users').select('id') as unknown as { whereColumn(...args: string[]): Knex.QueryBuilder })
    .whereColumn('createdAt', '<', 'updatedAt').where('id', '>', a!)],
  ['raw and a subquery (compiled every time)', (db, [a, b]) => db('users').select(db.raw('count(*) as ??', ['n'])).whereRaw('id > ?', [a])
    .whereNotExists((q) => q.select(db.raw('1')).from('enrolments').whereRaw('?? = ??', ['enrolments.studentId', 'users.id']).where('groupId', b))],
  ['a boolean value (compiled every time)', (db, [a]) => db('users').select('id').where('status', true).where('ci', a!)],
  ['a long in (compiled every time)', (db, [a, b]) => db('users').select('id').whereIn('id', [a!, b!, ...Array.from({ length: 30 }, (_, i) => i)])],
  ['a locking read (no FOR UPDATE on SQLite)', (db, [a]) => db('instalments').where({ enrolmentId: a }).orderBy('number').forUpdate()],
  ['a write (compiled every time)', (db, [a, b]) => db('users').where('id', a).update({ status: b, ci: 'x' })],
];
const VALUES: Array<Values> = [
  [6, 1, 0], [4, 2, 50], ['users.id', 'users.id', 1], [1, 1, 1], ['', 'O\'Brien', 25], ['id', 'asc', 3], ['2026-10-01', '2026-11-01', 2],
];

describe.each([['sqlite', 'sqlite::memory:'], ['mysql', 'mysql://root@127.0.0.1:3306/never_connected']])('kept SQL (%s)', (_engine, url) => {
  const db = knexFactory(knexConfig(url));
  // The same configuration without kept SQL: knex compiles every builder.
  const knexOwn = knexFactory({ ...knexConfig(url), keepSql: false } as Knex.Config);
  afterAll(async () => { await db.destroy(); await knexOwn.destroy(); });

  it.each(SHAPES)('answers what knex compiles: %s', (_name, build) => {
    for (const values of VALUES) {
      for (let round = 0; round < 2; round++) {
        expect(comparable(build(db, values).toSQL() as Knex.Sql)).toEqual(comparable(build(knexOwn, values).toSQL() as Knex.Sql));
      }
    }
  });

  it('answers a repeated shape from the kept SQL', () => {
    const [build] = SHAPES[0]!.slice(1) as [(db: Knex, v: Values) => Knex.QueryBuilder];
    build(db, [6, 1, 50]).toSQL();
    const before = keptSqlCounts();
    const sql = build(db, [6, 9, 75]).toSQL() as Knex.Sql;
    expect(keptSqlCounts()).toEqual({ kept: before.kept + 1, compiled: before.compiled });
    expect(sql.bindings).toEqual([6, 9, 1, 25, 75]);
    // Offset 0 is compiled apart (knex leaves it out), never answered from the SQL kept for another offset.
    expect((build(db, [6, 9, 0]).toSQL() as Knex.Sql).sql).not.toContain('offset');
  });

  it('keeps the error knex gives a builder with an undefined value', () => {
    const build = () => db('users').select('id').where('ci', undefined as unknown as string);
    expect(() => build().toSQL()).toThrow(/Undefined binding/);
    expect(() => build().toSQL()).toThrow(/Undefined binding/);
  });
});
