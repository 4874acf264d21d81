import { HttpError } from 'react-admin';

/**
 * Sheets (grades, diagnosis, attendance) send only the cells the user changed, each with the value it had
 * when read. These helpers keep, per cell key, what was read and what the user has typed.
 */
export type Cells<V> = Record<string | number, V>;

/** The keys whose typed value differs from the value read. */
export function changedKeys<V>(read: Cells<V>, typed: Cells<V>): string[] {
  return Object.keys(typed).filter((key) => typed[key] !== read[key]);
}

/**
 * After a reload: a cell the user had not touched takes the fresh value, a cell they changed keeps what they
 * typed (so nothing typed is lost and nothing they did not touch is sent back stale).
 */
export function rebase<V>(read: Cells<V>, typed: Cells<V>, fresh: Cells<V>): Cells<V> {
  const next: Cells<V> = { ...fresh };
  for (const key of changedKeys(read, typed)) if (key in fresh) next[key] = typed[key];
  return next;
}

/** What a 409 of a sheet save says: the message and the refused cells (the others were saved). */
export interface SheetConflict {
  msg: string;
  refused: Array<Record<string, unknown> & { msg: string; actual: unknown }>;
}

export function sheetConflict(error: unknown): SheetConflict | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body as { msg?: string; data?: { refused?: SheetConflict['refused'] } } | null;
  return { msg: body?.msg ?? error.message, refused: body?.data?.refused ?? [] };
}
