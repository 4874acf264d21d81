import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { closeBrowserAfterAll } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

/**
 * Every route of GET /api/openapi.json (documented endpoints and REST resources) with a fixed set of bad
 * inputs: no 5xx, no stack trace or SQL in the answer, and the database unchanged after every 4xx.
 * New routes are walked automatically.
 */
closeBrowserAfterAll();

const BAD_SEGMENTS = ['abc', '1e309', '99999999999', '-1', "1'--"];
const HUGE = 'x'.repeat(20_000);
/** Raw JSON texts, so values JSON.stringify cannot write (1e309) reach the server as a client would send them. */
const BAD_VALUES = [
  'null',
  '1e309',
  '{"a":1}',
  '[1,2]',
  JSON.stringify(HUGE),
  '"\\u0000x"',
  '"2026-13-45"',
  '-1',
  'true',
];
const SKIPPED = new Set(['POST /api/users/logout']); // would end the walker's own session
const LEAKS = /(\bat [\w.<>]+ \(|Error:|SQLITE_|ER_[A-Z_]+|select .* from|insert into|node_modules)/i;

interface Operation {
  method: string;
  path: string;
  properties: string[];
}

function operations(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const properties = Object.keys(schema?.properties ?? {});
      if (!SKIPPED.has(`${method.toUpperCase()} ${path}`)) ops.push({ method: method.toUpperCase(), path, properties });
    }
  }
  return ops;
}

/**
 * A fingerprint of every table's rows (the test database is small), minus the login throttle's counters and the
 * per-address request counters (rate_limits: the public receipt page counts every request, found or not, by design).
 */
async function fingerprint(api: TestApi): Promise<string> {
  const hash = createHash('sha256');
  const tables =
    api.engine === 'sqlite'
      ? (
          await api.db.raw(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'knex_%'",
          )
        ).map((r: any) => r.name)
      : (
          await api.db.raw(
            "select table_name as name from information_schema.tables where table_schema = database() and table_name not like 'knex_%'",
          )
        )[0].map((r: any) => r.name);
  const watched = tables.filter((t: string) => t !== 'login_throttles' && t !== 'rate_limits').sort();
  if (api.engine !== 'sqlite') {
    // One statement for every table: MariaDB's own row checksum.
    return JSON.stringify((await api.db.raw(`checksum table ${watched.map((t: string) => `\`${t}\``).join(', ')}`))[0]);
  }
  for (const table of watched)
    hash.update(table).update(JSON.stringify(await api.db.raw(`select * from ${table} order by 1`)));
  return hash.digest('hex');
}

async function send(api: TestApi, method: string, url: string, body?: string) {
  const res = await fetch(`${api.baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${api.tokens.admin}`,
      'x-department-id': '1',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  const type = res.headers.get('content-type') ?? '';
  const text = type.includes('json') || type.includes('text') ? await res.text() : '';
  return { status: res.status, text };
}

describeEngines('every route refuses bad input cleanly', (api) => {
  it('walks the OpenAPI document with bad path segments and bad bodies', async () => {
    const doc = (await api().request('GET', '/api/openapi.json')).body;
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(100);
    const problems: string[] = [];
    // The state before each request: after a 2xx it may have changed (a write that was accepted).
    let current = await fingerprint(api());
    const check = async (method: string, url: string, body?: string) => {
      const res = await send(api(), method, url, body);
      const where = `${method} ${url} ${body?.slice(0, 60) ?? ''}`;
      if (res.status >= 500) problems.push(`${res.status} ${where}`);
      if (LEAKS.test(res.text)) problems.push(`leak ${where}: ${res.text.slice(0, 120)}`);
      const after = await fingerprint(api());
      // A refused login is itself recorded (the throttle's counters and the audit trail).
      const recordsRefusal = method === 'POST' && url === '/api/users/login';
      if (res.status >= 400 && res.status < 500 && after !== current && !recordsRefusal)
        problems.push(`wrote on ${res.status} ${where}`);
      current = after;
    };
    for (const op of ops) {
      const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      // Bad path segments, one at a time (with an empty body where one is expected).
      for (const param of params) {
        for (const bad of BAD_SEGMENTS) {
          const url = op.path.replace(/\{(\w+)\}/g, (_, name) => (name === param ? encodeURIComponent(bad) : '1'));
          await check(op.method, url, op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}');
        }
      }
      if (op.method === 'PUT' && op.path.startsWith('/api/rest/')) {
        // A real record with valid edits to its texts and one bad field: the edits must not land either.
        const name = op.path.split('/')[3];
        const [record] = JSON.parse((await send(api(), 'GET', `/api/rest/${name}?range=[0,0]`)).text || '[]');
        if (record?.id) {
          // Free-text fields only (names, descriptions): a changed phone or email could fail validation first.
          const edited = Object.fromEntries(
            Object.entries(record).map(([k, v]) => [
              k,
              typeof v === 'string' && /^(nombre|apellido|descripcion|detalle)/i.test(k) ? `${v} Z` : v,
            ]),
          );
          for (const bad of [{ estado: 'x' }, { estado: { a: 1 } }])
            await check('PUT', `/api/rest/${name}/${record.id}`, JSON.stringify({ ...edited, ...bad }));
        }
      }
      if (op.method === 'GET' || op.method === 'DELETE') continue;
      // Bad bodies: not an object, then every property at once set to one bad value.
      const url = op.path.replace(/\{(\w+)\}/g, '1');
      for (const body of ['[]', 'null', '"texto"', '{"a":']) await check(op.method, url, body);
      const properties = op.properties.length ? op.properties : ['nombre', 'estado', 'id'];
      for (const value of BAD_VALUES) {
        await check(op.method, url, `{${properties.map((p) => `${JSON.stringify(p)}:${value}`).join(',')}}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000); // several bad requests to every documented route
});
