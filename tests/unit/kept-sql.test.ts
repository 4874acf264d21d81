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

  it('answers what knex compiles for hundreds of random builders, each built again with other values', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const recipe = randomRecipe(seed);
      for (let variant = 0; variant < 4; variant++) {
        const values = valueStream(seed * 31 + variant);
        const mine = recipe(db, valueStream(seed * 31 + variant));
        const theirs = recipe(knexOwn, values);
        expect(comparable(mine.toSQL() as Knex.Sql), `seed ${seed}, variant ${variant}`).toEqual(comparable(theirs.toSQL() as Knex.Sql));
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

/** A seeded stream of values a builder may hold: falsy ones, column names, quotes, numbers of every size. */
function valueStream(seed: number): () => Knex.Value {
  const pool: Knex.Value[] = [0, 1, 2, 25, -1, 3.5, '', 'a', 'users.id', 'id', 'asc', "O'Brien", '2026-10-01', 'ñandú', 734_003_300];
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return pool[state % pool.length]!;
  };
}

/** A seeded random query recipe: the same steps every time it is built, its values drawn from `next`. */
function randomRecipe(seed: number): (db: Knex, next: () => Knex.Value) => Knex.QueryBuilder {
  let state = seed;
  const pick = (n: number) => {
    state = (state * 69_069 + 1) % 4_294_967_296;
    return state % n;
  };
  const columns = ['users.id', 'users.ci', 'users.status', 'users.lastNames', 'branchOffices.name'];
  const steps = Array.from({ length: 1 + pick(6) }, () => [pick(12), pick(columns.length), pick(4), pick(3)] as const);
  const join = pick(3);
  const ending = pick(4);
  return (db, next) => {
    let q = db('users');
    if (join === 1) q = q.leftJoin('branchOffices', 'branchOffices.id', 'users.branchOfficeId');
    if (join === 2) q = q.join('branchOffices', (j) => { j.on('branchOffices.id', 'users.branchOfficeId').andOnVal('branchOffices.status', '=', next() as number); });
    for (const [kind, c, n, d] of steps) {
      const column = columns[c]!;
      if (kind === 0) q = q.where(column, next());
      else if (kind === 1) q = q.where(column, ['=', '<', '>=', 'like'][n]!, next());
      else if (kind === 2) q = q.whereIn(column, Array.from({ length: n }, () => next()));
      else if (kind === 3) q = q.whereNull(column);
      else if (kind === 4) q = q.orWhere(column, next());
      else if (kind === 5) q = q.whereNot(column, next());
      else if (kind === 6) q = q.orderBy(column, ['asc', 'DESC', 'desc'][d]!);
      else if (kind === 7) q = q.limit(Math.abs(Number(next())) | 0);
      else if (kind === 8) q = q.offset(Math.abs(Number(next())) | 0);
      else if (kind === 9) q = q.select(column, `${column} as alias${n}`);
      else if (kind === 10) q = q.where(column, 'like', `${String(next())}%`).orWhereNotNull(column);
      else q = q.groupBy(column).having(column, '>', next() as number);
    }
    if (ending === 1) return q.first('users.id');
    if (ending === 2) return q.count({ total: '*' });
    if (ending === 3) return q.distinct('users.ci');
    return q;
  };
}
