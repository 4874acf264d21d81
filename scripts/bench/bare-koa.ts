/**
 * The reference of the throughput benchmark: bare Koa answering, for each path, the exact JSON body and
 * Content-Range the app answered, with nothing else (no session, no database, no middleware). Started as its
 * own process by throughput.ts: BODIES names a JSON file { path: { body, contentRange } }; prints its port.
 */
import { readFileSync } from 'node:fs';
import Koa from 'koa';

const answers = JSON.parse(readFileSync(process.env.BODIES!, 'utf8')) as Record<string, { body: string; contentRange: string | null }>;
const app = new Koa();
app.use((ctx) => {
  const answer = answers[ctx.url];
  if (!answer) return;
  if (answer.contentRange) ctx.set('Content-Range', answer.contentRange);
  ctx.type = 'application/json';
  ctx.body = answer.body;
});
const server = app.listen(0, '127.0.0.1', () => console.info(`PORT ${(server.address() as { port: number }).port}`));
