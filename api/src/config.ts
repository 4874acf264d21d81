import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(projectRoot, 'data'));

/** A positive whole number from the environment, else `fallback` (unset, empty or not a positive integer). */
export function positiveIntFromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export interface AppConfig {
  port: number;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  /** Session lifetime in seconds. */
  sessionSeconds: number;
  /** Behind a reverse proxy (TRUST_PROXY=1): the client address and https come from X-Forwarded-* headers. */
  trustProxy: boolean;
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
    port: Number(process.env.PORT ?? 3000),
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: loadJwtSecret(),
    sessionSeconds: 12 * 60 * 60,
    trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ''),
    ...overrides,
  };
}
