import { performance } from 'node:perf_hooks';
import { beforeAll, expect, it } from 'vitest';
import { describeEngines } from './harness.js';

/** Audit rows of about 300 bytes, doubled 17 times: a database of some 40 MB that takes a while to back up. */
async function growDatabase(api: ReturnType<Parameters<Parameters<typeof describeEngines>[1]>[0]>): Promise<void> {
  await api.db('auditLog').insert({
    entity: 'relleno',
    entityId: 1,
    action: 'update',
    beforeJson: 'x'.repeat(150),
    afterJson: 'y'.repeat(150),
    createdAt: new Date().toISOString(),
  });
  for (let i = 0; i < 17; i++) {
    await api.db.raw(
      'INSERT INTO audit_log (entity, entity_id, action, before_json, after_json, created_at) SELECT entity, entity_id + 1, action, before_json, after_json, created_at FROM audit_log WHERE entity = ?',
      ['relleno'],
    );
  }
}

describeEngines('backup download', (api) => {
  beforeAll(() => growDatabase(api()), 120_000);

  it('while a large backup is produced and sent, the other requests are answered', async () => {
    const started = performance.now();
    let finished = false;
    let produced = 0;
    const download = fetch(`${api().baseUrl}/api/backups/download`, {
      headers: { authorization: `Bearer ${api().tokens.admin}` },
    })
      .then(async (res) => {
        // The answer's headers come once the backup is produced; its body is then streamed.
        produced = performance.now() - started;
        return { status: res.status, size: (await res.arrayBuffer()).byteLength };
      })
      .finally(() => {
        finished = true;
      });
    const waits: number[] = [];
    while (!finished) {
      const sent = performance.now();
      const duringBackup = !produced;
      const res = await api().as('cajero').get('/api/semesters/selectSemesters/1/null/null');
      expect(res.status).toBe(200);
      // Only requests sent while the backup was being produced (the download's reading competes in this process).
      if (duringBackup) waits.push(performance.now() - sent);
    }
    const result = await download;
    expect(result.status).toBe(200);
    expect(result.size).toBeGreaterThan(30_000_000);
    // No request waits for the backup: the longest wait is a small part of the time the backup took. (Holding
    // the server while copying, it was a third to a half of it; the issue measured 2.6 s on 50,000 students.)
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan(produced / 5);
  }, 120_000); // a backup of a grown database, sent while other requests run
});
