import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/index.js';
import { closeBrowser } from '../api/src/pdf/browser.js';
import { seed } from '../api/src/db/seeds/index.js';
import { login } from './bench/dataset-app.js';
import { receiptFetcher } from './bench/receipts.js';

/**
 * What the receipt benchmarks share: the demo seeded into a throw-away SQLite file, the app on an ephemeral
 * port, the cashier's session, fifty monthly-fee payments to print and a checked receipt fetch.
 */
export async function startDemoApp(name: string) {
  const file = path.join(tmpdir(), `${name}-${process.pid}.sqlite`);
  const db = await openDatabase(`sqlite:${file}`);
  const server = createServer(createApp({ db, config: loadConfig(), logger: { info() {}, error() {} } }).callback());
  console.info('Preparando base de datos de demostración…');
  await seed(db);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const { token, user } = await login(base, 'cajero', 'Cajero2024!');
  const ids: number[] = await db('payments').whereNotNull('instalmentId').orderBy('id').limit(50).pluck('id');
  if (!ids.length) throw new Error('La demostración no tiene pagos.');
  const fetchReceipt = receiptFetcher(base, token);
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await closeBrowser();
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  };
  return { db, user, ids, fetchReceipt, close };
}
