import { openDatabase } from './api/src/db.js';
const db = await openDatabase(process.argv[2]);
db.on('query', (q: any) => { if (q.sql.includes('sum(case')) console.log(db.raw(q.sql, q.bindings).toString() + ';'); });
const { dashboard } = await import('./api/src/modules/reports/dashboard.js');
await dashboard(db, { id: 1, roleId: 1, departmentId: 1, modules: [] } as any, 1, '2026-11-20');
await db.destroy();
