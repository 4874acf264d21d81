/**
 * The port holder: a cluster worker that listens on PORT only to keep the cluster's shared socket open, and never
 * accepts a connection (workers.ts starts it). node:cluster closes the listening socket as soon as the last process
 * listening on it is gone: without a holder, the crash of the only worker (WORKERS=1, or of all at once) refused
 * connections until its replacement listened. With it, they wait in the socket's queue for the replacement.
 *
 * It never accepts because its event loop stops for good once it listens (accepting happens in the loop): the
 * thread only wakes once a second to check that the primary still lives, and leaves when it does not (a worker
 * would see its IPC channel close, but that needs the loop). It ends on the primary's SIGTERM with the signal's
 * default action.
 */
import net from 'node:net';

const server = net.createServer();
server.once('error', () => process.exit(1));
server.listen(Number(process.env.PORT ?? 3000));
// Registered after listen(): node:cluster's own 'listening' listener, added inside listen(), has told the primary first.
server.once('listening', () => {
  const primary = process.ppid;
  const never = new Int32Array(new SharedArrayBuffer(4));
  while (process.ppid === primary) Atomics.wait(never, 0, 0, 1000);
  process.exit(0);
});
