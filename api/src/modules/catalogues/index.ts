import type { ModuleDeps } from '../deps.js';
import { catalogueResource, mountCatalogue } from './catalogue.routes.js';
import { catalogues } from './definitions.js';

export function registerCatalogues({ router, db }: ModuleDeps) {
  return catalogues.map(({ service, paths, search }) => {
    mountCatalogue(router, db, service, paths);
    return catalogueResource(service, search);
  });
}
