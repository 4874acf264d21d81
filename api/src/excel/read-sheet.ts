import { Worker } from 'node:worker_threads';
import { XlsxRefused } from './xlsx-guard.js';

/** One row of a sheet: its number and its cells' plain values, indexed by column number (1 = A). */
export interface SheetRow {
  number: number;
  values: unknown[];
}

/**
 * Reads one sheet of an .xlsx in a worker thread (the named one, else the first), so the other requests keep
 * being answered while ExcelJS builds it. Call inspectXlsx first: the worker's memory and time limits are a
 * backstop, answered as XlsxRefused. Resolves null for a workbook without sheets.
 */
export function readSheetOffThread(
  bytes: Buffer,
  sheetName: string,
  { timeoutMs = 20_000, memoryMb = 256 } = {},
): Promise<SheetRow[] | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read-sheet.worker.mjs', import.meta.url), {
      workerData: { bytes, sheetName },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    // Whatever ends it, the worker goes; a second resolve or reject is a no-op.
    const finish = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new XlsxRefused('size'));
    }, timeoutMs);
    worker.once('message', (answer: { rows?: SheetRow[] | null; error?: string }) => {
      finish();
      if (answer.error) reject(new XlsxRefused('corrupt'));
      else resolve(answer.rows ?? null);
    });
    worker.once('error', (err: NodeJS.ErrnoException) => {
      finish();
      // Out of memory is the file's doing; anything else (the worker file missing) is ours, to be logged.
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new XlsxRefused('size') : err);
    });
    worker.once('exit', () => {
      finish();
      reject(new XlsxRefused('corrupt'));
    });
  });
}
