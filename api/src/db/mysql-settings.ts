import type { Knex } from 'knex';

/*
 * The MariaDB/MySQL server settings the reports are measured with (docs/OPERATIONS.md, `npm run bench:engines`).
 * They are the server's, global, and need an administrator: the app only reads them and, when one is off, says so
 * once at start; the benchmark sets them for its run and puts them back.
 */

/** One global setting: what the reports want and the line that explains it when the server has less. */
export interface ServerSetting {
  name: 'innodb_buffer_pool_size' | 'innodb_adaptive_hash_index';
  /** The value wanted given the data's size in bytes. */
  wanted(dataBytes: number): number;
  advice(current: number, wanted: number): string;
}

const MB = 1_048_576;

export const MYSQL_SERVER_SETTINGS: ServerSetting[] = [
  {
    // Pages read from disk on every visit made the month reports 1.5–2× slower (128 MB by default).
    name: 'innodb_buffer_pool_size',
    wanted: (dataBytes) => Math.ceil(dataBytes / (128 * MB)) * 128 * MB, // the pool grows in chunks of 128 MB
    advice: (current, wanted) =>
      `Aviso: MariaDB tiene innodb_buffer_pool_size = ${Math.round(current / MB)} MB, menos que los datos de la base (recomendado: ${Math.round(wanted / MB)} MB); los reportes leerán del disco. Vea docs/OPERATIONS.md.`,
  },
  {
    // Off by default since MariaDB 10.5. The reports look rows up by key thousands of times (a payment's
    // instalment, enrolment, student, group): with it they took 15–40 % less (docs/PERFORMANCE.md).
    name: 'innodb_adaptive_hash_index',
    wanted: () => 1,
    advice: () =>
      'Aviso: MariaDB tiene innodb_adaptive_hash_index desactivado; los reportes de caja y de morosos tardan hasta un 40 % más. Actívelo (SET GLOBAL innodb_adaptive_hash_index = ON y en my.cnf). Vea docs/OPERATIONS.md.',
  },
];

/** The size of the database's tables and indexes, in bytes. */
async function dataBytes(db: Knex): Promise<number> {
  const [rows] = (await db.raw(
    'select coalesce(sum(data_length + index_length), 0) as bytes from information_schema.tables where table_schema = database()',
  )) as [Array<{ bytes: number | string }>];
  return Number(rows[0]?.bytes ?? 0);
}

/** Each setting's current value on the server, by name. */
export async function currentSettings(db: Knex): Promise<Map<ServerSetting['name'], number>> {
  const [rows] = (await db.raw(
    `select ${MYSQL_SERVER_SETTINGS.map((s) => `@@global.${s.name} as ${s.name}`).join(', ')}`,
  )) as [Array<Record<string, unknown>>];
  return new Map(MYSQL_SERVER_SETTINGS.map((s) => [s.name, Number(rows[0]?.[s.name] ?? 0)]));
}

/** One line per setting below what the reports want, given the server's values and the data's size. */
export function adviceFor(current: Map<ServerSetting['name'], number>, bytes: number): string[] {
  return MYSQL_SERVER_SETTINGS.flatMap((s) => {
    const [now, wanted] = [current.get(s.name) ?? 0, s.wanted(bytes)];
    return now >= wanted ? [] : [s.advice(now, wanted)];
  });
}

/** The advice for this database's server; none when the server cannot be asked (the app serves anyway). */
export async function serverSettingAdvice(db: Knex): Promise<string[]> {
  try {
    return adviceFor(await currentSettings(db), await dataBytes(db));
  } catch {
    return [];
  }
}
