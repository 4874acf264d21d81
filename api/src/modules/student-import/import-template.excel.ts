/**
 * The import template: the 'Estudiantes' sheet with the Spanish headers, an example row (its CI 'EJEMPLO' is
 * never imported) and list validations for the semester, the group and the payment type, whose choices live on a
 * 'Listas' sheet filled from the department's active semesters, groups and payment types.
 */
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import {
  EXAMPLE_CI,
  IMPORT_COLUMNS,
  IMPORT_LISTS_SHEET,
  IMPORT_SHEET,
  IMPORT_TEMPLATE_FILE,
  MAX_IMPORT_ROWS,
} from '../../../../domain/student-import.js';
import { assertRole, departmentFor, ROLE, type Actor } from '../../http/session.js';
import { MONEY_FORMAT } from '../../excel/workbook.js';

const HEADER_FILL = 'FFDCE3EE';
const EXAMPLE_FONT = { italic: true, color: { argb: 'FF6B7280' } };
/**
 * The lists reach the first 2,000 rows: each validated cell is an object ExcelJS builds (on writing here, and on
 * reading the upload back), and a typing aid need not cover the largest file.
 */
const LAST_ROW = Math.min(MAX_IMPORT_ROWS, 2000) + 1;

const column = (key: string) => IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1;
const letter = (n: number) => String.fromCharCode(64 + n);

export async function importTemplate(db: Knex, actor: Actor, requestedDepartment: number | null) {
  assertRole(actor, [ROLE.ADMIN]);
  const departmentId = departmentFor(actor, requestedDepartment);
  const [groups, types] = await Promise.all([
    db('classGroups')
      .join('semesters', 'semesters.id', 'classGroups.semesterId')
      .where({ 'semesters.departmentId': departmentId, 'semesters.status': 1, 'classGroups.status': 1 })
      .orderBy('semesters.name')
      .orderBy('classGroups.name')
      .select('classGroups.name', 'semesters.name as semesterName', 'classGroups.costCents', 'classGroups.instalments'),
    db('paymentTypes').where({ departmentId, status: 1 }).orderBy('id').pluck('name'),
  ]);
  const semesters = [...new Set(groups.map((g: { semesterName: string }) => g.semesterName))];
  const groupNames = [...new Set(groups.map((g: { name: string }) => g.name))];

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Instituto Preuniversitario';
  const ws = workbook.addWorksheet(IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  ws.getRow(1).eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
  const example = groups[0] as
    { name: string; semesterName: string; costCents: number; instalments: number } | undefined;
  const exampleRow = ws.addRow({
    ci: EXAMPLE_CI,
    names: 'JUAN CARLOS',
    surnames: 'PÉREZ MAMANI',
    phone: '70000000',
    semester: example?.semesterName ?? 'I - 2026',
    group: example?.name ?? 'PRE - 1',
    enrolledOn: new Date(Date.UTC(2026, 1, 2)),
    discount: 0,
    paidCount: 1,
    paidAmount: null,
    paymentType: types[0] ?? 'EFECTIVO',
    guardianName: 'MARÍA MAMANI',
    guardianPhone: '71111111',
  });
  exampleRow.font = EXAMPLE_FONT;
  ws.getCell(2, column('enrolledOn')).numFmt = 'dd/mm/yyyy';
  for (const key of ['discount', 'paidAmount']) ws.getColumn(column(key)).numFmt = MONEY_FORMAT;
  ws.getColumn(column('enrolledOn')).numFmt = 'dd/mm/yyyy';
  ws.getCell(1, column('ci')).note =
    `La fila con CI ${EXAMPLE_CI} es un ejemplo y no se importa. Una fila por estudiante y grupo.`;
  ws.getCell(1, column('paidCount')).note = 'Cuotas ya pagadas completas (o indique el monto pagado en Bs).';

  const lists = workbook.addWorksheet(IMPORT_LISTS_SHEET);
  const listColumns: Array<[string, string[]]> = [
    ['Semestre', semesters],
    ['Grupo', groupNames],
    ['Tipo de pago', types],
  ];
  listColumns.forEach(([title, values], i) => {
    lists.getCell(1, i + 1).value = title;
    lists.getCell(1, i + 1).font = { bold: true };
    values.forEach((value, row) => {
      lists.getCell(row + 2, i + 1).value = value;
    });
    lists.getColumn(i + 1).width = 24;
    if (!values.length) return;
    const source = `${IMPORT_LISTS_SHEET}!$${letter(i + 1)}$2:$${letter(i + 1)}$${values.length + 1}`;
    const target = column(['semester', 'group', 'paymentType'][i]!);
    const validation: ExcelJS.DataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [source],
      showErrorMessage: true,
      errorTitle: title,
      error: `Elija un valor de la lista (hoja ${IMPORT_LISTS_SHEET}).`,
    };
    // One per cell (the public API); ExcelJS writes alike cells of a column as one range.
    for (let row = 2; row <= LAST_ROW; row += 1) ws.getCell(row, target).dataValidation = validation;
  });
  return { xlsx: Buffer.from(await workbook.xlsx.writeBuffer()), filename: IMPORT_TEMPLATE_FILE };
}
