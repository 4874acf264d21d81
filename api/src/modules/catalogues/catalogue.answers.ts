import { flag, int, list, named, obj, str, type JsonSchema } from '../../schemas/answers.js';
import type { CatalogueConfig, CatalogueField } from './catalogue.js';

/**
 * The answer schemas of one catalogue, read from its definition (the same one that shapes the record in
 * catalogue.ts `present`), so every catalogue's documented routes describe their own record.
 */
export function catalogueAnswers(config: CatalogueConfig) {
  const fields: Record<string, JsonSchema> = { [config.idField]: int() };
  for (const f of config.fields) fields[f.field] = fieldAnswer(f);
  if (config.scope === 'department') fields.idDepartamento = int();
  // The joined columns are names (the department's, the level's).
  for (const key of Object.keys(config.extraColumns ?? {})) fields[key] = str();
  fields.estado = flag();
  fields.version = int();
  const title = config.idField.replace(/^id/, '');
  /** The documented selects answer without react-admin's `id`; the writes answer the record with it. */
  const record = named(title, obj(fields));
  const written = obj({ msg: str(), type: int(), data: obj({ id: int(), ...fields }) });
  return { record, list: list(record), written };
}

/** A field as answered: its own answer schema, else what its request schema stores (ids and codes are integers). */
function fieldAnswer(field: CatalogueField): JsonSchema {
  if (field.answer) return field.answer;
  const type = field.schema.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer')) ? int() : str();
}
