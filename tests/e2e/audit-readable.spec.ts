import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { lastClassDay } from '../../domain/grades';
import { drawer, ensureCashierShift, expectNoEnglish, loginAdmin, tokenFor, USERS } from './helpers';

test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

async function cashier(request: APIRequestContext) {
  const headers = {
    Authorization: `Bearer ${await tokenFor(request, USERS.cashier.username, USERS.cashier.password)}`,
  };
  return {
    get: async <T = any>(url: string): Promise<T> => (await request.get(url, { headers })).json(),
    send: async <T = any>(method: 'post' | 'put', url: string, data: object): Promise<T> => {
      const res = await request[method](url, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
      return res.json();
    },
  };
}

test('the audit trail reads as sentences: names, Spanish labels, before → after as on screen; its xlsx has date cells', async ({
  page,
  request,
}) => {
  const api = await cashier(request);
  // A mark typed as 44, then corrected to 71.
  const sheet = await api.get<{
    subjects: Array<{ idMateria: number; nombreMateria: string }>;
    students: Array<{ idUsuario: number; nombreCompleto: string; ci: string }>;
  }>('/api/courses/selectStudentsGradeByIdGroup?idGroup=2&month=1&type=0');
  const [subject] = sheet.subjects;
  const pupil = sheet.students[0];
  const exam = {
    idGroup: 2,
    idStudent: pupil.idUsuario,
    idTeacher: null,
    idSubject: subject.idMateria,
    partial: 1,
    type: 0,
  };
  await api.send('put', '/api/exams/updateExam', { ...exam, grade: 44 });
  await api.send('put', '/api/exams/updateExam', { ...exam, grade: 71 });
  // An attendance mark flipped.
  const date = lastClassDay(new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10));
  const marks = await api.get<{ asistances: Array<{ idUsuario: number; presente: boolean; registrado: boolean }> }>(
    `/api/courses/selectStudentsAttendance/2?date=${date}`,
  );
  const mark = marks.asistances[0];
  const flip = async (attendance: boolean, previous: boolean | null) =>
    api.send('post', '/api/attendances/insertAttendance', {
      idGroup: 2,
      date,
      studentsAttendance: [{ idStudent: mark.idUsuario, attendance, previous }],
    });
  await flip(!mark.presente, mark.registrado ? mark.presente : null);
  await flip(mark.presente, !mark.presente);
  // An income of Bs 450 corrected to Bs 500.
  const [type] = await api.get<Array<{ idTipoIngreso: number }>>('/api/ingressTypes/selectIngressTypes/1/1/1');
  const income = await api.send('post', '/api/ingress/insertIngress', {
    name: 'FOTOCOPIAS AUDITORIA',
    ingressDetail: 'GUIA',
    total: 450,
    idIngressType: type.idTipoIngreso,
    idDepartament: 1,
  });
  const incomeId = income.data?.idIngreso ?? income.idIngreso;
  const read = await api.get(`/api/rest/incomes/${incomeId}`);
  await api.send('put', '/api/ingress/updateIngress', {
    idIngress: incomeId,
    name: 'FOTOCOPIAS AUDITORIA',
    ingressDetail: 'GUIA',
    total: 500,
    idIngressType: type.idTipoIngreso,
    version: read.version,
  });

  await loginAdmin(page);
  await drawer(page).getByRole('menuitem', { name: 'Bitácora de cambios' }).click();
  const rows = page.getByTestId('audit-row');
  const grade = rows
    .filter({ hasText: 'Nota' })
    .filter({ hasText: `CI ${pupil.ci}` })
    .filter({ hasText: 'Modificación' })
    .first();
  await expect(grade).toContainText(`Materia: ${subject.nombreMateria}`);
  await expect(grade).toContainText('Parcial: Simulacro 1');
  await expect(grade.getByTestId('audit-change')).toHaveText(['Nota44→71']);
  const attendance = rows.filter({ hasText: 'Asistencia' }).filter({ hasText: 'Modificación' }).first();
  await expect(attendance).toContainText(`Fecha: ${date.split('-').reverse().join('/')}`);
  await expect(attendance.getByTestId('audit-change')).toHaveText([mark.presente ? 'PresenteNo→Sí' : 'PresenteSí→No']);
  const edit = rows.filter({ hasText: 'FOTOCOPIAS AUDITORIA' }).filter({ hasText: 'Modificación' }).first();
  await expect(edit).toContainText(/Ingreso Recibo O-\d+ · FOTOCOPIAS AUDITORIA/);
  // Only what changed, before and after written as on screen.
  await expect(edit.getByTestId('audit-change')).toHaveText(['TotalBs 450,00→Bs 500,00']);
  await expectNoEnglish(page);
  const text = await page.locator('main').innerText();
  for (const word of ['grade', 'present', 'totalCents', 'cash_shifts', 'detail ']) expect(text).not.toContain(word);
  await page.screenshot({ path: test.info().outputPath('audit-readable.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await (await download).path()) as any);
  const sheetOut = workbook.worksheets[0];
  expect(sheetOut.getCell('A2').value).toBeInstanceOf(Date);
  expect(sheetOut.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  const lines: string[] = [];
  sheetOut.eachRow((r) => lines.push((r.values as unknown[]).join('|')));
  expect(lines.some((l) => l.includes('Total|Bs 450,00|Bs 500,00'))).toBe(true);
});
