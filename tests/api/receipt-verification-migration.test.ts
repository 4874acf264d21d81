import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/index.js';
import { VERIFIED_TABLES } from '../../api/src/db/migrations/20261126030001_add_receipt_verification_codes.js';
import { seed } from '../../api/src/db/seeds/index.js';
import { engines, freshDatabaseUrl } from './harness.js';

const MIGRATION = '20261126030001_add_receipt_verification_codes';

describe.each(engines)('receipt verification codes migration [%s]', (engine) => {
  it('gives every existing payment, income and expense its own code, and rolls back', async () => {
    const fresh = await freshDatabaseUrl(engine);
    const db = await openDatabase(fresh.url);
    try {
      // The demo's payments, incomes and expenses, then the schema as it was before this migration.
      await seed(db, { referenceOnly: false });
      await db.migrate.down({ name: MIGRATION });
      expect(await db.schema.hasColumn('payments', 'verification_code')).toBe(false);
      const counts: Record<string, number> = {};
      for (const table of VERIFIED_TABLES) {
        counts[table] = Number((await db(table).count({ n: '*' }).first())?.n);
        expect(counts[table], table).toBeGreaterThan(0);
      }
      await db.migrate.latest();
      for (const table of VERIFIED_TABLES) {
        const codes: string[] = (await db(table).select('verificationCode')).map(
          (row: { verificationCode: string }) => row.verificationCode,
        );
        expect(codes, table).toHaveLength(counts[table]);
        for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
        expect(new Set(codes).size, table).toBe(codes.length);
      }
      // Unique: a second row with the same code is refused by the database.
      const [first] = await db('expenses').orderBy('id').limit(1).select('*');
      const { id: _id, ...copy } = first;
      await expect(db('expenses').insert({ ...copy, receiptNumber: 99999 })).rejects.toThrow();
    } finally {
      await db.destroy();
      await fresh.drop();
    }
  }, 180_000); // the full demo data is seeded first
});
