import { flag, int, list, obj, str, type JsonSchema } from '../../schemas/answers.js';
import type { CatalogueConfig } from './catalogue.js';

/**
 * The answer schemas of one catalogue, read from its definition (the same one that shapes the record in
 * catalogue.ts `present`), so every catalogue's documented routes describe their own record.
 */
export function catalogueAnswers(config: CatalogueConfig) {
  const fields: Record<string, JsonSchema> = { [config.idField]: int() };
  for (const f of config.fields) fields[f.field] = f.answer;
  if (config.scope === 'department') fields.idDepartamento = int();
  for (const [key, extra] of Object.entries(config.extraColumns ?? {})) fields[key] = extra.answer;
  fields.estado = flag();
  fields.version = int();
  /**
   * The documented selects answer without react-admin's `id`; the writes answer the record with it. Unnamed:
   * the name config.title belongs to the REST record (catalogue.ts), which has `id`.
   */
  const record = obj(fields);
  const written = obj({ msg: str(), type: int(), data: obj({ id: int(), ...fields }) });
  return { record, list: list(record), written };
}
