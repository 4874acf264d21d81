import cluster from 'node:cluster';
import { dataDir, StartError } from '../config.js';

type ErrorLike = { code?: string; errno?: number; syscall?: string; message?: string };

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
]);
const REFUSED_LOGIN = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_ACCESS_DENIED_NO_PASSWORD_ERROR',
]);
const NOT_WRITABLE = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'EEXIST',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
  'SQLITE_PERM',
]);

/** host:port of a mysql:// DATABASE_URL, without its credentials. */
function serverOf(url: string): string {
  try {
    const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
    return `${parsed.hostname}:${parsed.port || '3306'}`;
  } catch {
    return 'servidor no legible';
  }
}

/**
 * The one Spanish line a failed start prints: which setting to check and what to look at, never
 * a stack. Errors nobody foresaw still print only their first line.
 */
function startErrorLine(err: unknown, where: { databaseUrl?: string; port: number; dataDir: string }): string {
  if (err instanceof StartError) return err.message;
  const e = (err ?? {}) as ErrorLike;
  const code = e.code ?? '';
  const mysql = !!where.databaseUrl && /^(mysql|mariadb):/.test(where.databaseUrl);
  // A single process fails in listen(); a cluster worker gets the primary's bind() error.
  const listening = e.syscall === 'listen' || e.syscall === 'bind';
  if (listening && code === 'EADDRINUSE') {
    return `El puerto ${where.port} ya está en uso: defina otro en PORT o detenga el programa que lo ocupa.`;
  }
  if (listening) return `No se puede escuchar en el puerto ${where.port}: revise PORT (${code}).`;
  if (mysql && UNREACHABLE.has(code)) {
    return `No se pudo conectar a la base de datos de DATABASE_URL (${serverOf(where.databaseUrl!)}): revise el servidor, el puerto y que MySQL/MariaDB esté en marcha.`;
  }
  if (mysql && REFUSED_LOGIN.has(code)) {
    return `La base de datos de DATABASE_URL (${serverOf(where.databaseUrl!)}) rechazó el usuario o la contraseña: revise las credenciales y los permisos del usuario.`;
  }
  if (NOT_WRITABLE.has(code) || /readonly database|unable to open database/i.test(e.message ?? '')) {
    const place = where.databaseUrl?.startsWith('sqlite:')
      ? `el archivo de DATABASE_URL (${where.databaseUrl.slice(7)})`
      : `la carpeta de datos (${where.dataDir})`;
    return `No se puede escribir en ${place}: revise DATA_DIR o DATABASE_URL y los permisos de la carpeta.`;
  }
  const first = String(e.message ?? err)
    .split('\n')[0]!
    .slice(0, 300);
  return `No se pudo iniciar: ${first}`;
}

/** A start that cannot go on: one Spanish line naming the setting to check, no stack, a non-zero exit. */
export function failStart(err: unknown): void {
  const line = startErrorLine(err, {
    databaseUrl: process.env.DATABASE_URL,
    port: Number(process.env.PORT ?? 3000),
    dataDir,
  });
  // A worker tells the primary, which prints the line once for all of them (workers.ts).
  if (cluster.isWorker && process.send) process.send({ startFailure: line }, () => process.exit(1));
  else {
    console.error(line);
    process.exit(1);
  }
}
