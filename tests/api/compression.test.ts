import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';

describeEngines('compressed answers', (api) => {
  it('JSON lists and the admin travel compressed; a malformed path is not an error', async () => {
    const list = await api().request('GET', '/api/rest/payment-types?range=[0,99]', {
      token: api().tokens.admin,
      headers: { 'accept-encoding': 'br, gzip', 'x-department-id': '1' },
    });
    expect(list.status).toBe(200);
    const openapi = await api().request('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(openapi.headers.get('content-encoding')).toBe('gzip');
    // The admin's scripts: the build's .br beside each one goes out as it is (when the admin is built).
    const shell = await api().request('GET', '/semester');
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(shell.text)?.[1];
    if (entry) {
      const script = await api().request('GET', entry, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(script.headers.get('content-encoding')).toBe('br');
      expect(script.headers.get('cache-control')).toContain('immutable');
    }
    expect((await api().request('GET', '/%E0%A4%A')).status).toBeLessThan(500);
    expect(
      (await api().request('GET', '/api/semesters/selectSemesterById/%E0%A4%A', { token: api().tokens.admin })).status,
    ).toBeLessThan(500);
  });

  it('a data-provider list travels compressed and keeps its Content-Range for react-admin', async () => {
    // Enough rows for the answer to pass the compression threshold (1 kB).
    await api()
      .db('paymentTypes')
      .insert(Array.from({ length: 30 }, (_, i) => ({ departmentId: 1, name: `Tipo de pago de prueba número ${i}` })));
    const headers = { 'accept-encoding': 'gzip', 'x-department-id': '1' };
    const list = await api().request('GET', '/api/rest/payment-types?range=[0,99]', {
      token: api().tokens.admin,
      headers,
    });
    expect(list.status).toBe(200);
    expect(list.text.length).toBeGreaterThan(1024);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the body: what ra-data-simple-rest reads is the same list and its total.
    expect(list.headers.get('content-range')).toBe(`payment-types 0-${list.body.length - 1}/${list.body.length}`);
    expect(list.headers.get('access-control-expose-headers')).toContain('Content-Range');
    // An empty page is below the threshold and still carries its range.
    const empty = await api().request('GET', '/api/rest/payment-types?range=[500,599]', {
      token: api().tokens.admin,
      headers,
    });
    expect(empty.headers.get('content-encoding')).toBeNull();
    expect(empty.headers.get('content-range')).toMatch(/^payment-types /);
    // Whether an answer is compressed depends on Accept-Encoding: caches are told so on short answers too.
    expect(empty.headers.get('vary')).toContain('Accept-Encoding');
    expect(list.headers.get('vary')).toContain('Accept-Encoding');
    // Only gzip is offered: a client that does not take it gets the same list as it is; one that takes anything, gzip.
    const plain = await api().request('GET', '/api/rest/payment-types?range=[0,99]', {
      token: api().tokens.admin,
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toEqual(list.body);
    expect(plain.headers.get('content-range')).toBe(list.headers.get('content-range'));
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const any = await api().request('GET', '/api/rest/payment-types?range=[0,99]', {
      token: api().tokens.admin,
      headers: { ...headers, 'accept-encoding': '*' },
    });
    expect(any.headers.get('content-encoding')).toBe('gzip');
    expect(any.body).toEqual(list.body);
    // A client that names gzip only to refuse it gets the list as it is.
    const refused = await api().request('GET', '/api/rest/payment-types?range=[0,99]', {
      token: api().tokens.admin,
      headers: { ...headers, 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect([refused.headers.get('content-encoding'), refused.body]).toEqual([null, list.body]);
  });
});
