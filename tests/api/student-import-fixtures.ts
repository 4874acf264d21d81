import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import { IMPORT_COLUMNS, IMPORT_SHEET } from '../../domain/student-import.js';
import type { TestApi } from './harness.js';

export type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number]['key'], unknown>>;

/** A workbook laid out as the template: the headers, then one row per entry. */
export async function importXlsx(
  rows: Row[],
  headers: string[] = IMPORT_COLUMNS.map((c) => c.header),
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(IMPORT_SHEET);
  ws.addRow(headers);
  for (const row of rows) ws.addRow(IMPORT_COLUMNS.map((c) => row[c.key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POSTs one file to an import call as the demo administrator. */
export async function postImport(
  api: TestApi,
  call: 'preview' | 'confirm',
  bytes: Buffer,
  name = 'estudiantes.xlsx',
  query = '&idBranchOffice=1',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${api.baseUrl}/api/studentImport/${call}?idDepartament=1${query}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${api.tokens.admin}` },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** How many rows the import may write: it is "nothing written" when these stay the same. */
export async function writtenCounts(db: Knex) {
  const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.n);
  return {
    users: await count('users'),
    enrolments: await count('enrolments'),
    instalments: await count('instalments'),
    payments: await count('payments'),
    audit: await count('audit_log'),
  };
}

let semesterCount = 0;
/** A semester of department 1 with groups of the given names (cost in centavos, instalments, start date). */
export async function importGroups(
  db: Knex,
  groups: Array<{ name: string; costCents: number; instalments: number; startDate?: string; status?: number }>,
) {
  const now = new Date().toISOString();
  const n = ++semesterCount;
  const turn = await db('turns').where({ departmentId: 1 }).orderBy('id').first();
  const [semesterId] = await db('semesters').insert({
    departmentId: 1,
    name: `IMP${n} - 2026`,
    number: 1,
    year: 2026,
    status: 1,
    createdAt: now,
  });
  for (const [i, g] of groups.entries()) {
    await db('classGroups').insert({
      semesterId,
      turnId: turn.id,
      name: g.name,
      code: g.name.slice(0, 3),
      number: i + 1,
      instalments: g.instalments,
      costCents: g.costCents,
      startDate: g.startDate ?? '2026-03-02',
      endDate: '2026-12-31',
      status: g.status ?? 1,
      createdAt: now,
    });
  }
  return `IMP${n} - 2026`;
}
