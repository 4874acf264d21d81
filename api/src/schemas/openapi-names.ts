/**
 * Named schemas (answers.ts `named(title, …)`) move into `components.schemas` and every place that used them
 * gets a `$ref`, so generated clients get one named type per record instead of an anonymous copy per operation.
 */

type Node = Record<string, any>;

const ONE_SCHEMA = [
  'items',
  'contains',
  'additionalProperties',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
];
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/** A component name: the title without accents or spaces (`Inscripción del estudiante` → `Inscripcion_del_estudiante`). */
function componentName(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'Schema'
  );
}

/**
 * Walks every schema of the document (parameters, bodies, answers) depth first and replaces each titled one by
 * a reference. Two different schemas under one title keep both, the second as `<name>__2`: the document test
 * refuses such names, so the clash is fixed where the schemas are defined.
 */
export function hoistNamed(doc: {
  paths: Record<string, Node>;
  components: { schemas: Record<string, unknown> };
}): void {
  const store = doc.components.schemas;
  const byText = new Map<string, string>();
  const hoist = (schema: unknown): unknown => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
    const node = { ...(schema as Node) };
    for (const key of ONE_SCHEMA) if (node[key] && typeof node[key] === 'object') node[key] = hoist(node[key]);
    for (const key of SCHEMA_LIST) if (Array.isArray(node[key])) node[key] = node[key].map(hoist);
    for (const key of SCHEMA_MAP) {
      if (node[key] && typeof node[key] === 'object')
        node[key] = Object.fromEntries(Object.entries(node[key]).map(([k, v]) => [k, hoist(v)]));
    }
    if (typeof node.title !== 'string' || node.$ref) return node;
    const text = JSON.stringify(node);
    let name = byText.get(text);
    if (!name) {
      const base = componentName(node.title);
      name = base;
      for (let n = 2; store[name] !== undefined; n += 1) name = `${base}__${n}`;
      store[name] = node;
      byText.set(text, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  const content = (holder: Node | undefined) => {
    for (const media of Object.values<Node>(holder?.content ?? {}))
      if (media.schema) media.schema = hoist(media.schema);
  };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values<Node>(item)) {
      if (!op || typeof op !== 'object') continue;
      for (const p of op.parameters ?? []) if (p.schema) p.schema = hoist(p.schema);
      content(op.requestBody);
      for (const answer of Object.values<Node>(op.responses ?? {})) content(answer);
    }
  }
}
