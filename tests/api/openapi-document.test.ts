import { expect, it } from 'vitest';
import { answerContract } from './answer-contract.js';
import { describeEngines } from './harness.js';

/**
 * The served OpenAPI document is something a client generator and a contract test can trust —
 * every operation named, summarised and answered with a schema, its errors and security declared, no keyword
 * outside JSON Schema — and what it says about security and methods is what the server does.
 */

/** JSON Schema 2020-12 plus the OpenAPI schema keywords; written here again so that a leak in the generator's own list shows. */
const KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$defs',
  '$comment',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'contentEncoding',
  'contentMediaType',
  'items',
  'prefixItems',
  'contains',
  'maxItems',
  'minItems',
  'uniqueItems',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedProperties',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
  'example',
  'discriminator',
]);
/** Our ajv keywords: none may appear as a key anywhere in the document. */
const AJV_ONLY = ['errorMessage', 'transform', 'nullAsEmpty', 'bsAmount', 'bsCeiling'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Reachable without a session (app.ts: the public router, the portal's activation, the verification page, the iCal links). */
const PUBLIC = new Set([
  'POST /api/users/login',
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/setup/first-run',
  'POST /api/setup/first-run',
  'GET /verificar/{code}',
  'GET /ical/{file}',
  'POST /api/portal/activate',
]);
const FILE_TYPES = /^(application\/(pdf|octet-stream|vnd\.[\w.-]+)|image\/\w+|text\/(calendar|html|plain))$/;

interface Op {
  key: string;
  path: string;
  method: string;
  op: any;
}

function operations(doc: any): Op[] {
  return Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      op: item[method],
    })),
  );
}

/** Every schema of the document with where it is: parameters, bodies, answers, components. */
function schemas(doc: any): Array<[string, any]> {
  const found: Array<[string, any]> = Object.entries<any>(doc.components?.schemas ?? {}).map(([name, s]) => [
    `components.schemas.${name}`,
    s,
  ]);
  for (const { key, op } of operations(doc)) {
    for (const p of op.parameters ?? []) {
      found.push([`${key} param ${p.name}`, p.schema]);
      // A parameter sent as JSON text (the REST face's sort, range, filter) has its schema under content.
      for (const [type, media] of Object.entries<any>(p.content ?? {}))
        found.push([`${key} param ${p.name} ${type}`, media.schema]);
    }
    for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {}))
      found.push([`${key} body ${type}`, media.schema]);
    for (const [code, answer] of Object.entries<any>(op.responses ?? {})) {
      for (const [type, media] of Object.entries<any>(answer.content ?? {}))
        found.push([`${key} ${code} ${type}`, media.schema]);
    }
  }
  return found;
}

/** Keys of a schema that are not schema keywords, walked by structure (property names are names, not keywords). */
function unknownKeywords(schema: any, where: string, out: string[]): string[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return out;
  for (const [key, value] of Object.entries<any>(schema)) {
    if (!KEYWORDS.has(key) && !key.startsWith('x-')) out.push(`${where}: ${key}`);
    if (['properties', 'patternProperties', '$defs'].includes(key))
      Object.entries<any>(value ?? {}).forEach(([k, v]) => unknownKeywords(v, `${where}.${k}`, out));
    else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(key) && Array.isArray(value))
      value.forEach((v, i) => unknownKeywords(v, `${where}[${i}]`, out));
    else if (
      [
        'items',
        'additionalProperties',
        'not',
        'if',
        'then',
        'else',
        'contains',
        'propertyNames',
        'unevaluatedProperties',
      ].includes(key)
    )
      unknownKeywords(value, `${where}.${key}`, out);
  }
  return out;
}

function keysAnywhere(value: unknown, names: string[], path = '', out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v, i) => keysAnywhere(v, names, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (names.includes(k)) out.push(`${path}.${k}`);
      keysAnywhere(v, names, `${path}.${k}`, out);
    }
  }
  return out;
}

