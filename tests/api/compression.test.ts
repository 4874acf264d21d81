import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';

describeEngines('compressed answers', (api) => {
  it('JSON lists and the admin travel compressed; a malformed path is not an error', async () => {
    const list = await api().request('GET', '/api/rest/payment-types?range=[0,99]', {
      token: api().tokens.admin, headers: { 'accept-encoding': 'br, gzip', 'x-department-id': '1' },
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
    expect((await api().request('GET', '/api/semesters/selectSemesterById/%E0%A4%A', { token: api().tokens.admin })).status).toBeLessThan(500);
  });
});
