/**
 * npm run db:check [-- --repair] — every stored derived figure (instalment saldos and paid sums, reservation paid
 * sums, the dashboard's debt shares and totals) against a recomputation from the rows it comes from. Prints each
 * difference; with --repair writes the recomputed values. Exit code 1 when differences remain.
 */
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/index.js';
import {
  derivedDifferences,
  differencesLine,
  repairDerived,
} from '../api/src/modules/reports/derived-check.service.js';

const repair = process.argv.includes('--repair');
const db = await openDatabase(loadConfig().databaseUrl);
try {
  const found = await derivedDifferences(db);
  for (const d of found)
    console.info(`${d.figure} ${d.key}: ${d.field} guardado ${d.stored ?? '—'}, calculado ${d.expected ?? '—'}`);
  console.info(differencesLine(found));
  if (repair && found.length) {
    await repairDerived(db);
    const left = await derivedDifferences(db);
    console.info(
      left.length
        ? `Quedan ${left.length} diferencia(s) tras reparar.`
        : `Reparado: ${found.length} diferencia(s) corregidas.`,
    );
    process.exitCode = left.length ? 1 : 0;
  } else {
    process.exitCode = found.length ? 1 : 0;
  }
} finally {
  await db.destroy();
}
