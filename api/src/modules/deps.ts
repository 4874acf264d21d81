import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppConfig } from '../config.js';

/**
 * What every area's register function receives. It lives in this leaf file, not in the registry (index.ts),
 * so that the areas and the registry both import it and no area imports the file that imports every area.
 */
export interface ModuleDeps {
  router: Router;
  db: Knex;
  config: AppConfig;
}
