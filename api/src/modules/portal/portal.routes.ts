import type Router from '@koa/router';
import type { Knex } from 'knex';
import { PORTAL_MESSAGES as M } from '../../../../domain/portal.js';
import { badRequest } from '../../http/errors.js';
import { publicUrl } from '../../http/public-url.js';
import { documented } from '../../http/route.js';
import { STAFF_ROLES } from '../../http/session.js';
import { params, pathInt } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { issueActivation, revokeAccess } from './access.service.js';
import { activatePortal } from './activation.service.js';
import { linkGuardian, portalAccessOverview, unlinkGuardian, type GuardianInput } from './guardians.service.js';
import * as a from './portal.answers.js';
import { registerPortalCalls } from './calls.routes.js';
import { activationBody, guardianBody, personBody, unlinkBody } from './portal.schemas.js';

const studentParam = params({ idStudent: pathInt() });
const staff = { roles: STAFF_ROLES, params: studentParam };

/** The public activation: the slip's link opens the portal's page, which sets the password here. */
export function registerPortalActivation(router: Router, db: Knex): void {
  const api = documented(router, '/portal');
  api.post(
    '/activate',
    {
      summary: 'Activa el acceso al portal con el código de un solo uso y fija la contraseña',
      response: a.activated,
      body: activationBody,
      errors: [429],
    },
    async ({ body: b, ctx }) => {
      if (b.password !== b.confirmation) throw badRequest(M.confirmMismatch);
      return activatePortal(db, { code: b.code, password: b.password }, ctx.ip);
    },
  );
}

/**
 * Staff (roles 1 and 2) give a student and the student's guardians access to the portal from the student's
 * screen; the portal's own calls (students and guardians only) are in calls.routes.ts.
 */
export function registerPortal({ router, db }: ModuleDeps): void {
  const students = documented(router, '/students');
  students.get(
    '/portalAccess/:idStudent',
    { ...staff, summary: 'Acceso al portal del estudiante y de sus apoderados', response: a.accessOverview },
    async ({ params: p, actor }) => portalAccessOverview(db, actor, p.idStudent),
  );
  students.post(
    '/portalAccess/:idStudent',
    {
      ...staff,
      body: personBody,
      summary: 'Habilitar acceso al portal: un código de activación de un solo uso (7 días)',
      response: a.activationIssued,
      errors: [404, 409],
    },
    async ({ params: p, body: b, actor, ctx }) =>
      issueActivation(db, actor, p.idStudent, b.idGuardian ?? null, publicUrl(ctx)),
  );
  students.put(
    '/revokePortalAccess/:idStudent',
    {
      ...staff,
      body: personBody,
      summary: 'Revoca el acceso al portal (sus sesiones terminan en el acto)',
      response: a.plainMessage,
      errors: [404],
    },
    async ({ params: p, body: b, actor }) => revokeAccess(db, actor, p.idStudent, b.idGuardian ?? null),
  );
  students.post(
    '/guardians/:idStudent',
    {
      ...staff,
      body: guardianBody,
      summary: 'Registra un apoderado del estudiante',
      response: a.guardianLinked,
      errors: [409],
    },
    async ({ params: p, body: b, actor }) => linkGuardian(db, actor, p.idStudent, b as GuardianInput),
  );
  students.put(
    '/unlinkGuardian/:idStudent',
    {
      ...staff,
      body: unlinkBody,
      summary: 'Desvincula un apoderado del estudiante',
      response: a.plainMessage,
      errors: [404],
    },
    async ({ params: p, body: b, actor }) => unlinkGuardian(db, actor, p.idStudent, b.idGuardian),
  );
  registerPortalCalls(router, db);
}
