/**
 * The honest ceiling of the throughput benchmark: a minimal Koa handler that, for each path, runs the
 * SQL statements the app ran for that request (captured by throughput.ts) on the same database through the app's
 * own knex configuration (same driver, same row building), then answers the same JSON (serialized on every
 * request, with the same Content-Range). No session, validation, router, logging or compression: what remains
 * between it and the app is the app's own cost per request. Started as a process of its own; STATEMENTS names a
 * JSON file { path: { statements, answer, contentRange } }; prints its port.
 */
import { readFileSync } from 'node:fs';
import Koa from 'koa';
import knexFactory from 'knex';
import { knexConfig } from '../../api/src/db/index.js';

export interface SameSqlAnswer {
  statements: Array<{ sql: string; bindings: unknown[] }>;
  answer: unknown;
  contentRange: string | null;
}

const answers = JSON.parse(readFileSync(process.env.STATEMENTS!, 'utf8')) as Record<string, SameSqlAnswer>;
const db = knexFactory(knexConfig(process.env.DATABASE_URL));
const app = new Koa();
app.use(async (ctx) => {
  const answer = answers[ctx.url];
  if (!answer) return;
  for (const s of answer.statements) await db.raw(s.sql, s.bindings as never[]);
  if (answer.contentRange) ctx.set('Content-Range', answer.contentRange);
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(answer.answer);
});
const server = app.listen(0, '127.0.0.1', () => console.info(`PORT ${(server.address() as { port: number }).port}`));
// A clean exit on a signal (profilers write their output then).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
