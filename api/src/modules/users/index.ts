import type { ModuleDeps } from '../deps.js';
import { teachersResource, usersResource } from './users.rest.js';
import { mountUserRoutes } from './users.routes.js';

/** Staff users, teachers and module permissions: documented endpoints and the users / teachers REST resources. */
export function registerUsers({ router, db }: ModuleDeps) {
  mountUserRoutes(router, db);
  return [usersResource, teachersResource];
}
