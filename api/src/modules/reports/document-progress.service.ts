/**
 * How far a long report PDF is, for the screen that asked for it (the busy month's report takes seconds).
 * The admin names its download with a random token (`?progreso=`); the report reports its stages under that token
 * and the asker's user id, and only that user reads them back (GET /api/reports/documentProgress/:token). Stored as
 * rows (migration document_progress) because the poll and the download may be served by different WORKERS.
 */
import type { Knex } from 'knex';
import { notFound } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { nowIso } from '../../lib/time.js';
import { int, nullable, obj } from '../../schemas/answers.js';

/** consultando: reading the rows; generando: Chromium lays out `lineas` lines; listo / fallido: finished. */
const DOCUMENT_STAGES = ['consultando', 'generando', 'listo', 'fallido'] as const;
type DocumentStage = (typeof DOCUMENT_STAGES)[number];
export type ProgressReport = (stage: DocumentStage, lines?: number) => Promise<void>;

const PROGRESS_MISSING = 'No se encontró el reporte en preparación.';
const KEEP_MS = 60 * 60_000;

/** The token a client picks for one download (a UUID fits). */
export const progressToken = () => ({
  type: 'string',
  pattern: '^[A-Za-z0-9-]{16,64}$',
  errorMessage: 'Parámetro no válido.',
});

export const documentProgressAnswer = obj({
  etapa: { type: 'string', enum: [...DOCUMENT_STAGES], description: 'consultando, generando, listo o fallido' },
  lineas: nullable(int('Líneas que imprime el reporte, cuando ya se conocen')),
  segundos: int('Segundos desde que empezó'),
});

/**
 * The reporter of one download: a no-op without a token. Progress is advice, never the document's failure: a
 * write that fails is logged and the PDF goes on.
 */
export async function startProgress(
  db: Knex,
  actor: Actor,
  departmentId: number,
  token: string | undefined,
): Promise<ProgressReport> {
  if (!token) return async () => undefined;
  const key = { userId: actor.id, token };
  const write = async (stage: DocumentStage, lines?: number) => {
    try {
      await db('documentProgress')
        .where(key)
        .update({ stage, ...(lines === undefined ? {} : { lines }) });
    } catch (err) {
      console.warn('document progress:', (err as Error).message);
    }
  };
  try {
    await db('documentProgress')
      .where('startedAt', '<', new Date(Date.now() - KEEP_MS).toISOString())
      .delete();
    await db('documentProgress').where(key).delete();
    await db('documentProgress').insert({
      ...key,
      departmentId,
      stage: 'consultando',
      lines: null,
      startedAt: nowIso(),
    });
  } catch (err) {
    console.warn('document progress:', (err as Error).message);
  }
  return write;
}

/** The stage of the asker's own download; anyone else's token is unknown to them. */
export async function documentProgress(db: Knex, actor: Actor, token: string) {
  const row = await db('documentProgress').where({ userId: actor.id, token }).first();
  if (!row) throw notFound(PROGRESS_MISSING);
  return {
    etapa: row.stage as DocumentStage,
    lineas: row.lines === null || row.lines === undefined ? null : Number(row.lines),
    segundos: Math.max(0, Math.round((Date.now() - Date.parse(row.startedAt)) / 1000)),
  };
}