describeEngines('the OpenAPI document', (api) => {
  const doc = async () => (await api().request('GET', '/api/openapi.json')).body;

  it('names every operation once and declares its path parameters, security and errors', async () => {
    const d = await doc();
    expect(d.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(d.info.description).toContain('Bearer');
    expect(d.components.schemas.Error).toMatchObject({ properties: { msg: { type: 'string' } }, required: ['msg'] });
    const ids = new Map<string, string>();
    const problems: string[] = [];
    for (const { key, path, op } of operations(d)) {
      if (!op.operationId) problems.push(`${key}: no operationId`);
      else if (ids.has(op.operationId))
        problems.push(`${key}: operationId ${op.operationId} also on ${ids.get(op.operationId)}`);
      else ids.set(op.operationId, key);
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        const p = (op.parameters ?? []).find((x: any) => x.name === name && x.in === 'path');
        // A segment that may be the text `null` is declared as both (anyOf): the value, then the text.
        const value = p?.schema?.anyOf ? p.schema.anyOf[0] : p?.schema;
        if (!p?.required || !value?.type) problems.push(`${key}: path parameter ${name} undeclared or untyped`);
        if (p?.schema?.anyOf && JSON.stringify(p.schema.anyOf[1]?.enum) !== '["null"]')
          problems.push(`${key}: ${name} neither a value nor the text null`);
        if (/^id[A-Z]/.test(name!) && value?.minimum === undefined && !p?.schema?.anyOf)
          problems.push(`${key}: id ${name} without minimum`);
      }
      const expected = PUBLIC.has(key) ? [] : [{ bearer: [] }];
      if (JSON.stringify(op.security) !== JSON.stringify(expected))
        problems.push(`${key}: security ${JSON.stringify(op.security)}`);
      if (!PUBLIC.has(key) && !op.responses?.[401]) problems.push(`${key}: no 401`);
      // Any session can be an API key: refused another department (403) or throttled when wrong (429); the session is read from the database (503).
      if (!PUBLIC.has(key))
        for (const code of [403, 429, 503]) if (!op.responses?.[code]) problems.push(`${key}: no ${code}`);
      if (key !== 'GET /api/openapi.json' && !op.responses?.[503])
        problems.push(`${key}: no 503 (the database can be away)`);
      // Headers are not refused (a bad X-Department-Id means the own department); path and query values are.
      if ((op.parameters ?? []).some((x: any) => x.in !== 'header') && !op.responses?.[400])
        problems.push(`${key}: parameters but no 400`);
      if (/\{\w+\}/.test(path) && !op.responses?.[404]) problems.push(`${key}: path parameters but no 404`);
      if (op.requestBody?.content?.['application/json']?.schema?.properties?.version && !op.responses?.[409])
        problems.push(`${key}: version but no 409`);
      for (const [code, answer] of Object.entries<any>(op.responses ?? {})) {
        const ref = answer.$ref ?? answer.content?.['application/json']?.schema?.$ref;
        if (
          /^4|^5/.test(code) &&
          answer.content?.['application/json'] &&
          ref !== undefined &&
          !String(ref).startsWith('#/components/')
        )
          problems.push(`${key}: ${code} not the shared Error`);
      }
    }
    expect(problems).toEqual([]);
    expect(
      Object.keys(d.components.schemas).filter((name) => name.includes('__')),
      'two different schemas share a title',
    ).toEqual([]);
  });

  it('keeps no keyword outside JSON Schema anywhere', async () => {
    const d = await doc();
    expect(keysAnywhere(d, AJV_ONLY)).toEqual([]);
    const unknown = schemas(d).flatMap(([where, schema]) => unknownKeywords(schema, where, []));
    expect(unknown).toEqual([]);
  });

  it('marks a body required and types dates', async () => {
    const d = await doc();
    const item = d.paths['/api/semesters/updateSemester'].put;
    expect(item.requestBody.required).toBe(true);
    // A date path parameter (schemas/fields.ts date pattern) is published as format: date.
    const attendance = d.paths['/api/courses/selectStudentsAttendance/{idGroup}'].get.parameters.find(
      (p: any) => p.in === 'query' && p.name === 'date',
    );
    expect(attendance.schema.format).toBe('date');
  });

  it('marks a body required exactly where the route refuses a missing one', async () => {
    const d = await doc();
    const wrong: string[] = [];
    for (const { key, path, method, op } of operations(d)) {
      if (
        !op.requestBody?.content?.['application/json'] ||
        key === 'POST /api/users/login' ||
        path.startsWith('/api/rest/')
      )
        continue;
      const roles: number[] | undefined = op['x-roles'];
      const who = !roles || roles.includes(1) ? 'admin' : roles.includes(2) ? 'cajero' : 'docente';
      // No body at all: koa-body leaves {} and the route's own validation decides. A 400 writes nothing.
      const res = await api().request(method.toUpperCase(), path.replace(/\{\w+\}/g, '1'), {
        token: api().tokens[who],
        headers: { 'x-department-id': '1' },
      });
      if (res.status === 403) continue;
      const refused = res.status === 400;
      if (refused !== !!op.requestBody.required)
        wrong.push(`${key}: required ${op.requestBody.required} but a missing body answered ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has a summary on every operation', async () => {
    const missing = operations(await doc())
      .filter(({ op }) => !op.summary)
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('declares the 2xx answer of every operation: a JSON schema or a file media type', async () => {
    const missing = operations(await doc())
      .filter(({ op }) => {
        const ok = Object.entries<any>(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
        const types = Object.entries<any>(ok?.content ?? {});
        return !types.some(
          ([type, media]) =>
            (type === 'application/json' && media.schema && Object.keys(media.schema).length) || FILE_TYPES.test(type),
        );
      })
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('publishes named schemas once, as components, and the answer contract follows their references and statuses', async () => {
    const d = await doc();
    const ok =
      d.paths['/api/semesters/selectSemesterById/{idSemester}'].get.responses[200].content['application/json'].schema;
    expect(ok).toEqual({ $ref: '#/components/schemas/Semestre' });
    const contract = answerContract(d);
    expect(
      contract.check('GET', '/api/semesters/selectSemesterById/1', 200, 'application/json', { idSemestre: 'uno' }),
    ).toMatch(/does not match/);
    // A status its operation does not declare fails the test that received it.
    expect(contract.check('GET', '/api/openapi.json', 401, 'application/json', { msg: 'x' })).toMatch(
      /does not declare/,
    );
    expect(
      contract.check('GET', '/api/semesters/selectSemesterById/1', 404, 'application/json', { msg: 'x' }),
    ).toBeNull();
  });

  it('asks for a session exactly where it says so', async () => {
    const d = await doc();
    const wrong: string[] = [];
    for (const { key, path, method, op } of operations(d)) {
      const url = path
        .replace('{code}', 'NOEXISTE')
        .replace('{file}', 'noexiste.ics')
        .replace(/\{\w+\}/g, '1');
      const body = method === 'get' || method === 'delete' ? undefined : {};
      const res = await api().request(method.toUpperCase(), url, { body });
      if (op.security.length === 0 && res.status === 401 && key !== 'POST /api/users/login')
        wrong.push(`${key} is public but answered 401`);
      if (op.security.length > 0 && res.status !== 401)
        wrong.push(`${key} needs a session but answered ${res.status} without one`);
    }
    expect(wrong).toEqual([]);
    // The login's own 401 is plain text, as documented.
    const refused = await api().request('POST', '/api/users/login', {
      body: { username: 'admin', password: 'incorrecta' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain('text/plain');
    expect(d.paths['/api/users/login'].post.responses[401].content).toHaveProperty('text/plain');
  });

  it('answers 405 with Allow listing exactly the documented methods, on both faces', async () => {
    const d = await doc();
    const wrong: string[] = [];
    for (const [path, item] of Object.entries<any>(d.paths)) {
      if (!path.startsWith('/api/')) continue;
      const documentedMethods = METHODS.filter((m) => item[m]).map((m) => m.toUpperCase());
      const other = ['PATCH', 'DELETE', 'PUT', 'POST', 'GET'].find((m) => !documentedMethods.includes(m))!;
      const url = path.replace(/\{\w+\}/g, '1');
      const res = await api().request(other, url, { token: api().tokens.admin, headers: { 'x-department-id': '1' } });
      const allow = new Set((res.headers.get('allow') ?? '').split(/,\s*/).filter((m) => m && m !== 'HEAD'));
      if (res.status !== 405) wrong.push(`${other} ${path}: ${res.status}`);
      else if ([...allow].sort().join() !== documentedMethods.sort().join())
        wrong.push(`${other} ${path}: Allow ${[...allow]} but documented ${documentedMethods}`);
      else if (!item[documentedMethods[0]!.toLowerCase()].responses[405]) wrong.push(`${path}: 405 not documented`);
    }
    expect(wrong).toEqual([]);
  }, 120_000); // one request per undocumented method of every route, on both faces
});
