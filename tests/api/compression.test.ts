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
    const shell = await api().request('GET', '/semester', { headers: { 'accept-encoding': 'br' } });
    if (shell.status === 200) expect(shell.headers.get('content-encoding')).toBe('br');
    expect((await api().request('GET', '/%E0%A4%A')).status).toBeLessThan(500);
    expect((await api().request('GET', '/api/semesters/selectSemesterById/%E0%A4%A', { token: api().tokens.admin })).status).toBeLessThan(500);
  });
});
