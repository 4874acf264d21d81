import ExcelJS from 'exceljs';
import { enrolledGroup } from './credentials-fixtures.js';
import type { TestApi } from './harness.js';

/**
 * A group of department 1 with `students` students and two subjects: the first taught by the demo 'docente',
 * the second by another teacher. Returns their codes and ids.
 */
export async function gradedGroup(
  api: TestApi,
  options: { semester: string; startDate?: string; students?: number; share?: number },
) {
  const made = await enrolledGroup(api, {
    semester: options.semester,
    startDate: options.startDate ?? '2026-09-01',
    share: options.share ?? 4,
    students: options.students ?? 3,
  });
  const docente = await api.db('users').where({ username: 'docente' }).first('id');
  const other = (await api
    .db('users')
    .where({ departmentId: 1 })
    .whereIn('roleId', [3, 4, 5])
    .whereNot({ id: docente.id })
    .first('id')) ?? {
    id: (
      await api.db('users').insert({
        departmentId: 1,
        roleId: 4,
        firstNames: 'OTRO',
        lastNames: 'DOCENTE',
        ci: `T${made.idGroup}`,
        status: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
      })
    )[0],
  };
  const subjects = await api.db('subjects').where({ departmentId: 1, type: 2, status: 1 }).orderBy('id').limit(2);
  for (const [i, subject] of subjects.entries()) {
    const res = await api.as('cajero').post('/api/subjects/insertSubjectGroup', {
      idGroup: made.idGroup,
      idSubject: subject.id,
      idTeacher: i === 0 ? docente.id : other.id,
    });
    if (res.status !== 200) throw new Error(`insertSubjectGroup ${res.status} ${res.text}`);
  }
  return {
    ...made,
    docenteId: docente.id as number,
    own: subjects[0] as { id: number; code: string },
    others: subjects[1] as { id: number; code: string },
  };
}

/** Sends a file as the multipart field `file` of courses/previewStudentsGrade. */
export async function uploadGrades(
  api: TestApi,
  query: string,
  bytes: Buffer,
  filename = 'notas.xlsx',
  user: 'admin' | 'cajero' | 'docente' = 'cajero',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const res = await fetch(`${api.baseUrl}/api/courses/previewStudentsGrade?${query}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${api.tokens[user]}` },
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* plain text */
  }
  return { status: res.status, body };
}

/** Reads the first sheet of an xlsx as rows of plain values (row 1 = headers). */
export async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = workbook.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

/** Rows of a table matching `where`: what a refused request must leave unchanged. */
export const rowsWhere = async (api: TestApi, table: string, where: Record<string, unknown>) =>
  Number((await api.db(table).where(where).count({ n: '*' }).first())?.n);
