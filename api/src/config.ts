import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STRONG_PASSWORD } from './lib/password.js';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(projectRoot, 'data'));

/** A positive whole number from the environment, else `fallback` (unset, empty or not a positive integer). */
export function positiveIntFromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** PORT: unset or empty → 3000; anything but a port number stops the start naming the setting. */
function portFromEnv(): number {
  const raw = (process.env.PORT ?? '').trim();
  if (raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StartError(`PORT no válido: "${raw}" (un número de puerto de 1 a 65535).`);
  return port;
}

export interface AppConfig {
  port: number;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  /** Session lifetime in seconds. */
  sessionSeconds: number;
  /** Behind a reverse proxy (TRUST_PROXY=1): the client address and https come from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** PUBLIC_URL: the address printed on receipts' verification QR; unset, the address each request came on. */
  publicUrl: string | undefined;
}

/** PUBLIC_URL as an origin plus optional path without a trailing slash; unset or blank → undefined. */
function loadPublicUrl(): string | undefined {
  const raw = (process.env.PUBLIC_URL ?? '').trim();
  if (!raw) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    /* reported below */
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new StartError(
      `PUBLIC_URL no válida: "${raw}". Use la dirección pública del sistema, por ejemplo https://instituto.example.bo`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The JWT secret comes from JWT_SECRET, else one generated at first start and kept under data/. */
function loadJwtSecret(): Uint8Array {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: portFromEnv(),
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: loadJwtSecret(),
    sessionSeconds: 12 * 60 * 60,
    trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ''),
    publicUrl: loadPublicUrl(),
    ...overrides,
  };
}

/** A setting that stops the start: its message is the one Spanish line the operator reads (server.ts prints it). */
export class StartError extends Error {}

export interface StartSettings {
  /** Demo people and money go into an empty database. */
  demo: boolean;
  /** The first administrator's login, created while the database has none (ADMIN_USER, ADMIN_PASSWORD). */
  firstAdmin: { username: string; password: string } | null;
}

/**
 * What a start puts into the database. DEMO_DATA=1 asks for the demo and DEMO_DATA=0 refuses it;
 * unset, only the embedded default database gets it, on its first start (`freshDefault`): a database the
 * operator names, or one emptied by a bad restore, never receives demo people and payments by accident.
 */
export function startSettings(freshDefault: boolean): StartSettings {
  const demoData = (process.env.DEMO_DATA ?? '').trim();
  if (!['', '0', '1'].includes(demoData)) {
    throw new StartError(
      `DEMO_DATA no válido: "${demoData}". Use 1 para cargar los datos de demostración o 0 para no cargarlos.`,
    );
  }
  const username = (process.env.ADMIN_USER ?? '').replace(/\s+/g, '');
  const password = (process.env.ADMIN_PASSWORD ?? '').replace(/\s+/g, '');
  if (!username !== !password) {
    throw new StartError(
      'Defina ADMIN_USER y ADMIN_PASSWORD juntos: son el usuario y la contraseña del primer administrador.',
    );
  }
  if (password && !STRONG_PASSWORD.test(password)) {
    throw new StartError(
      'ADMIN_PASSWORD no es válida: use al menos 8 caracteres, con mayúscula, minúscula, número y uno de !@#$%^&*.',
    );
  }
  if (username.length > 60) throw new StartError('ADMIN_USER no es válido: use como máximo 60 caracteres.');
  return {
    demo: demoData === '' ? freshDefault : demoData === '1',
    firstAdmin: username ? { username, password } : null,
  };
}
