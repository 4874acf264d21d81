import { openDatabase } from './api/src/db.js';
import { dashboard } from './api/src/modules/reports/dashboard.js';
const db = await openDatabase(process.argv[2]);
const actor: any = { id: 1, roleId: 1, departmentId: 1, modules: [] };
const times: number[] = [];
for (let i = 0; i < 41; i++) { const t = performance.now(); await dashboard(db, actor, 1, '2026-11-20'); times.push(performance.now() - t); }
times.sort((a, b) => a - b); console.log(process.argv[2].slice(0, 6), 'median', times[20].toFixed(2), 'min', times[0].toFixed(2));
await db.destroy();
