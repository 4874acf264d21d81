import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, centsToBs, MONEY_FORMAT, safeSheetName } from '../../api/src/excel/workbook.js';

async function read(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('buildWorkbook', () => {
  it('writes sheets with a frozen bold header, money in Bs, dates and a totals row', async () => {
    const buffer = await buildWorkbook([
      {
        name: 'Ingresos',
        title: 'REPORTE DE INGRESOS',
        subtitle: 'Del 01/11/2026 al 21/11/2026',
        columns: [
          { header: 'Nro Ingreso', key: 'code' },
          { header: 'Nombre', key: 'name', width: 30 },
          { header: 'Fecha', key: 'day', date: true },
          { header: 'Hora', key: 'at', date: true },
          { header: 'Total Bs.', key: 'total', money: true },
        ],
        rows: [
          { code: 1, name: 'Ana Quispe', day: '2026-11-02', at: '2026-11-02T13:30:00Z', total: 12345 },
          { code: 2, name: 'Luis Mamani', day: '2026-11-03', at: null, total: 10 },
          { code: 3, name: 'Sin monto', day: null, at: null, total: null },
        ],
        totals: { total: 12355 },
      },
      {
        name: 'Egresos',
        columns: [
          { header: 'Detalle', key: 'd' },
          { header: 'Monto', key: 'm', money: true },
        ],
        rows: [],
      },
    ]);
    expect(buffer.subarray(0, 2).toString()).toBe('PK');

    const workbook = await read(buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Ingresos', 'Egresos']);
    const sheet = workbook.getWorksheet('Ingresos')!;
    expect(sheet.getCell('A1').value).toBe('REPORTE DE INGRESOS');
    expect(sheet.getCell('A2').value).toBe('Del 01/11/2026 al 21/11/2026');
    // Row 3 blank, header on row 4, frozen below it.
    expect(sheet.getRow(4).values).toEqual([undefined, 'Nro Ingreso', 'Nombre', 'Fecha', 'Hora', 'Total Bs.']);
    expect(sheet.getCell('A4').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });

    expect(sheet.getCell('E5').value).toBe(123.45);
    expect(sheet.getCell('E5').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getCell('E6').value).toBe(0.1);
    expect(sheet.getCell('E7').value).toBeNull();
    expect((sheet.getCell('C5').value as Date).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(sheet.getCell('C5').numFmt).toBe('dd/mm/yyyy');
    expect((sheet.getCell('D5').value as Date).toISOString()).toBe('2026-11-02T09:30:00.000Z'); // 09:30 La Paz
    expect(sheet.getCell('B5').value).toBe('Ana Quispe');
    expect(sheet.getColumn(2).width).toBe(30);

    expect(sheet.getCell('A8').value).toBe('TOTAL');
    expect(sheet.getCell('E8').value).toBe(123.55);
    expect(sheet.getCell('E8').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getCell('E8').font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(8);

    const empty = workbook.getWorksheet('Egresos')!;
    expect(empty.getRow(1).values).toEqual([undefined, 'Detalle', 'Monto']);
    expect(empty.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(empty.rowCount).toBe(1);
  });

  it('converts centavos exactly', () => {
    for (const cents of [1, 10, 29, 1005, 123456789, -4550]) {
      expect(centsToBs(cents)).toBe(Number((cents / 100).toFixed(2)));
    }
    expect(centsToBs(null)).toBeNull();
  });

  it('makes sheet names Excel accepts', () => {
    const taken = new Set<string>();
    expect(safeSheetName('Ingresos/Egresos [Nov]', taken)).toBe('Ingresos-Egresos -Nov-');
    expect(safeSheetName('Calificaciones', taken)).toBe('Calificaciones');
    expect(safeSheetName('calificaciones', taken)).toBe('calificaciones (2)');
    expect(safeSheetName('x'.repeat(40), taken)).toHaveLength(31);
    expect(safeSheetName('', taken)).toBe('Hoja');
  });
});
