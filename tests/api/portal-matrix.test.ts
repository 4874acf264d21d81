import { expect, it } from 'vitest';
import { closeBrowserAfterAll } from './finance-fixtures.js';
import { describeEngines } from './harness.js';
import { family } from './portal-fixtures.js';

closeBrowserAfterAll();

/** Ends the caller's own session; shared by every face, not a staff operation. */
const SESSION_ONLY = new Set(['POST /api/users/logout']);

/**
 * Every operation of the OpenAPI document (documented endpoints and REST resources) × {student, guardian}: only
 * the portal's operations answer 2xx, every other one a 403, whatever it is and whatever its roles list says.
 */
describeEngines('portal authorization matrix', (api) => {
  it('walks the OpenAPI document as a student and as a guardian', async () => {
    const f = await family(api(), 'I-2091');
    const type = (await api().db('paymentTypes').where({ departmentId: 1, name: 'EFECTIVO' }).first()).id;
    const enrolment = await api().db('enrolments').where({ groupId: f.idGroup, studentId: f.first.idUser }).first('id');
    const instalment = await api().db('instalments').where({ enrolmentId: enrolment.id }).orderBy('number').first('id');
    const paid = await api().as('cajero').post('/api/payments/insertPayment', {
      subTotal: 10,
      discount: 0,
      idPaymentType: type,
      idMonthlyPayment: instalment.id,
      idGroupUser: enrolment.id,
      description: '',
      idDepartament: 1,
    });
    const own: Record<string, number> = { idStudent: f.first.idUser, idGroup: f.idGroup, idPago: paid.body.idPago };
    const doc = (await api().request('GET', '/api/openapi.json')).body;
    const problems: string[] = [];
    let portalOps = 0;
    let staffOps = 0;
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        if ((Array.isArray(op.security) && op.security.length === 0) || SESSION_ONLY.has(name)) continue;
        const portal = path.startsWith('/api/portal/');
        if (portal) portalOps += 1;
        else staffOps += 1;
        const url = path.replace(/\{(\w+)\}/g, (_: string, p: string) => String(portal ? (own[p] ?? 1) : 1));
        for (const [who, token] of [
          ['estudiante', f.studentToken],
          ['apoderado', f.guardianToken],
        ] as const) {
          const res = await api().request(method.toUpperCase(), url, {
            token,
            ...(method === 'get' || method === 'delete' ? {} : { body: {} }),
          });
          const ok = res.status >= 200 && res.status < 300;
          if (portal && !ok) problems.push(`${who} ${res.status} ${name}`);
          if (!portal && res.status !== 403) problems.push(`${who} ${res.status} ${name}`);
        }
      }
    }
    expect(portalOps).toBeGreaterThanOrEqual(9);
    expect(staffOps).toBeGreaterThan(150);
    expect(problems).toEqual([]);
    // The other way round: staff tokens reach no portal call.
    for (const path of Object.keys(doc.paths).filter(
      (p) => p.startsWith('/api/portal/') && p !== '/api/portal/activate',
    )) {
      const url = path.replace(/\{(\w+)\}/g, (_: string, p: string) => String(own[p] ?? 1));
      expect((await api().as('admin').get(url)).status, url).toBe(403);
    }
  }, 180_000); // some 250 operations twice, on a loaded machine
});
