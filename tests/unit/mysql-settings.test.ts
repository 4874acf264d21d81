import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { adviceFor, currentSettings, serverSettingAdvice } from '../../api/src/db/mysql-settings.js';

const MB = 1_048_576;
const settings = (pool: number, hashIndex: number) =>
  new Map([
    ['innodb_buffer_pool_size', pool],
    ['innodb_adaptive_hash_index', hashIndex],
  ] as const);

describe('the MariaDB settings the app advises at start', () => {
  it('says nothing when the pool holds the data and the hash index is on', () => {
    expect(adviceFor(settings(1024 * MB, 1), 380 * MB)).toEqual([]);
    expect(adviceFor(settings(128 * MB, 1), 20 * MB)).toEqual([]);
  });

  it('names the pool with the size it should have, in chunks of 128 MB, when the data does not fit', () => {
    const [line, ...rest] = adviceFor(settings(128 * MB, 1), 380 * MB);
    expect(rest).toEqual([]);
    expect(line).toContain('innodb_buffer_pool_size = 128 MB');
    expect(line).toContain('recomendado: 384 MB');
  });

  it('names the adaptive hash index when it is off, how to turn it on, and where it is explained', () => {
    const [line, ...rest] = adviceFor(settings(128 * MB, 0), MB);
    expect(rest).toEqual([]);
    expect(line).toMatch(
      /innodb_adaptive_hash_index desactivado.*SET GLOBAL innodb_adaptive_hash_index = ON.*docs\/OPERATIONS\.md/,
    );
  });

  it('gives no advice, and no error, when the server cannot be asked', async () => {
    const unreachable = knexFactory({
      client: 'mysql2',
      connection: 'mysql://root@127.0.0.1:1/x',
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: 2000,
    });
    try {
      expect(await serverSettingAdvice(unreachable)).toEqual([]);
    } finally {
      await unreachable.destroy();
    }
  });

  it.runIf(process.env.TEST_MYSQL_URL)(
    'reads the server it is given: advice exactly for what that server lacks',
    async () => {
      const db = knexFactory({
        client: 'mysql2',
        connection: process.env.TEST_MYSQL_URL!.replace(/\/[^/?]*(\?|$)/, '/information_schema$1'),
        pool: { min: 0, max: 1 },
      });
      try {
        const current = await currentSettings(db);
        expect(current.get('innodb_buffer_pool_size')).toBeGreaterThan(0);
        const advice = await serverSettingAdvice(db);
        expect(advice.some((line) => line.includes('innodb_adaptive_hash_index'))).toBe(
          current.get('innodb_adaptive_hash_index') === 0,
        );
      } finally {
        await db.destroy();
      }
    },
  );
});
