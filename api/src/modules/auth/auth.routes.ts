import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../http/errors.js';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY, assertPerson, signSession } from '../../http/session.js';
import { revokeToken, sessionVersionOf } from '../../http/session-store.js';
import { validateBody } from '../../http/validate.js';
import { STRONG_PASSWORD } from '../../lib/password.js';
import { body, id, text } from '../../schemas/fields.js';
import { LOCKOUT_MESSAGES } from '../../../../domain/lockouts.js';
import { authenticate, updateCredentials } from './auth.service.js';
import * as a from './auth.answers.js';
import { liftLockout, listLockouts } from './lockouts.service.js';

const loginBody = body(
  {
    username: text({ required: 'Ingrese una cuenta de usuario', raw: true, max: 60 }),
    password: text({ required: 'Ingrese una contraseña', raw: true, max: 200 }),
  },
  ['username', 'password'],
);

const credentialsBody = body(
  {
    idUser: id(),
    user: text({ max: 60 }),
    password: text({
      required: 'Ingrese una contraseña',
      raw: true,
      pattern: [STRONG_PASSWORD, 'Debe Ingresar una contraseña valida'],
    }),
    email: text({
      required: 'Ingrese un email',
      pattern: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Debe ingresar un email correcto'],
      max: 120,
    }),
  },
  ['idUser', 'password', 'email'],
);

const unlockBody = body({ key: text({ required: LOCKOUT_MESSAGES.keyRequired, raw: true, max: 80 }) }, ['key']);

/** POST /api/users/login is the one public route. */
export function registerLogin(router: Router, db: Knex, config: AppConfig): void {
  router.post('/users/login', async (ctx) => {
    const raw = (ctx.request as any).body ?? {};
    // Spaces are removed from both fields before checking (spec 01 §5).
    const input = validateBody<{ username: string; password: string }>(loginBody, {
      username: typeof raw.username === 'string' ? raw.username.replace(/\s+/g, '') : raw.username,
      password: typeof raw.password === 'string' ? raw.password.replace(/\s+/g, '') : raw.password,
    });
    try {
      const user = await authenticate(db, input.username, input.password, ctx.ip);
      const version = await sessionVersionOf(db, user.idUsuario);
      ctx.body = { ...(await signSession(user, config.jwtSecret, config.sessionSeconds, version)), user };
    } catch (err) {
      // Spec 01 §7: a 401 returns the message as plain data.
      if (err instanceof AppError && err.status === 401) {
        ctx.status = 401;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = err.message;
        return;
      }
      throw err;
    }
  });
}

export function registerCredentials(router: Router, db: Knex, config: AppConfig): void {
  const api = documented(router);
  api.put(
    '/users/updateCredentialsUser',
    {
      summary: 'Cambia el usuario, la contraseña y el email de una persona',
      response: a.credentialsAnswer,
      body: credentialsBody,
    },
    async ({ body, actor, user }) => {
      await updateCredentials(db, actor, body as any);
      // Every session of that user has ended; whoever changed their own password keeps working with a new token.
      const own =
        body.idUser === actor.id
          ? await signSession(user, config.jwtSecret, config.sessionSeconds, await sessionVersionOf(db, actor.id))
          : {};
      return { msg: 'Se actualizo las credenciales correctamente', type: 1, ...own };
    },
  );
  // Ends the session of this token only (the admin's 'Cerrar sesión').
  api.post(
    '/users/logout',
    { summary: 'Cierra la sesión de este token', response: a.logoutAnswer },
    async ({ ctx, actor }) => {
      // A key has no session to end: it is revoked on 'Integraciones'.
      assertPerson(actor);
      const session = ctx.state.session as { tokenId: string; expiresAt: string };
      await revokeToken(db, session.tokenId, session.expiresAt);
      return { msg: 'Sesión cerrada', type: 1 };
    },
  );
  // The login lockouts in force, for the users screen; role 1 lifts one.
  api.get(
    '/users/selectLoginLockouts',
    { summary: 'Bloqueos de ingreso vigentes', response: a.lockoutList, roles: ADMIN_ONLY },
    async ({ actor }) => listLockouts(db, actor),
  );
  api.put(
    '/users/unlockLogin',
    { summary: 'Levanta un bloqueo de ingreso', response: a.unlockAnswer, roles: ADMIN_ONLY, body: unlockBody },
    async ({ body, actor }) => liftLockout(db, actor, body.key),
  );
}
