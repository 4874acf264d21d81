import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/index.js';
import { conflict } from '../../api/src/http/errors.js';
import { canonicalJson, idempotency, requestFingerprint } from '../../api/src/http/idempotency.js';
import { errorsAndLogging } from '../../api/src/http/middleware.js';
import { IDEMPOTENCY_MESSAGES as M } from '../../domain/idempotency.js';
import { newIdempotencyKey, submissionOf } from '../../admin/src/providers/idempotency.js';

describe('request fingerprint', () => {
  it('ignores the order of JSON keys, not their values, the path or the method', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], u: undefined })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    const same = requestFingerprint('POST', '/api/egress/insertEgress', { total: 10, name: 'LUZ' });
    expect(requestFingerprint('post', '/api/egress/insertEgress', { name: 'LUZ', total: 10 })).toBe(same);
    expect(requestFingerprint('POST', '/api/egress/insertEgress', { name: 'LUZ', total: '10' })).not.toBe(same);
    expect(requestFingerprint('PUT', '/api/egress/insertEgress', { name: 'LUZ', total: 10 })).not.toBe(same);
    expect(requestFingerprint('POST', '/api/ingress/insertIngress', { name: 'LUZ', total: 10 })).not.toBe(same);
  });
});

describe('idempotency middleware: waiting, release on failure', () => {
  const file = path.join(tmpdir(), `idempotency_unit_${process.pid}_${Date.now()}.sqlite`);
  let db: Knex;
  let server: Server;
  let base = '';
  let runs = 0;
  let outcome: () => Promise<unknown> = async () => ({ ok: true });

  beforeAll(async () => {
    db = await openDatabase(`sqlite:${file}`);
    const app = new Koa();
    app.use(errorsAndLogging({ info() {}, error() {} }));
    app.use(koaBody({ jsonLimit: '1mb' }));
    app.use((ctx, next) => {
      ctx.state.actor = { id: 7, roleId: 2, departmentId: 1, branchOfficeId: null, permissions: [] };
      return next();
    });
    app.use(idempotency(db, { waitMs: 300, staleMs: 60_000, keepMs: 86_400_000, pollMs: 10 }));
    app.use(async (ctx) => {
      runs += 1;
      ctx.body = { run: runs, ...((await outcome()) as object) };
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.destroy();
    ['', '-wal', '-shm'].forEach((s) => rmSync(file + s, { force: true }));
  });

  const send = async (key: string, body: unknown = { name: 'LUZ', total: 10 }) => {
    const res = await fetch(`${base}/api/egress/insertEgress`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    });
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  };

  it('prunes keys older than a day on the way (the first request of the process here)', async () => {
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    const recent = new Date(Date.now() - 23 * 3600_000).toISOString();
    const row = {
      userId: 7,
      departmentId: 1,
      clientKey: 'x',
      fingerprint: 'f',
      state: 'done',
      owner: 'o',
      status: 200,
      headers: '{}',
      body: '{}',
    };
    await db('idempotencyKeys').insert([
      { ...row, keyHash: 'old', startedAt: old, createdAt: old },
      { ...row, keyHash: 'recent', startedAt: recent, createdAt: recent },
    ]);
    expect((await send('first')).status).toBe(200);
    expect(
      (await db('idempotencyKeys').whereIn('keyHash', ['old', 'recent']).select('keyHash')).map((r) => r.keyHash),
    ).toEqual(['recent']);
  });

  it('a repeat waits a bounded time, then 409 en proceso; once the first ends, its answer', async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    outcome = async () => {
      await slow;
      return {};
    };
    const first = send('slow');
    // The repeat is sent once the first holds the key (a fixed pause loses that race on a loaded machine).
    while (!(await db('idempotencyKeys').where({ clientKey: 'slow', state: 'running' }).first()))
      await new Promise((r) => setTimeout(r, 5));
    const busy = await send('slow');
    expect(busy).toMatchObject({ status: 409, body: { msg: M.inProgress }, retryAfter: '1' });
    finish();
    const answered = await first;
    expect(answered.status).toBe(200);
    outcome = async () => ({});
    expect(await send('slow')).toMatchObject({ status: 200, body: answered.body });
    expect(runs).toBe(answered.body.run);
  });

  it('a 5xx or a 409 releases the key: the retry runs the call again and its answer is kept', async () => {
    for (const failure of [
      () => {
        throw new Error('caída');
      },
      () => {
        throw conflict('Otro la usa.');
      },
    ]) {
      outcome = async () => failure();
      const key = `fails-${runs}`;
      expect((await send(key)).status).toBeGreaterThanOrEqual(409);
      outcome = async () => ({});
      const retried = await send(key);
      expect(retried.status).toBe(200);
      expect(await send(key)).toMatchObject({ status: 200, body: retried.body });
    }
    expect(await db('idempotencyKeys').where({ state: 'running' })).toHaveLength(0);
  });
});

describe('admin: one key per submission', () => {
  it('reuses the key while the same submission is unanswered, a new one after an answer', () => {
    const body = JSON.stringify({ subTotal: 100 });
    expect(submissionOf('GET', '/api/payments/selectPayments/1', undefined)).toBeUndefined();
    expect(submissionOf('POST', '/api/users/insertUser', body)).toBeUndefined();
    const first = submissionOf('POST', '/api/payments/insertPayment', body)!;
    expect(submissionOf('POST', '/api/payments/insertPayment', body)!.key).toBe(first.key);
    expect(submissionOf('POST', '/api/payments/insertPayment', JSON.stringify({ subTotal: 90 }))!.key).not.toBe(
      first.key,
    );
    first.settle(0);
    first.settle(502);
    first.settle(409, M.inProgress);
    const retry = submissionOf('POST', '/api/payments/insertPayment', body)!;
    expect(retry.key).toBe(first.key);
    retry.settle(200);
    const next = submissionOf('POST', '/api/payments/insertPayment', body)!;
    expect(next.key).not.toBe(first.key);
    next.settle(400, 'Saldo insuficiente');
    expect(submissionOf('PUT', '/api/rest/incomes/5?x=1', undefined)!.key).not.toBe(next.key);
    expect(submissionOf('POST', '/api/payments/insertPayment', body)!.key).not.toBe(next.key);
  });

  it('makes UUID v4 keys', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
