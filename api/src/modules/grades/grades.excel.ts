import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import {
  GRADE_MESSAGES as G,
  GRADES_SHEET,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  MAX_UPLOAD_BYTES,
  parseGrade,
} from '../../../../domain/grades.js';
import { readSheetOffThread, type SheetRow } from '../../excel/read-sheet.js';
import { inspectXlsx, XlsxRefused, type XlsxLimits, type XlsxRefusal } from '../../excel/xlsx-guard.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import type { UploadedFile } from '../../http/upload.js';
import { classGroup, enrolledStudents, groupSubjects } from './access.service.js';
import { gradeSheet, type GradeSheetQuery } from './grades.service.js';

type DbRow = Record<string, any>;
/** The grades list as 'Calificaciones' (spec 02 §2): one row per student, one column per subject code. */
export async function gradeSheetXlsx(db: Knex, actor: Actor, query: GradeSheetQuery) {
  const group = await classGroup(db, actor, query.idGroup);
  const sheet = await gradeSheet(db, actor, query);
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(GRADES_SHEET, { views: [{ state: 'frozen', ySplit: 1, xSplit: 4 }] });
  ws.columns = [
    { header: 'idGrupo', key: 'idGrupo', width: 9 },
    { header: 'idUsuario', key: 'idUsuario', width: 10 },
    { header: 'CI', key: 'ci', width: 14 },
    { header: 'Estudiante', key: 'nombreCompleto', width: 38 },
    ...sheet.subjects.map((s) => ({
      header: s.codigoMateria,
      key: s.codigoMateria,
      width: Math.max(8, s.codigoMateria.length + 2),
    })),
  ];
  ws.getRow(1).font = { bold: true };
  for (const student of sheet.students) ws.addRow({ ...student, idGrupo: group.id });
  const name = `Calificaciones ${group.name} ${query.type === 1 ? 'Examen' : 'Simulacro'} ${query.month}.xlsx`;
  return { xlsx: Buffer.from(await workbook.xlsx.writeBuffer()), filename: name };
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * What a grade workbook can hold, checked before ExcelJS loads it: it builds every cell and parses every XML
 * element in memory (in a worker thread, but still the machine's time). A sheet of 500 students and 16
 * subjects has 10,000 cells and about 25,000 elements in all its parts.
 */
const GRADE_WORKBOOK: XlsxLimits = {
  maxEntries: 200,
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 12 * 1024 * 1024,
  maxRatio: 100,
  maxRows: MAX_SHEET_ROWS,
  maxColumns: MAX_SHEET_COLUMNS,
  maxCells: 12_000,
  maxElements: 40_000,
};
const REFUSALS: Record<XlsxRefusal, string> = {
  corrupt: G.fileNotSpreadsheet,
  entries: G.fileTooBigUnpacked,
  size: G.fileTooBigUnpacked,
  cells: G.fileTooBigUnpacked,
  rows: G.fileTooManyRows,
  columns: G.fileTooManyColumns,
};

/**
 * Reads the grades sheet of an uploaded workbook (the 'Calificaciones' sheet, else the first): only .xlsx (a
 * zip), the old binary .xls refused with a message asking for .xlsx; the archive inspected first, then loaded
 * by ExcelJS in a worker thread.
 */
async function readGradeRows(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(G.fileTooLarge);
  if (bytes.subarray(0, 8).equals(OLE)) throw badRequest(G.fileIsXls);
  if (!bytes.subarray(0, 4).equals(ZIP)) throw badRequest(G.fileNotSpreadsheet);
  try {
    await inspectXlsx(bytes, GRADE_WORKBOOK);
    const rows = await readSheetOffThread(bytes, GRADES_SHEET);
    if (!rows) throw badRequest(G.fileNoSheet);
    return rows;
  } catch (err) {
    if (err instanceof XlsxRefused) throw badRequest(REFUSALS[err.reason]);
    throw err;
  }
}

/** The header row's column of each title (upper case); a sheet without 'idUsuario' is not the grades sheet. */
function gradeHeaders(rows: SheetRow[]): Map<string, number> {
  const headers = new Map<string, number>();
  (rows.find((row) => row.number === 1)?.values ?? []).forEach((value, col) => {
    const text = String(value ?? '').trim();
    if (text) headers.set(text.toUpperCase(), col);
  });
  if (!headers.has('IDUSUARIO')) throw badRequest(G.fileNoSheet);
  return headers;
}

interface PreviewRow {
  fila: number;
  idUsuario: number | null;
  ci: string;
  nombreCompleto: string;
  notas: Record<string, unknown>;
  errores: Record<string, string>;
}

/**
 * The upload's preview (nothing is saved): every row of the sheet with its grades and a message on every
 * invalid cell — not a number, outside 0–100, an unknown student, a row of another group. `_fila` holds a
 * message about the whole row.
 */
export async function previewGradeUpload(
  db: Knex,
  actor: Actor,
  query: GradeSheetQuery,
  file: UploadedFile | undefined,
) {
  if (!file) throw badRequest(G.fileMissing);
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(G.fileTooLarge);
  const group = await classGroup(db, actor, query.idGroup);
  await gradeSheet(db, actor, query); // checks the month as the list does
  const subjects = await groupSubjects(db, actor, group.id);
  const students = new Map((await enrolledStudents(db, group.id)).map((s: DbRow) => [s.id as number, s]));
  const sheet = await readGradeRows(await readFile(file.filepath));
  const headers = gradeHeaders(sheet);
  const cell = (row: SheetRow, header: string) =>
    headers.has(header) ? (row.values[headers.get(header)!] ?? null) : null;

  const rows: PreviewRow[] = [];
  for (const row of sheet) {
    const { number } = row;
    if (number === 1) continue;
    const rawId = cell(row, 'IDUSUARIO');
    const values = subjects.map((s) => cell(row, s.codigoMateria.toUpperCase()));
    if ((rawId === null || String(rawId).trim() === '') && values.every((v) => v === null || String(v).trim() === ''))
      continue;
    const id = Number(rawId);
    const student = Number.isInteger(id) ? students.get(id) : undefined;
    const errors: Record<string, string> = {};
    const rawGroup = cell(row, 'IDGRUPO');
    if (rawGroup !== null && String(rawGroup).trim() !== '' && Number(rawGroup) !== group.id)
      errors._fila = G.otherGroup;
    else if (!student) errors._fila = G.unknownStudent;
    const notas: Record<string, unknown> = {};
    subjects.forEach((subject, i) => {
      const value = values[i];
      notas[subject.codigoMateria] = value;
      if (value === null || String(value).trim() === '') return;
      const grade = parseGrade(value);
      if (!grade.ok) errors[subject.codigoMateria] = grade.message;
      else notas[subject.codigoMateria] = grade.hundredths / 100;
    });
    rows.push({
      fila: number,
      idUsuario: student ? id : Number.isInteger(id) ? id : null,
      ci: student?.ci ?? String(cell(row, 'CI') ?? ''),
      nombreCompleto: student ? `${student.lastNames} ${student.firstNames}` : String(cell(row, 'ESTUDIANTE') ?? ''),
      notas,
      errores: errors,
    });
  }
  if (!rows.length) throw badRequest(G.fileNoRows);
  const invalid = rows.filter((r) => Object.keys(r.errores).length).length;
  return { subjects, rows, invalidRows: invalid, msg: invalid ? G.fileHasErrors : '' };
}
