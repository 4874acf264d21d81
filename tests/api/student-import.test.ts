import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { EXAMPLE_CI, IMPORT_COLUMNS, IMPORT_MESSAGES as M, IMPORT_SHEET } from '../../domain/student-import.js';
import { describeEngines } from './harness.js';
import { importGroups, importXlsx, postImport, writtenCounts } from './student-import-fixtures.js';
import { part, repeatedPart, sheetXml, workbookParts, zip } from './zip-fixtures.js';

let bomb: Buffer;
beforeAll(async () => {
  // 200 MB of spaces inside the sheet, deflated to a few hundred kB.
  const huge = await repeatedPart(
    'xl/worksheets/sheet1.xml',
    sheetXml('<sheetData>').replace('</worksheet>', ''),
    Buffer.alloc(1024 * 1024, 0x20),
    200,
    '</sheetData></worksheet>',
  );
  bomb = zip(workbookParts(huge));
}, 60_000);

const base = { names: 'ANA', surnames: 'QUISPE', phone: '70000001', enrolledOn: '03/03/2026' };

describeEngines('student import: template, preview and refusals', (api) => {
  let semester = '';
  beforeAll(async () => {
    semester = await importGroups(api().db, [
      { name: 'IMPA - 1', costCents: 40000, instalments: 4 },
      { name: 'IMPB - 1', costCents: 30000, instalments: 3 },
      { name: 'IMPOFF - 1', costCents: 30000, instalments: 3, status: 0 },
    ]);
    await importGroups(api().db, [{ name: 'IMPA - 1', costCents: 50000, instalments: 5 }]);
  });

  it('the template: Spanish headers, an example row that is never imported, list validations for groups and payment types', async () => {
    const res = await api().as('admin').get('/api/studentImport/template.xlsx?idDepartament=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Plantilla');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.buffer! as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet(IMPORT_SHEET)!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(ws.getCell('A2').value).toBe(EXAMPLE_CI);
    const group = IMPORT_COLUMNS.findIndex((c) => c.key === 'group') + 1;
    const type = IMPORT_COLUMNS.findIndex((c) => c.key === 'paymentType') + 1;
    expect(ws.getCell(3, group).dataValidation).toMatchObject({ type: 'list' });
    expect(ws.getCell(3, type).dataValidation).toMatchObject({ type: 'list' });
    const lists = workbook.getWorksheet('Listas')!;
    expect(lists.getColumn(2).values).toContain('IMPB - 1');
    expect(lists.getColumn(3).values).toContain('EFECTIVO');
    // The template as downloaded passes the upload's guards; its only row is the example.
    expect(await postImport(api(), 'preview', res.buffer!)).toMatchObject({ status: 400, body: { msg: M.fileNoRows } });
    expect((await api().as('cajero').get('/api/studentImport/template.xlsx?idDepartament=1')).status).toBe(403);
  }, 60_000);

  it('each error kind is reported with its row number and a Spanish reason; nothing is written', async () => {
    const before = await writtenCounts(api().db);
    const file = await importXlsx([
      { ...base, ci: '9100001', group: 'IMPB - 1', paidCount: 1 }, // 2: ok
      { ...base, ci: '9100002', group: 'NO EXISTE' }, // 3
      { ...base, ci: '9100001', group: 'IMPB - 1' }, // 4: same CI and group as row 2
      { ...base, ci: '9100001', names: 'OTRO', group: 'IMPA - 1', semester }, // 5: same CI, other name
      { ...base, ci: '9100003', group: 'IMPB - 1', enrolledOn: '31/02/2026' }, // 6
      { ...base, ci: '9100004', group: 'IMPB - 1', paidAmount: '350' }, // 7: over Bs 300
      { ...base, ci: '9100005', group: 'IMPA - 1' }, // 8: in two semesters
      { ...base, ci: '9100006', group: 'IMPB - 1', paidCount: 4 }, // 9: 3 instalments
      { ...base, ci: '9100007', group: 'IMPB - 1', paidCount: 1, paymentType: 'CHEQUE' }, // 10
      { ...base, ci: '9100008', group: 'IMPOFF - 1' }, // 11
      { ...base, ci: '', group: 'IMPB - 1' }, // 12
      { ...base, ci: '9100009', group: 'IMPB - 1', paidAmount: 'diez' }, // 13
      { ...base, ci: '9100010', group: 'IMPB - 1', enrolledOn: '01/01/2099' }, // 14
      { ...base, ci: '9100011', group: 'IMPB - 1', paidCount: 2, paidAmount: 150 }, // 15: 2 cuotas are Bs 200
      { ...base, ci: '9100012', group: 'IMPB - 1', discount: 100, paidAmount: 250 }, // 16: 350 > 300
    ]);
    const res = await postImport(api(), 'preview', file);
    expect(res.status).toBe(200);
    const reason = (row: number) => res.body.filas.find((f: { fila: number }) => f.fila === row);
    expect(reason(2)).toMatchObject({ resultado: 'nuevo', motivo: '', cuotasPagadas: 1, montoPagado: 100 });
    const errors: Array<[number, string]> = [
      [3, M.unknownGroup('NO EXISTE')],
      [4, M.duplicateRow(2)],
      [5, M.duplicateCi(2)],
      [6, M.badDate],
      [7, M.overCost('Bs 300,00')],
      [8, M.ambiguousGroup('IMPA - 1')],
      [9, M.countOverInstalments(3)],
      [10, M.unknownPaymentType('CHEQUE')],
      [11, M.inactiveGroup],
      [12, M.ciRequired],
      [13, M.badAmount],
      [14, M.futureDate],
      [15, M.countAndAmount],
      [16, M.overCost('Bs 300,00')],
    ];
    for (const [row, text] of errors)
      expect(reason(row), `fila ${row}`).toMatchObject({ resultado: 'error', motivo: expect.stringContaining(text) });
    expect(res.body.totales).toMatchObject({ filas: 15, nuevos: 1, errores: 14, inscripciones: 1, pagos: 1 });
    expect(res.body.msg).toBe(M.hasErrors);
    expect(await writtenCounts(api().db)).toEqual(before);
  });

  it('a .csv (semicolon separated, as Excel saves it in Spanish) previews the same way', async () => {
    const header = IMPORT_COLUMNS.map((c) => c.header).join(';');
    const csv = `\uFEFF${header}\n9100020;"LUIS; ALBERTO";MAMANI;7000;;IMPB - 1;2026-03-05;0;;"150,50";EFECTIVO;;\n`;
    const res = await postImport(api(), 'preview', Buffer.from(csv, 'utf8'), 'estudiantes.csv');
    expect(res.status).toBe(200);
    expect(res.body.filas[0]).toMatchObject({
      fila: 2,
      nombres: 'LUIS; ALBERTO',
      resultado: 'nuevo',
      montoPagado: 150.5,
      cuotasPagadas: 2,
    });
  });

  it('a bad file is refused with a Spanish message and nothing is written: wrong columns, .xls, zip bomb, no file', async () => {
    const before = await writtenCounts(api().db);
    const wrong = await importXlsx(
      [{ ci: '1', names: 'A', surnames: 'B', group: 'IMPB - 1' }],
      ['Carnet', 'Nombre', 'Apellidos', 'Curso'],
    );
    expect(await postImport(api(), 'confirm', wrong)).toMatchObject({
      status: 400,
      body: { msg: M.missingColumns(['CI', 'Nombres', 'Grupo']) },
    });
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
    expect(await postImport(api(), 'confirm', xls, 'estudiantes.xls')).toMatchObject({
      status: 400,
      body: { msg: M.fileIsXls },
    });
    expect(await postImport(api(), 'confirm', bomb)).toMatchObject({
      status: 400,
      body: { msg: M.fileTooBigUnpacked },
    });
    const tall = zip(
      workbookParts(
        part(
          'xl/worksheets/sheet1.xml',
          sheetXml(`<sheetData><row r="9000"><c r="A9000"><v>1</v></c></row></sheetData>`),
        ),
      ),
    );
    expect(await postImport(api(), 'confirm', tall)).toMatchObject({ status: 400, body: { msg: M.fileTooManyRows } });
    expect(await postImport(api(), 'confirm', Buffer.from('not a spreadsheet \u0000\u0001'), 'x.csv')).toMatchObject({
      status: 400,
      body: { msg: M.fileNotSpreadsheet },
    });
    const empty = await fetch(`${api().baseUrl}/api/studentImport/confirm?idDepartament=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api().tokens.admin}` },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).msg).toBe(M.fileMissing);
    expect(await writtenCounts(api().db)).toEqual(before);
  });
});
