import { expect, it } from 'vitest';
import { issueCode, picture, uploadPhoto } from './credentials-fixtures.js';
import { closeBrowserAfterAll } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { PORTAL_ROLES } from '../../domain/session.js';

/**
 * The route walker's sibling: EVERY GET operation of GET /api/openapi.json, both faces, called with
 * VALID parameters on the demo data, as a role the operation admits. Each must answer 2xx (or a 404 it documents,
 * for data the demo lacks), and the harness checks every JSON answer against the schema the operation declares —
 * so every read schema is exercised, not only those other tests happen to call. New GET routes are walked
 * automatically; a parameter this file cannot guess fails the test until it is added to VALUE or PATH_VALUES.
 */
closeBrowserAfterAll();

const DEPT = 1;
/** Calls that answer something else than 2xx on purpose with valid input, and why. */
const EXPECTED: Record<string, number> = {};

interface Fixture {
  [name: string]: number | string;
}

/** Ids of demo rows in department 1 that fit together: a group the demo teacher teaches, one of its students… */
async function fixture(api: TestApi): Promise<Fixture> {
  const db = api.db;
  const user = async (username: string) => (await db('users').where({ username }).first('id')).id as number;
  const [admin, cashier, teacher] = [await user('admin'), await user('cajero'), await user('docente')];
  const taught = await db('groupSubjects as gs')
    .join('classGroups as g', 'g.id', 'gs.groupId')
    .join('semesters as s', 's.id', 'g.semesterId')
    .join('enrolments as e', 'e.groupId', 'g.id')
    .where({ 'gs.teacherId': teacher, 's.departmentId': DEPT, 'gs.status': 1 })
    .orderBy('g.id')
    .first(
      'g.id as group',
      's.id as semester',
      'e.studentId as student',
      'gs.subjectId as subject',
      'g.turnId as turn',
    );
  const first = async (table: string, where: Record<string, unknown>) =>
    ((await db(table).where(where).orderBy('id').first('id')) as { id: number } | undefined)?.id ?? 1;
  const reservation = await first('reservations', { departmentId: DEPT });
  // The server's today is La Paz's (UTC−4): from 00:00 to 04:00 UTC the UTC date is still tomorrow there.
  const today = todayLaPaz();
  // The demo's students have no photo nor credential code, and no hour package is sold: the reads of those need one.
  const photo = await uploadPhoto(api, taught.student, await picture('jpeg', 300, 400));
  if (photo.status !== 200) throw new Error(`photo upload: ${photo.status} ${photo.text}`);
  await issueCode(api, taught.group, {
    idUser: taught.student,
    ci: (await db('users').where({ id: taught.student }).first('ci')).ci,
  });
  const packageType = (await db('incomeTypes').where({ name: 'PAQUETE 10 HORAS', departmentId: DEPT }).first('id')).id;
  const level = (await db('lessonLevels').where({ departmentId: DEPT }).orderBy('id').first('id')).id;
  const sold = await api.as('cajero').post('/api/ingress/insertIngressPackage', {
    name: 'paquete',
    total: 800,
    idIngressType: packageType,
    idDepartament: DEPT,
    idStudent: taught.student,
    numberStudents: 1,
    idLevel: level,
  });
  if (sold.status !== 200) throw new Error(`package: ${sold.status} ${sold.text}`);
  const practice = await api.as('cajero').post('/api/ingress/insertPracticeTeacher', {
    name: 'practica',
    total: 300,
    idIngressType: (await db('incomeTypes').where({ name: 'PRACTICA', departmentId: DEPT }).first('id')).id,
    idDepartament: DEPT,
    idTeacher: teacher,
    idLevel: level,
  });
  if (practice.status !== 200) throw new Error(`practice: ${practice.status} ${practice.text}`);
  // A closed cash shift of the cashier (its summary and its PDF): the one the harness opened, and the demo
  // teacher's private calendar link.
  const closed = await api.as('cajero').post('/api/counter/shift/close', { countedAmount: 100 });
  if (closed.status !== 200) throw new Error(`shift close: ${closed.status} ${closed.text}`);
  const feed = await api.as('docente').post(`/api/calendarFeed/${teacher}`, {});
  if (feed.status !== 200) throw new Error(`calendar feed: ${feed.status} ${feed.text}`);
  // A report PDF the administrator downloaded with a progress token, so its progress can be read back.
  const progressToken = 'route-reads-progress-0001';
  const report = await api.request(
    'GET',
    `/api/reports/cashierReport/${DEPT}/null/${today}/null/null/2/report.pdf?progreso=${progressToken}`,
    { token: api.tokens.admin },
  );
  if (report.status !== 200) throw new Error(`report with progress: ${report.status} ${report.text}`);
  return {
    admin,
    cashier,
    teacher,
    ...taught,
    instalmentPayment: await db('payments')
      .where({ departmentId: DEPT })
      .whereNotNull('instalmentId')
      .orderBy('id')
      .first('id')
      .then((r: any) => r?.id ?? 1),
    lessonPayment: await db('payments')
      .where({ departmentId: DEPT })
      .whereNotNull('reservationId')
      .orderBy('id')
      .first('id')
      .then((r: any) => r?.id ?? 1),
    income: await first('incomes', { departmentId: DEPT }),
    packageIncome: sold.body.data.idIngreso,
    practiceIncome: practice.body.data.idIngreso,
    feedFile: String(feed.body.data.url).split('/').pop()!,
    progressToken,
    expense: await first('expenses', { departmentId: DEPT }),
    shift: await first('cashShifts', { departmentId: DEPT }),
    reservation,
    reservationTeacher: (await db('reservations').where({ id: reservation }).first('teacherId'))?.teacherId ?? teacher,
    code:
      (await db('payments').whereNotNull('verificationCode').first('verificationCode'))?.verificationCode ?? 'NOEXISTE',
    surname: (await db('users').where({ id: taught.student }).first('lastNames')).lastNames.split(' ')[0],
    // Teacher-pay reports take at most 31 days.
    today,
    monthAgo: todayLaPaz(new Date(Date.now() - 27 * 86_400_000)),
    month: today.slice(0, 7),
    year: Number(today.slice(0, 4)),
    monthNumber: Number(today.slice(5, 7)),
  };
}

