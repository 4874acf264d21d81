import { request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';
import { enrolStudent } from './payments-fixtures.js';

/** A raw exchange (fetch refuses TRACE and would not show Node's own parser answers). */
function raw(baseUrl: string, method: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { method }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk) => (body += chunk))
        .on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
        );
    });
    req.on('error', reject).end();
  });
}

const range = (start: number, end: number) => `range=${encodeURIComponent(`[${start},${end}]`)}`;

describeEngines('what clients written from the contract alone rely on', (api) => {
  it('tells a throttled login when to try again', async () => {
    const wrong = () =>
      api().request('POST', '/api/users/login', { body: { username: 'cajero', password: 'equivocada' } });
    let answer = await wrong();
    for (let i = 0; i < 10 && answer.status !== 429; i++) answer = await wrong();
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('answers a URL over the server limit and a TRACE in the JSON error shape', async () => {
    const long = await raw(api().baseUrl, 'GET', `/api/rest/turns?filter=${'a'.repeat(17_000)}`);
    expect(long.status).toBe(431);
    expect(long.type).toContain('application/json');
    expect(JSON.parse(long.body).msg).toMatch(/demasiado larg/);
    const trace = await raw(api().baseUrl, 'TRACE', '/api/health');
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toHaveProperty('msg');
  });

  it('names no range for an empty page past the end', async () => {
    const page = await api()
      .as('admin')
      .get(`/api/rest/turns?${range(1000, 1009)}`, { 'x-department-id': '1' });
    expect(page.body).toEqual([]);
    expect(page.headers.get('content-range')).toMatch(/^turns \*\/\d+$/);
  });

  it('answers 404 for a person of another kind on /teachers and /users, and changes nothing', async () => {
    const admin = api().as('admin');
    const cashierId = (await api().db('users').where({ username: 'cajero' }).first('id')).id;
    expect((await admin.delete(`/api/rest/teachers/${cashierId}`, { 'x-department-id': '1' })).status).toBe(404);
    const { studentId } = await enrolStudent(api().db);
    expect((await admin.delete(`/api/rest/users/${studentId}`, { 'x-department-id': '1' })).status).toBe(404);
    expect(await api().db('users').whereIn('id', [cashierId, studentId]).pluck('status')).toEqual([1, 1]);
  });

  it('edits an enrolment date from its version and refuses a stale version without writing', async () => {
    const admin = api().as('admin');
    const first = { id: (await enrolStudent(api().db)).enrolmentId };
    const read = (await admin.get(`/api/rest/enrolments/${first.id}`, { 'x-department-id': '1' })).body;
    const edited = await admin.put(
      `/api/rest/enrolments/${first.id}`,
      { ...read, fechaInscripcion: '2026-08-15' },
      { 'x-department-id': '1' },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ fechaInscripcion: '2026-08-15', version: read.version + 1 });
    const stale = await admin.put(
      `/api/rest/enrolments/${first.id}`,
      { ...read, fechaInscripcion: '2026-08-20' },
      { 'x-department-id': '1' },
    );
    expect(stale.status).toBe(409);
    const stored = await api().db('enrolments').where({ id: first.id }).first('enrolledOn', 'version');
    expect(stored).toEqual({ enrolledOn: '2026-08-15', version: read.version + 1 });
    const badDate = await admin.put(
      `/api/rest/enrolments/${first.id}`,
      { fechaInscripcion: 'mañana' },
      { 'x-department-id': '1' },
    );
    expect(badDate.status).toBe(400);
  });

  it('declares the department header and the `null` path segments', async () => {
    const doc = (await api().request('GET', '/api/openapi.json')).body;
    const list = doc.paths['/api/rest/enrolments'].get;
    expect(list.parameters.map((p: any) => p.name)).toContain('X-Department-Id');
    const segments = Object.values<any>(doc.paths)
      .flatMap((item) => Object.values<any>(item))
      .flatMap((op) => op.parameters ?? [])
      .filter((p: any) => p.in === 'path' && p.schema.anyOf);
    expect(segments.length).toBeGreaterThan(20);
    for (const p of segments) expect(p.schema.anyOf[1]).toMatchObject({ type: 'string', enum: ['null'] });
  });
});
