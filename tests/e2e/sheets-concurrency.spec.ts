import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ensureCashierShift, goTo, loginAdmin, pickOption, tokenFor, USERS } from './helpers';
import { calendarEvent, dragSlot, openEvent } from './schedule-helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

const SHOTS = 'test-results/screens';

async function api(request: APIRequestContext) {
  const headers = {
    Authorization: `Bearer ${await tokenFor(request, USERS.cashier.username, USERS.cashier.password)}`,
  };
  return {
    get: async <T = any>(url: string): Promise<T> => (await request.get(url, { headers })).json(),
    send: async (method: 'post' | 'put' | 'patch', url: string, data: object) => {
      const res = await request[method](url, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
      return res.json();
    },
  };
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await pickOption(
    page,
    page.getByRole('combobox', { name: label, exact: true }),
    page.getByRole('option', { name: option }).first(),
  );
}

test('a stale grade save shows the message and the grade saved meanwhile, keeping the typed grade', async ({
  page,
  request,
}) => {
  const client = await api(request);
  await loginAdmin(page);
  await goTo(page, '/grade');
  await choose(page, 'Semestre', 'II - 2026');
  await choose(page, 'Grupo', /.+/);
  await choose(page, 'Mes', 'Mes 1');
  const loaded = page.waitForResponse(/selectStudentsGradeByIdGroup/);
  await choose(page, 'Tipo de evaluación', 'Simulacro');
  const response = await loaded;
  const idGroup = Number(new URL(response.url()).searchParams.get('idGroup'));
  const sheet = (await response.json()) as {
    subjects: Array<{ idMateria: number; codigoMateria: string }>;
    students: Array<Record<string, any>>;
  };
  const subject = sheet.subjects[0];
  const student = sheet.students.find((s) => s[subject.codigoMateria] !== null)!;
  const meanwhile = student[subject.codigoMateria] === 33.5 ? 34 : 33.5;

  await page
    .getByRole('button', { name: `Editar nota ${student.nombreCompleto} ${subject.codigoMateria}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nota')).toHaveValue(String(student[subject.codigoMateria]));

  // Someone else saves this grade while the dialog is open.
  const exam = {
    idGroup,
    idStudent: student.idUsuario,
    idTeacher: null,
    idSubject: subject.idMateria,
    partial: 1,
    type: 0,
  };
  await client.send('put', '/api/exams/updateExam', { ...exam, grade: meanwhile });

  await dialog.getByLabel('Nota').fill('77');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/La nota de .+, .+ cambió mientras editaba/);
  await expect(dialog.getByRole('alert')).toContainText(`Nota actual: ${meanwhile}`);
  await expect(dialog.getByLabel('Nota')).toHaveValue('77');
  // The sheet behind the dialog (hidden from the accessibility tree while it is open) was reloaded; the server kept the grade.
  await expect(
    page
      .locator('tbody tr')
      .filter({ hasText: student.ci })
      .locator('td')
      .filter({ hasText: new RegExp(`^${meanwhile}$`) }),
  ).toHaveCount(1);
  const grades = () =>
    client.get<Array<{ idMateria: number; parcial: number; tipo: number; nota: number }>>(
      `/api/exams/selectExamsStudent/${idGroup}/${student.idUsuario}`,
    );
  const cell = async () =>
    (await grades()).find((g) => g.idMateria === subject.idMateria && g.parcial === 1 && g.tipo === 0)!.nota;
  expect(await cell()).toBe(meanwhile);
  await page.screenshot({ path: `${SHOTS}/grade-conflict.png` });

  // Saving again, now over the grade just shown, replaces it.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se actualizo la nota')).toBeVisible();
  expect(await cell()).toBe(77);
});

test('dragging a paid lesson asks first; No leaves it where it was, Si moves it', async ({ page, request }) => {
  const client = await api(request);
  const teacher = (await client.get<Array<{ idUsuario: number }>>('/api/users/selectTeachers/1/1'))[0];
  const subjects = await client.get<Array<{ idMateria: number; codigoMateria: string; tipo: number; estado: number }>>(
    '/api/subjects/selectSubjects/null/1',
  );
  const subject = subjects.find((s) => s.tipo === 1 && s.estado === 1)!;
  const level = (await client.get<Array<{ idNivel: number }>>('/api/lessonLevels/selectLessonLevels/1/1'))[0];
  const student = (
    await client.get<Array<{ idUsuario: number; apellidos: string }>>(
      '/api/users/selectSearchStudentClass/1/null/QUISPE/null',
    )
  )[0];
  const paymentType = (
    await client.get<Array<{ idTipoPago: number }>>('/api/paymentTypes/selectPaymentType/null/1')
  )[0];
  // Thursday 4 February 2027, 10:30–11:30 in La Paz.
  const lesson = await client.send('post', '/api/lessons/insertLesson', {
    idTeacher: teacher.idUsuario,
    idSubject: subject.idMateria,
    idStudent: student.idUsuario,
    idLevel: level.idNivel,
    startDate: '2027-02-04T14:30:00.000Z',
    endDate: '2027-02-04T15:30:00.000Z',
    idReservation: null,
    numberStudent: 1,
    description: '',
    virtual: false,
    hoursLeft: null,
    idDepartament: 1,
    statusType: 1,
  });
  await client.send('post', '/api/payments/insertPaymentLesson', {
    subTotal: 100,
    discount: 0,
    total: 100,
    description: '',
    idReservation: lesson.idReservationStudent,
    idPaymentType: paymentType.idTipoPago,
    idDepartament: 1,
  });
  const startOf = async () =>
    (
      await client.get<Array<{ idClase: number; fechaInicial: string }>>(
        `/api/lessons/selectLessons/1/${teacher.idUsuario}/2027-02-01/2027-02-07`,
      )
    ).find((l) => l.idClase === lesson.idClase)!.fechaInicial;

  await loginAdmin(page);
  // goTo's URL check takes no query string: the same in-app navigation, checked here.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/teacher/${teacher.idUsuario}/schedule?date=2027-02-04`);
  await expect(page.getByTestId('calendar-range')).toHaveText('01/02/2027 - 06/02/2027');
  const event = calendarEvent(page, student.apellidos.split(' ')[0]);
  // Well inside the view: a drag near the edge scrolls the grid under the pointer.
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const dragDown = async (hours: number) => {
    const label = (h: string) =>
      page.locator('.toastui-calendar-timegrid-time', { hasText: new RegExp(`^${h}:00$`) }).first();
    const hour = (await label('11').boundingBox())!.y - (await label('10').boundingBox())!.y;
    const box = (await event.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3 + hours * hour, { steps: 12 });
    await page.mouse.up();
  };
  // A selection of free time dragged across the lesson selects time; it never moves the lesson.
  await dragSlot(page, 3, 9, 11);
  await expect(page.getByRole('dialog')).not.toHaveAccessibleName('Mover clase');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  expect(await startOf()).toBe('2027-02-04T14:30:00.000Z');

  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const before = (await event.boundingBox())!;
  await dragDown(2);
  const confirm = page.getByRole('dialog', { name: 'Mover clase' });
  await expect(confirm).toContainText(
    `¿Mover la clase de ${subject.codigoMateria} del jue 04/02 10:30–11:30 al jue 04/02 12:30–13:30?`,
  );
  await expect(confirm).toContainText('La clase tiene pagos registrados.');
  await page.screenshot({ path: `${SHOTS}/move-confirm.png` });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  expect(await startOf()).toBe('2027-02-04T14:30:00.000Z');
  expect((await event.boundingBox())!.y).toBeCloseTo(before.y, 0);

  await dragDown(2);
  await confirm.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Se actualizo la clase correctamente')).toBeVisible();
  await expect.poll(startOf).toBe('2027-02-04T16:30:00.000Z');
});

/** The last weekday up to today in La Paz (attendance is never taken on Saturday or Sunday). */
function lastWeekday(): string {
  const day = new Date(Date.now() - 4 * 3600_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

test('diagnosis and attendance: a score or mark changed meanwhile is named, the others saved, the typed values kept', async ({
  page,
  request,
}) => {
  const client = await api(request);
  await loginAdmin(page);
  await goTo(page, '/teacher-diagnosis');
  await choose(page, 'Semestre', 'II - 2026');
  const loaded = page.waitForResponse(/selectStudentsDiagnosisByIdGroup/);
  await choose(page, 'Grupo', /.+/);
  const response = await loaded;
  const idGroup = Number(new URL(response.url()).searchParams.get('idGroup'));
  const [a, b, c] = (await response.json()) as Array<{
    idUsuario: number;
    nombres: string;
    diagnostico: number | null;
  }>;
  await page.getByRole('button', { name: 'Editar diagnóstico' }).click();
  const dialog = page.getByRole('dialog');
  const score = (r: { nombres: string }) => dialog.getByRole('textbox', { name: `Diagnóstico ${r.nombres}` });
  // Meanwhile someone changes a's and c's scores.
  await client.send('patch', '/api/groupTeachers/updateStudentsDiagnosis', {
    idGroup,
    students: [
      { idUsuario: a.idUsuario, diagnostico: 12, previous: a.diagnostico },
      { idUsuario: c.idUsuario, diagnostico: 13, previous: c.diagnostico },
    ],
  });
  await score(a).fill('66');
  await score(b).fill('67');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    /El diagnóstico de .+ cambió mientras editaba\. Los demás diagnósticos se guardaron/,
  );
  await expect(score(a)).toHaveValue('66');
  await expect(score(c)).toHaveValue('13');
  await page.screenshot({ path: `${SHOTS}/diagnosis-conflict.png` });
  const scores = async () =>
    (
      await client.get<Array<{ diagnostico: number }>>(
        `/api/groupTeachers/selectStudentsDiagnosisByIdGroup?idGroup=${idGroup}`,
      )
    ).map((r) => r.diagnostico);
  expect((await scores()).slice(0, 3)).toEqual([12, 67, 13]);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se registro las notas de diagnóstico')).toBeVisible();
  expect((await scores()).slice(0, 3)).toEqual([66, 67, 13]);

  const date = lastWeekday();
  await goTo(page, '/attendance');
  await choose(page, 'Semestre', 'II - 2026');
  // The date opens on the day's class, so choosing the group loads the list.
  const marksLoaded = page.waitForResponse(/selectStudentsAttendance/);
  await choose(page, 'Grupo', /.+/);
  await expect(page.getByLabel('Fecha')).toHaveValue(date);
  const list = (await (await marksLoaded).json()) as {
    asistances: Array<{ idUsuario: number; estudiante: string; presente: boolean; registrado: boolean }>;
  };
  const group = Number(new URL((await marksLoaded).url()).pathname.split('/').pop());
  const [x, y] = list.asistances;
  const toggle = (r: { estudiante: string }) => page.getByRole('switch', { name: `Presente ${r.estudiante}` });
  // Meanwhile the teacher records x's mark flipped, which the user is about to flip too.
  await client.send('post', '/api/attendances/insertAttendance', {
    idGroup: group,
    date,
    studentsAttendance: [
      { idStudent: x.idUsuario, attendance: !x.presente, previous: x.registrado ? x.presente : null },
    ],
  });
  await toggle(x).click();
  await toggle(y).click();
  await page.getByRole('button', { name: 'Guardar asistencia' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La asistencia de' })).toContainText(
    /La asistencia de .+ cambió mientras editaba\. Las demás marcas se guardaron/,
  );
  await expect(toggle(x)).toBeChecked({ checked: !x.presente });
  await expect(toggle(y)).toBeChecked({ checked: !y.presente });
  await page.screenshot({ path: `${SHOTS}/attendance-conflict.png` });
  const saved = await client.get<{ asistances: Array<{ idUsuario: number; presente: boolean }> }>(
    `/api/courses/selectStudentsAttendance/${group}?date=${date}`,
  );
  expect(saved.asistances.find((r) => r.idUsuario === y.idUsuario)!.presente).toBe(!y.presente);
});

test('a lesson changed meanwhile: the class dialog says so, keeps what was typed, and the next save goes through', async ({
  page,
  request,
}) => {
  const client = await api(request);
  const teacher = (await client.get<Array<{ idUsuario: number }>>('/api/users/selectTeachers/1/1'))[0];
  const subjects = await client.get<Array<{ idMateria: number; tipo: number; estado: number }>>(
    '/api/subjects/selectSubjects/null/1',
  );
  const subject = subjects.find((s) => s.tipo === 1 && s.estado === 1)!;
  const level = (await client.get<Array<{ idNivel: number }>>('/api/lessonLevels/selectLessonLevels/1/1'))[0];
  const student = (
    await client.get<Array<{ idUsuario: number; apellidos: string }>>(
      '/api/users/selectSearchStudentClass/1/null/QUISPE/null',
    )
  )[0];
  // Thursday 4 March 2027, 10:30–11:30 in La Paz.
  const slot = { startDate: '2027-03-04T14:30:00.000Z', endDate: '2027-03-04T15:30:00.000Z' };
  const created = await client.send('post', '/api/lessons/insertLesson', {
    idTeacher: teacher.idUsuario,
    idSubject: subject.idMateria,
    idStudent: student.idUsuario,
    idLevel: level.idNivel,
    ...slot,
    idReservation: null,
    numberStudent: 1,
    description: '',
    virtual: false,
    hoursLeft: null,
    idDepartament: 1,
    statusType: 1,
  });
  type Row = { idClase: number; idCalendario: number; idReserva: number; descripcion: string; version: number };
  const read = async () =>
    (await client.get<Row[]>(`/api/lessons/selectLessons/1/${teacher.idUsuario}/2027-03-01/2027-03-07`)).find(
      (l) => l.idClase === created.idClase,
    )!;

  await loginAdmin(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/teacher/${teacher.idUsuario}/schedule?date=2027-03-04`);
  const event = calendarEvent(page, student.apellidos.split(' ')[0]);
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await openEvent(page, student.apellidos.split(' ')[0]);
  await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Descripción').fill('traer formulario');

  // Meanwhile someone else saves the same lesson.
  const stored = await read();
  await client.send('put', '/api/lessons/updateLesson', {
    idTeacher: teacher.idUsuario,
    idSubject: subject.idMateria,
    idLevel: level.idNivel,
    numberStudent: 1,
    ...slot,
    idLesson: stored.idClase,
    idSchedule: stored.idCalendario,
    idReservation: stored.idReserva,
    description: 'OTRO CAMBIO',
    virtual: false,
    hoursLeft: null,
    idDepartament: 1,
    version: stored.version,
  });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro fue modificado por otro usuario. Vuelva a cargar los datos.')).toBeVisible();
  expect((await read()).descripcion).toBe('OTRO CAMBIO');
  await expect(dialog.getByLabel('Descripción')).toHaveValue('traer formulario');

  // The dialog now holds the reloaded lesson: saving again is a save over the current version.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se actualizo la clase correctamente')).toBeVisible();
  await expect.poll(async () => (await read()).descripcion).toBe('TRAER FORMULARIO');
});
