import { appendFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks answers against the served OpenAPI document, on both engines: every status an API test receives from a
 * documented operation must be one the operation declares, and every 2xx JSON answer must validate against the
 * schema its operation declares. Operations without a declared schema are reported by the document test, not here.
 * With CONTRACT_STATUS_LOG=<file>, undeclared statuses are appended to that file instead of failing (a survey of a
 * whole run: one line per operation and status).
 */
export interface AnswerContract {
  /** A readable list of mismatches, or null when the answer is what the document promises. */
  check(method: string, url: string, status: number, contentType: string, body: unknown): string | null;
}

interface Operation {
  path: string;
  pattern: RegExp;
  literal: number;
  codes: Set<string>;
  schema?: unknown;
  validate?: ValidateFunction;
}

/** A status the operation's `responses` name, exactly or by its class (`4XX`), or through `default`. */
const declares = (op: Operation, status: number) =>
  op.codes.has(String(status)) || op.codes.has(`${String(status)[0]}XX`) || op.codes.has('default');

export function answerContract(doc: any): AnswerContract {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  // Named schemas live in components.schemas and answers point at them with $ref (schemas/openapi-names.ts):
  // the components are registered once under the document's own id and every reference is resolved there.
  const DOC_ID = 'https://instituto.local/openapi.json';
  ajv.addSchema({ $id: DOC_ID, components: { schemas: doc.components?.schemas ?? {} } });
  const resolved = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/components/', `"$ref":"${DOC_ID}#/components/`));
  const byMethod = new Map<string, Operation[]>();
  for (const [path, methods] of Object.entries<any>(doc.paths ?? {})) {
    const segments = path.split('/');
    const pattern = new RegExp(
      `^${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`,
    );
    const literal = segments.filter((s) => !s.startsWith('{')).length;
    for (const [method, op] of Object.entries<any>(methods)) {
      const ok = Object.entries<any>(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      const schema = ok?.content?.['application/json']?.schema;
      const list = byMethod.get(method.toUpperCase()) ?? [];
      list.push({
        path,
        pattern,
        literal,
        codes: new Set(Object.keys(op.responses ?? {}).map((c) => c.toUpperCase())),
        schema,
      });
      byMethod.set(method.toUpperCase(), list);
    }
  }
  for (const list of byMethod.values()) list.sort((a, b) => b.literal - a.literal);
  return {
    check(method, url, status, contentType, body) {
      const raw = url.split('?')[0]!;
      // A test may send a malformed path on purpose (an answer of 400 or 404): it is matched as sent.
      let path = raw;
      try {
        path = decodeURI(raw);
      } catch {
        /* kept as sent */
      }
      const op = byMethod.get(method.toUpperCase())?.find((o) => o.pattern.test(path));
      if (op && !declares(op, status)) {
        const undeclared = `${method.toUpperCase()} ${op.path} answered ${status}, which its OpenAPI operation does not declare`;
        if (!process.env.CONTRACT_STATUS_LOG) return `${undeclared} (${url}: ${JSON.stringify(body).slice(0, 200)})`;
        appendFileSync(process.env.CONTRACT_STATUS_LOG, `${undeclared}\t${JSON.stringify(body).slice(0, 160)}\n`);
      }
      if (status < 200 || status > 299 || !contentType.includes('json')) return null;
      if (!op?.schema) return null;
      op.validate ??= ajv.compile(resolved(op.schema));
      if (op.validate(body)) return null;
      const errors = (op.validate.errors ?? [])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
      return `${method} ${url} → ${status}: the answer does not match its schema: ${errors.join('; ')}`;
    },
  };
}
