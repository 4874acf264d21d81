import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks answers against the served OpenAPI document: every 2xx JSON answer an API test receives must
 * validate against the schema its operation declares, on both engines. Operations without a declared
 * schema are reported by the document test, not here.
 */
export interface AnswerContract {
  /** A readable list of mismatches, or null when the answer is what the document promises. */
  check(method: string, url: string, status: number, contentType: string, body: unknown): string | null;
}

interface Operation { pattern: RegExp; literal: number; schema?: unknown; validate?: ValidateFunction }

export function answerContract(doc: any): AnswerContract {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  // Named schemas live in components.schemas and answers point at them with $ref (schemas/openapi-names.ts):
  // the components are registered once under the document's own id and every reference is resolved there.
  const DOC_ID = 'https://instituto.local/openapi.json';
  ajv.addSchema({ $id: DOC_ID, components: { schemas: doc.components?.schemas ?? {} } });
  const resolved = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/components/', `"$ref":"${DOC_ID}#/components/`));
  const byMethod = new Map<string, Operation[]>();
  for (const [path, methods] of Object.entries<any>(doc.paths ?? {})) {
    const segments = path.split('/');
    const pattern = new RegExp(`^${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`);
    const literal = segments.filter((s) => !s.startsWith('{')).length;
    for (const [method, op] of Object.entries<any>(methods)) {
      const ok = Object.entries<any>(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      const schema = ok?.content?.['application/json']?.schema;
      const list = byMethod.get(method.toUpperCase()) ?? [];
      list.push({ pattern, literal, schema });
      byMethod.set(method.toUpperCase(), list);
    }
  }
  for (const list of byMethod.values()) list.sort((a, b) => b.literal - a.literal);
  return {
    check(method, url, status, contentType, body) {
      if (status < 200 || status > 299 || !contentType.includes('json')) return null;
      const path = decodeURI(url.split('?')[0]!);
      const op = byMethod.get(method.toUpperCase())?.find((o) => o.pattern.test(path));
      if (!op?.schema) return null;
      op.validate ??= ajv.compile(resolved(op.schema));
      if (op.validate(body)) return null;
      const errors = (op.validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
      return `${method} ${url} → ${status}: the answer does not match its schema: ${errors.join('; ')}`;
    },
  };
}
