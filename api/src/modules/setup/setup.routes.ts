import type Router from '@koa/router';
import type { Knex } from 'knex';
import { FIRST_RUN as T } from '../../../../domain/first-run.js';
import { FIELD_MAX_LENGTH as MAX } from '../../../../domain/field-limits.js';
import { documented } from '../../http/route.js';
import { STRONG_PASSWORD } from '../../lib/password.js';
import { body, id, text } from '../../schemas/fields.js';
import * as a from './setup.answers.js';
import { createFirstAdministrator, firstRunOptions, type FirstAdminInput } from './first-admin.service.js';

const firstRunBody = body(
  {
    names: text({ required: T.namesRequired, upper: true, max: MAX.names }),
    surnames: text({ required: T.surnamesRequired, upper: true, max: MAX.surnames }),
    ci: text({ required: T.ciRequired, max: MAX.ci }),
    email: text({ required: T.emailRequired, pattern: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, T.emailInvalid], max: MAX.email }),
    phone: text({ pattern: [/^\d*$/, T.phoneInvalid], max: MAX.phone }),
    idDepartament: id(T.departmentRequired),
    user: text({ required: T.userRequired, max: MAX.user }),
    password: text({
      required: T.passwordRequired,
      raw: true,
      pattern: [STRONG_PASSWORD, T.passwordInvalid],
      max: MAX.pass,
    }),
  },
  ['names', 'surnames', 'ci', 'email', 'idDepartament', 'user', 'password'],
);

/**
 * The first-run form's two public routes: they answer only while the database has no
 * administrator (then 404 for the form, 403 for a creation), so a named database can be started without
 * ADMIN_USER / ADMIN_PASSWORD and still get its first administrator from the login page.
 */
export function registerFirstRun(router: Router, db: Knex): void {
  const api = documented(router);
  api.get(
    '/setup/first-run',
    {
      summary: 'Departamentos para crear el primer administrador (solo mientras no hay ninguno)',
      response: a.firstRunOptionsAnswer,
    },
    async () => firstRunOptions(db),
  );
  api.post(
    '/setup/first-run',
    {
      summary: 'Crea el primer administrador (solo mientras no hay ninguno)',
      response: a.firstRunCreatedAnswer,
      body: firstRunBody,
      errors: [403],
    },
    async ({ body: input }) => {
      await createFirstAdministrator(db, input as FirstAdminInput);
      return { msg: T.created, type: 1 };
    },
  );
}
