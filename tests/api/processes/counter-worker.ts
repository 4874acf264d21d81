/**
 * One of several processes bumping the same counter row of a SQLite file, each bump a transaction that reads
 * the value, yields to the event loop (as a service does between statements), then writes it plus one, through
 * the app's transaction wrapper as every service does.
 * argv: <file> <bumps> <start at, ms since the epoch: the processes begin together>. Exits 1 on any error.
 */
import { openDatabase } from '../../../api/src/db/index.js';
import { inTransaction } from '../../../api/src/db/transaction.js';

const [file, bumps, startAt] = process.argv.slice(2);
const db = await openDatabase(`sqlite:${file}`, { migrate: false });
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
try {
  for (let i = 0; i < Number(bumps); i++) {
    await inTransaction(db, async (trx) => {
      const row = await trx('benchCounter').where({ id: 1 }).first('value');
      await new Promise((resolve) => setImmediate(resolve));
      await trx('benchCounter')
        .where({ id: 1 })
        .update({ value: row.value + 1 });
    });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
