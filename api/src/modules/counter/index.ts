import { documented } from '../../http/route.js';
import { STAFF_ROLES } from '../../http/session.js';
import { params, pathInt, text } from '../../schemas/fields.js';
import { COUNTER_MESSAGES as M } from '../../../../domain/counter.js';
import type { ModuleDeps } from '../index.js';
import { counterView, findCounterStudents } from './counter.service.js';

/**
 * Beyond the spec (issue 28 §1): the counter ('Caja') of roles 1 and 2 — the student search of its one field
 * and the student's owed list. Payments go through the documented payment endpoints, as on every other screen.
 */
export function registerCounter({ router, db }: ModuleDeps): void {
  const counter = documented(router, '/counter');
  counter.get('/search', { roles: STAFF_ROLES, query: params({ q: text({ required: M.searchRequired, max: 100 }) }) },
    async ({ query, actor }) => findCounterStudents(db, actor, (query as { q: string }).q));
  counter.get('/student/:idUser', { roles: STAFF_ROLES, params: params({ idUser: pathInt() }) },
    async ({ params: p, actor }) => counterView(db, actor, (p as { idUser: number }).idUser));
}
