import type { Knex } from 'knex';
import { nowIso } from '../../lib/time.js';
import { rebuildDashboardSums } from '../../modules/reports/dashboard.queries.js';
import { seedReferenceData } from './01_reference_data.js';
import { seedDemoPeople } from './02_demo_people.js';
import { seedDemoAcademics } from './03_demo_academics.js';
import { seedDemoFinance } from './04_demo_finance.js';
import { seedDemoGrades } from './05_demo_grades.js';
import { seedDemoLessons } from './06_demo_lessons.js';

export interface SeedOptions {
  /** Reference data and the fixed logins only (tests build their own fixtures). */
  referenceOnly?: boolean;
}

/** Seeds everything into an empty database, in one transaction. */
export async function seed(db: Knex, options: SeedOptions = {}): Promise<void> {
  const now = nowIso();
  await db.transaction(async (trx) => {
    await seedReferenceData(trx);
    await seedDemoPeople(trx, now);
    if (options.referenceOnly) return;
    await seedDemoAcademics(trx, now, { 'LA PAZ': 160, COCHABAMBA: 25, 'SANTA CRUZ': 20 });
    await seedDemoFinance(trx);
    await seedDemoGrades(trx, now);
    await seedDemoLessons(trx);
    // The demo's instalments and payments were written directly: the dashboard's kept sums summed once.
    await rebuildDashboardSums(trx);
  });
}

/**
 * An empty database (no department yet) gets the reference data, and the demo only when `demo` asks for it
 * (config.ts startSettings: the embedded default's first start, or DEMO_DATA=1); any other is left alone.
 */
export async function seedIfEmpty(db: Knex, { demo }: { demo: boolean }): Promise<'demo' | 'reference' | null> {
  const row = await db('departments').count({ n: '*' }).first();
  if (Number(row?.n ?? 0) > 0) return null;
  if (demo) {
    await seed(db);
    return 'demo';
  }
  await db.transaction((trx) => seedReferenceData(trx));
  return 'reference';
}
