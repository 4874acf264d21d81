import path from 'node:path';
import ExcelJS from 'exceljs';
import type { AuditRow } from '../../../../domain/audit.js';

const COLUMNS = [
  { header: 'Fecha y hora (La Paz)', key: 'fecha', width: 20, style: { numFmt: 'dd/mm/yyyy hh:mm:ss' } },
  { header: 'Usuario', key: 'usuario', width: 28 },
  { header: 'Registro', key: 'registro', width: 48 },
  { header: 'Acción', key: 'nombreAccion', width: 24 },
  { header: 'Campo', key: 'campo', width: 26 },
  { header: 'Antes', key: 'antes', width: 30 },
  { header: 'Después', key: 'despues', width: 30 },
];

/**
 * A UTC instant as an Excel date cell showing La Paz wall-clock time: Excel dates carry no zone, so the cell
 * holds the La Paz reading (UTC−4 all year) and sorts and filters as a date.
 */
const excelDate = (iso: string) => new Date(Date.parse(iso) - 4 * 3600_000);

/**
 * Writes the rows into an xlsx file with exceljs's streaming writer (each row leaves memory once committed),
 * one line per changed field so before and after stay side by side. Answers the file's path inside `dir`.
 */
export async function writeAuditWorkbook(rows: AsyncIterable<AuditRow>, dir: string): Promise<string> {
  const file = path.join(dir, 'bitacora.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
  const sheet = workbook.addWorksheet('Bitácora de cambios', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    const base = {
      fecha: excelDate(row.fechaUtc),
      usuario: row.usuario,
      registro: row.registro,
      nombreAccion: row.nombreAccion,
    };
    const changes = row.cambios.length ? row.cambios : [{ campo: '', antes: '', despues: '' }];
    for (const change of changes) sheet.addRow({ ...base, ...change }).commit();
  }
  sheet.commit();
  await workbook.commit();
  return file;
}
