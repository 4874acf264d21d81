import { int, list, obj, str, type JsonSchema } from '../../schemas/answers.js';
import type { CatalogueService } from './catalogues.service.js';

/**
 * The answer schemas of one catalogue's documented routes, read from the record the service shapes (catalogues.service.ts
 * `contract.record`, the REST face's): the documented selects answer it without react-admin's `id` (unnamed, since
 * the title belongs to the record with `id`); the writes answer `{ msg, type, data }` with the whole record.
 */
export function catalogueAnswers(service: CatalogueService) {
  const { id: _id, ...fields } = service.contract.record.properties as Record<string, JsonSchema>;
  const record = obj(fields);
  const written = obj({ msg: str(), type: int(), data: obj({ id: int(), ...fields }) });
  return { record, list: list(record), written };
}