/** A value for a parameter by its name alone (path or query), from the fixture. */
const VALUE: Record<string, (f: Fixture) => number | string> = {
  idDepartament: () => DEPT,
  id: () => DEPT,
  state: () => 'null',
  active: () => 'true',
  option: () => 'null',
  ignored: () => 'null',
  role1: () => 3,
  role2: () => 'null',
  idTeacher: (f) => f.teacher,
  idUser: (f) => f.student,
  idStudent: (f) => f.student,
  idSemester: (f) => f.semester,
  idGroup: (f) => f.group,
  idSubject: (f) => f.subject,
  idTurn: () => 'null',
  idBranch: () => 'null',
  idPago: (f) => f.instalmentPayment,
  idIngress: (f) => f.income,
  idIngreso: (f) => f.income,
  idEgress: (f) => f.expense,
  idEgreso: (f) => f.expense,
  idReservation: (f) => f.reservation,
  idShift: (f) => f.shift,
  idRole: () => 'null',
  names: () => 'null',
  surnames: (f) => f.surname,
  ci: () => 'null',
  name: () => 'null',
  total: () => 'null',
  groupName: () => 'null',
  date: (f) => f.today,
  start: () => '2020-01-01',
  end: (f) => f.today,
  startDate: (f) => f.monthAgo,
  endDate: (f) => f.today,
  year: (f) => f.year,
  q: (f) => f.surname,
  code: (f) => f.code,
  file: (f) => f.feedFile,
  token: (f) => f.progressToken,
};

