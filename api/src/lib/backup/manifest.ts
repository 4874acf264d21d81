import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationSource } from '../../db/migrations/index.js';
import { projectRoot } from '../../config.js';
import { BackupRefused, REFUSED } from './messages.js';

/**
 * What every backup carries about itself, checked before a restore switches to it: which application and
 * migration wrote it, and per table its row count and a checksum of its rows, so that an edited, truncated or
 * foreign file is refused. `checksum` covers everything else in the manifest; `body` (SQL dumps) the dump text.
 */
export interface Manifest {
  app: 'instituto';
  format: 1;
  version: string;
  engine: 'sqlite' | 'mysql';
  migration: string;
  createdAt: string;
  tables: Record<string, TableDigest>;
  body?: string;
  checksum: string;
}

export interface TableDigest {
  rows: number;
  sha256: string;
}

/**
 * Bookkeeping tables: the restored database gets its own from the migrations or the file itself. `debt_pending`
 * holds marks the triggers write while rows load (settled by the next transaction), not data.
 */
const NOT_DATA = new Set(['knex_migrations', 'knex_migrations_lock', 'backup_manifest', 'backup_seal', 'debt_pending']);

export function dataTables(names: string[]): string[] {
  return names.filter((name) => !NOT_DATA.has(name) && !name.startsWith('sqlite_')).sort();
}

/**
 * Row checksums (SHA-256) are added up lane by lane (eight 32-bit lanes, each modulo 2^32), so the table's
 * checksum does not depend on the order rows are read in (no sort of a large table), while any changed,
 * missing or extra row changes it.
 */
export class TableHasher {
  private readonly lanes = new Uint32Array(8);
  private rows = 0;
  private keys?: string[];
  private order?: number[];

  /** One row: `values` in the order of `columns`, the same list for every row of a table. */
  add(columns: string[], values: unknown[]): void {
    // Sorted once per table, so the checksum does not depend on the order the columns come in.
    if (!this.order) {
      this.keys = [...columns].sort();
      this.order = this.keys.map((key) => columns.indexOf(key));
    }
    const canonical = JSON.stringify(this.order.map((i) => canonicalValue(values[i])));
    const hash = createHash('sha256').update(canonical).digest();
    for (let i = 0; i < 8; i++) this.lanes[i] += hash.readUInt32BE(i * 4);
    this.rows++;
  }

  digest(): TableDigest {
    const sum = [...this.lanes].map((lane) => lane.toString(16).padStart(8, '0')).join('');
    return {
      rows: this.rows,
      sha256: createHash('sha256')
        .update(JSON.stringify(this.keys ?? []))
        .update(sum)
        .digest('hex'),
    };
  }
}

function canonicalValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `x${value.toString('hex')}`;
  return String(value);
}

/** The checksum of the whole: every other field of the manifest (the dump's text through `body`). */
export function sealOf(manifest: Omit<Manifest, 'checksum'>): string {
  const { app, format, version, engine, migration, createdAt, tables, body } = manifest;
  return createHash('sha256')
    .update(JSON.stringify([app, format, version, engine, migration, createdAt, tables, body ?? null]))
    .digest('hex');
}

function appVersion(): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

export function buildManifest(
  engine: Manifest['engine'],
  migration: string,
  tables: Record<string, TableDigest>,
  body?: string,
): Manifest {
  const unsealed = {
    app: 'instituto' as const,
    format: 1 as const,
    version: appVersion(),
    engine,
    migration,
    createdAt: new Date().toISOString(),
    tables,
    body,
  };
  return { ...unsealed, checksum: sealOf(unsealed) };
}

/** Parses a manifest's text and checks its seal, its engine and that its migration is one this code knows. */
export async function parseManifest(text: string, engine: Manifest['engine']): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupRefused(REFUSED.badManifest);
  }
  if (
    manifest?.app !== 'instituto' ||
    manifest.format !== 1 ||
    typeof manifest.tables !== 'object' ||
    !manifest.tables ||
    typeof manifest.migration !== 'string' ||
    manifest.checksum !== sealOf(manifest)
  ) {
    throw new BackupRefused(REFUSED.badManifest);
  }
  if (manifest.engine !== engine) throw new BackupRefused(REFUSED.otherEngine(manifest.engine));
  const known = await migrationSource.getMigrations([]);
  if (!known.includes(manifest.migration)) throw new BackupRefused(REFUSED.unknownMigration(manifest.migration));
  return manifest;
}

/** The rows read back from a backup (or from the scratch database it was loaded into) against its manifest. */
export function checkTables(manifest: Manifest, actual: Record<string, TableDigest>): void {
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(actual)]);
  for (const name of [...names].sort()) {
    const expected = manifest.tables[name];
    const found = actual[name];
    if (!expected || !found) throw new BackupRefused(REFUSED.modified(`la lista de tablas (${name})`));
    if (expected.rows !== found.rows)
      throw new BackupRefused(REFUSED.modified(`el número de filas de la tabla ${name}`));
    if (expected.sha256 !== found.sha256)
      throw new BackupRefused(REFUSED.modified(`la suma de verificación de la tabla ${name}`));
  }
}
