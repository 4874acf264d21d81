import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';

/** What Node's own parser refuses before Koa sees a request, in the app's `{ msg }` JSON shape. */
const REFUSALS: Record<string, { status: string; msg: string }> = {
  // A request line or headers over Node's limit (16 KB): a list URL with a huge filter.
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    msg: 'La dirección o los encabezados de la solicitud son demasiado largos.',
  },
};
const MALFORMED = { status: '400 Bad Request', msg: 'Solicitud no válida.' };

function refuse(err: NodeJS.ErrnoException, socket: Duplex): void {
  // The client went away or the answer has begun: nothing can be said any more.
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, msg } = REFUSALS[err.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ msg });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The app's HTTP server: Koa's handler, and a JSON answer for requests Node refuses before Koa. */
export function httpServer(app: Koa): Server {
  return createServer(app.callback()).on('clientError', refuse);
}
