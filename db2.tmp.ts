import { openDatabase } from './api/src/db.js';
const db = await openDatabase(process.argv[2]);
db.on('query-response', () => {});
const stm: Record<string, number[]> = {};
db.on('query', (q: any) => { (q as any).__t = performance.now(); pending.set(q.__knexQueryUid, { sql: q.sql, t: performance.now() }); });
const pending = new Map<string, { sql: string; t: number }>();
db.on('query-response', (_r: any, q: any) => { const p = pending.get(q.__knexQueryUid); if (p) (stm[p.sql.slice(0, 90)] ??= []).push(performance.now() - p.t); });
const { dashboard } = await import('./api/src/modules/reports/dashboard.js');
const actor: any = { id: 1, roleId: 1, departmentId: 1, modules: [] };
for (let i = 0; i < 31; i++) await dashboard(db, actor, 1, '2026-11-20');
for (const [k, v] of Object.entries(stm)) { v.sort((a, b) => a - b); console.log(v[15].toFixed(2), k); }
await db.destroy();