/** Values that depend on the operation (the same name means another record there). */
const PATH_VALUES: Array<[RegExp, Record<string, (f: Fixture) => number | string>]> = [
  [/^\/api\/users\/selectPermissionsUser/, { idUser: (f) => f.cashier }],
  [/^\/api\/groupTeachers\/selectGroupBySemester\//, { idUser: (f) => f.teacher }],
  [/^\/api\/reports\/(select|cashier)/, { idUser: (f) => f.cashier }],
  [/^\/api\/payments\/selectPayments\//, { id: (f) => f.instalmentPayment }],
  [/^\/api\/payments\/lessonReceipt\//, { idPago: (f) => f.lessonPayment }],
  // Several receipts in one PDF: ids is a comma-separated list of payment ids.
  [/^\/api\/payments\/receipts/, { ids: (f) => String(f.instalmentPayment) }],
  [/^\/api\/ingress\/selectStudentByIdReservation\//, { id: (f) => f.reservation }],
  [/^\/api\/ingress\/classes\//, { idIngreso: (f) => f.packageIncome }],
  [/^\/api\/ingress\/selectPracticeTeacherByIdIngress\//, { idIngress: (f) => f.practiceIncome }],
  [/^\/api\/lessons\/selectLessonsByIdReservation\//, { idTeacher: (f) => f.reservationTeacher }],
  [/^\/api\/reports\/cashierReport\//, { type: () => 0 }],
  [/^\/api\/ingress\/selectSearchIngress\//, { type: () => 'null' }],
  [/^\/api\/attendances\//, { month: (f) => f.month }],
  [/^\/api\/students\/selectAssistancesByDate/, { month: (f) => f.monthNumber }],
  [/^\/api\/courses\/(selectStudentsGradeByIdGroup|exportStudentsGrade)/, { month: () => 1, type: () => 0 }],
  [
    /^\/api\/audit\//,
    { start: () => '', end: () => '', idUser: () => '', idDepartament: () => '', before: () => '', limit: () => 20 },
  ],
  [
    /^\/api\/(ingress|egress)\/report/,
    { start: () => '', end: () => '', name: () => '', total: () => '', type: () => '' },
  ],
  [/^\/api\/egress\//, { idUser: () => '', idRole: () => '' }],
];

/** Who calls: an operation limited to roles without 1 is called by the demo's cashier (2) or teacher (3). */
function caller(op: any): 'admin' | 'cajero' | 'docente' {
  const roles: number[] | undefined = op['x-roles'];
  if (!roles || roles.includes(1)) return 'admin';
  return roles.includes(2) ? 'cajero' : 'docente';
}

function valueOf(path: string, name: string, f: Fixture): string | number {
  const special = PATH_VALUES.find(([pattern, values]) => pattern.test(path) && values[name])?.[1][name];
  const value = (special ?? VALUE[name])?.(f);
  if (value === undefined)
    throw new Error(`${path}: no valid value for parameter ${name} (add it to VALUE or PATH_VALUES)`);
  return value;
}

/** The URL of a GET with valid path and query parameters; REST records take the id of their list's first row. */
async function urlOf(api: TestApi, path: string, op: any, f: Fixture): Promise<string> {
  let url = path;
  const rest = /^\/api\/rest\/([\w-]+)\/\{id\}$/.exec(path);
  if (rest) {
    const list = await api.as('admin').get(`/api/rest/${rest[1]}?range=[0,0]`, { 'x-department-id': String(DEPT) });
    return `/api/rest/${rest[1]}/${list.body?.[0]?.id ?? 1}`;
  }
  if (path.startsWith('/api/rest/')) return `${path}?sort=["id","ASC"]&range=[0,9]&filter={}`;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(valueOf(path, p.name, f))));
    else if (
      p.in === 'query' &&
      (p.required || PATH_VALUES.some(([pattern, values]) => pattern.test(path) && values[p.name]) || VALUE[p.name])
    ) {
      query.set(p.name, String(valueOf(path, p.name, f)));
    }
  }
  return query.size ? `${url}?${query}` : url;
}

describeEngines(
  'every GET of the document answers valid parameters as it documents',
  (api) => {
    it('calls each one on the demo data and checks its answer against its schema', async () => {
      const doc = (await api().request('GET', '/api/openapi.json')).body;
      const f = await fixture(api());
      const problems: string[] = [];
      let called = 0;
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        const op = item.get;
        if (!op) continue;
        // Portal reads answer students and guardians only: portal-calls.test.ts calls each as a real student and
        // guardian, through the same harness that holds every answer against its schema.
        if (op['x-roles']?.every((role: number) => PORTAL_ROLES.includes(role))) continue;
        const key = `GET ${path}`;
        let url = path;
        try {
          url = await urlOf(api(), path, op, f);
          const who = caller(op);
          const token = op.security?.length === 0 ? undefined : api().tokens[who];
          // The harness throws when a 2xx JSON answer does not match the operation's schema.
          const res = await api().request('GET', url, { token, headers: { 'x-department-id': String(DEPT) } });
          called += 1;
          const expected = EXPECTED[key];
          const ok =
            expected !== undefined
              ? res.status === expected
              : (res.status >= 200 && res.status < 300) || (res.status === 404 && !!op.responses?.[404]);
          if (!ok) problems.push(`${key} as ${who}: ${url} → ${res.status} ${String(res.text).slice(0, 160)}`);
        } catch (err) {
          problems.push(`${key}: ${url}: ${(err as Error).message.slice(0, 400)}`);
        }
      }
      expect(called).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    }, 300_000); // calls every documented read on the demo data, twice per engine
  },
  { demo: true },
);
