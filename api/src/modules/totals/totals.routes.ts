import { documented } from '../../http/route.js';
import { ADMIN_ONLY } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { int, list, nullable, obj, str } from '../../schemas/answers.js';
import { derivedDifferences, repairDerived, type Difference } from '../reports/derived-check.service.js';
import type { ModuleDeps } from '../deps.js';

/** A stored or computed value: centavos, a count, a date or the JSON of a student's dues; null when absent. */
const value = { type: ['string', 'integer', 'null'] };
const checkAnswer = obj({
  diferencias: int('Cuántos valores guardados difieren de su cálculo'),
  filas: list(obj({ cifra: str(), clave: str(), campo: str(), guardado: value, calculado: value })),
  reparadas: nullable(int('Diferencias corregidas (solo al reparar)')),
});

/** The first differences, for the screen: a damaged database can hold thousands. */
const SHOWN = 200;
const answer = (found: Difference[], repaired: number | null) => ({
  diferencias: found.length,
  filas: found
    .slice(0, SHOWN)
    .map((d) => ({ cifra: d.figure, clave: d.key, campo: d.field, guardado: d.stored, calculado: d.expected })),
  reparadas: repaired,
});

/**
 * Administración → 'Verificar totales' (role 1): the stored derived figures against a recomputation from their
 * rows (reports/derived-check.ts, also `npm run db:check`), and their repair. Institute-wide, like a backup.
 */
export function registerTotals({ router, db }: ModuleDeps): void {
  const api = documented(router, '/totals');
  api.get(
    '/check',
    {
      roles: ADMIN_ONLY,
      summary: 'Compara los totales guardados con su cálculo desde los pagos y cuotas',
      response: checkAnswer,
    },
    async () => answer(await derivedDifferences(db), null),
  );
  api.post(
    '/repair',
    { roles: ADMIN_ONLY, summary: 'Corrige los totales guardados que difieren de su cálculo', response: checkAnswer },
    async ({ actor }) => {
      const repaired = await repairDerived(db);
      await audit(db, {
        userId: actor.id,
        actor,
        entity: 'totals',
        entityId: 0,
        action: 'repair',
        departmentId: null,
        after: { repaired },
      });
      return answer(await derivedDifferences(db), repaired);
    },
  );
}
