// Loads an uploaded workbook off the main thread (ExcelJS builds every cell synchronously) and answers one sheet
// as rows of plain values. Plain JavaScript: a worker starts without the TypeScript loader the app runs under.
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** A cell as typed: formula results, rich text and hyperlinks flattened; numbers stay numbers. */
function plain(value) {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) return plain(value.result);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

async function read({ bytes, sheetName }) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { error: 'corrupt' };
  }
  const ws = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0];
  if (!ws) return { rows: null };
  const rows = [];
  ws.eachRow((row, number) => {
    const values = [];
    row.eachCell((cell, col) => {
      values[col] = plain(cell.value);
    });
    rows.push({ number, values });
  });
  return { rows };
}

parentPort.postMessage(await read(workerData));
