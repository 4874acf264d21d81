import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { formatAmount } from '../../domain/money.js';
import { daysOverdue, reminderText, whatsappLink } from '../../domain/overdue.js';
import { closeBrowserAfterAll, readPdf } from './finance-fixtures.js';
import { refreshDebts } from '../../api/src/modules/reports/debt-totals.service.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';
import { describeEngines } from './harness.js';

/** Monday 23 November 2026, 11:00 in La Paz. */
const NOW = new Date('2026-11-23T15:00:00Z');

describeEngines('overdue list', (api) => {
  closeBrowserAfterAll();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists who owes past the deadline, largest debt first, and prints it', async () => {
    const small = await enrolStudent(api().db, { costCents: 80000, instalments: 4 });
    const big = await enrolStudent(api().db, { costCents: 400000, instalments: 4 });
    const dues = await api()
      .db('instalments')
      .where({ enrolmentId: big.enrolmentId })
      .orderBy('number')
      .select('dueDate');
    const overdueCount = dues.filter((d: any) => d.dueDate < '2026-11-23').length;
    // Paying the small one's first instalment in full removes it from its count.
    const first = small.instalments[0];
    await api()
      .as('cajero')
      .post('/api/payments/insertPayment', {
        subTotal: first.amountCents / 100,
        discount: 0,
        balance: first.amountCents / 100,
        monthlyPayment: first.amountCents / 100,
        description: '',
        idMonthlyPayment: first.id,
        idPaymentType: await cashPaymentType(api().db),
        idDepartament: 1,
        idGroupUser: small.enrolmentId,
      });
    const rows = (await api().as('cajero').get('/api/reports/selectOverdueStudents/1/null/null/null')).body;
    const mine = rows.filter((r: any) => [small.enrolmentId, big.enrolmentId].includes(r.idGrupoUsuario));
    expect(mine.map((r: any) => r.idGrupoUsuario)).toEqual([big.enrolmentId, small.enrolmentId]);
    expect(mine[0]).toMatchObject({
      cuotasVencidas: overdueCount,
      montoAdeudado: overdueCount * 1000,
      vencidaDesde: dues[0].dueDate,
      diasAtraso: daysOverdue(dues[0].dueDate, '2026-11-23'),
    });
    expect(mine[1].cuotasVencidas).toBe(overdueCount - 1);
    // Each row names its own group and semester.
    for (const [row, groupId] of [
      [mine[0], big.groupId],
      [mine[1], small.groupId],
    ] as const) {
      const group = await api().db('classGroups').where({ id: groupId }).first('name', 'semesterId');
      expect(row).toMatchObject({ idGrupo: groupId, nombreGrupo: group.name, idSemestre: group.semesterId });
    }
    expect(
      (await api().as('cajero').get(`/api/reports/selectOverdueStudents/1/null/${small.groupId}/null`)).body.map(
        (r: any) => r.idGrupoUsuario,
      ),
    ).toEqual([small.enrolmentId]);
    expect((await api().as('cajero').get('/api/reports/selectOverdueStudents/2/null/null/null')).status).toBe(403);
    expect((await api().as('docente').get('/api/reports/selectOverdueStudents/1/null/null/null')).status).toBe(403);

    const pdf = await api().request('GET', `/api/reports/overdueReport/1/null/${big.groupId}/null/report.pdf`, {
      token: api().tokens.cajero,
    });
    const printed = readPdf(pdf.buffer!);
    expect(printed.text).toContain('REPORTE DE MOROSOS');
    expect(printed.text).toContain(formatAmount(overdueCount * 100_000));
    const xlsx = await api().request('GET', '/api/reports/overdueReport/1/null/null/null/report.xlsx', {
      token: api().tokens.cajero,
    });
    expect(xlsx.headers.get('content-disposition')).toContain('ReporteMorosos.xlsx');
  });

  it('gives the dashboard the same debt as the list: a deactivated student in neither, a student of two groups counted once', async () => {
    const db = api().db;
    const twice = await enrolStudent(db, { costCents: 80000, instalments: 4 });
    const second = await enrolStudent(db, { costCents: 80000, instalments: 4 });
    await db('enrolments').where({ id: second.enrolmentId }).update({ studentId: twice.studentId });
    const gone = await enrolStudent(db, { costCents: 400000, instalments: 4 });
    await db('users').where({ id: gone.studentId }).update({ status: 0 });
    // Written straight into the tables: the debt totals refreshed for those students, as the services do.
    await refreshDebts(db, [twice.studentId, second.studentId, gone.studentId]);

    const rows = (await api().as('admin').get('/api/reports/selectOverdueStudents/1/null/null/null')).body;
    expect(rows.some((r: any) => r.idUsuario === gone.studentId)).toBe(false);
    expect(rows.filter((r: any) => r.idUsuario === twice.studentId)).toHaveLength(2);
    const cents = rows.reduce((sum: number, r: any) => sum + Math.round(r.montoAdeudado * 100), 0);
    const { morosos } = (await api().as('admin').get('/api/reports/dashboard/1')).body;
    expect(morosos).toEqual({ adeudado: cents / 100, estudiantes: new Set(rows.map((r: any) => r.idUsuario)).size });
    expect(morosos.estudiantes).toBe(rows.length - 1);
  });
});

it('writes a polite reminder and a wa.me link only for a mobile number', () => {
  const text = reminderText({
    nombres: 'LUCIA FERNANDA',
    nombreGrupo: 'MED - 1',
    cuotasVencidas: 2,
    montoAdeudado: 800,
  });
  expect(text).toBe(
    'Hola Lucia, le saludamos del Instituto Preuniversitario. Le recordamos que tiene 2 cuotas vencidas del grupo MED - 1 por Bs 800,00. Por favor acérquese a nuestras oficinas para regularizar su pago. ¡Gracias!',
  );
  expect(whatsappLink('71234567', 'hola')).toBe('https://wa.me/59171234567?text=hola');
  expect(whatsappLink('2-2481530', 'hola')).toBeNull();
  expect(daysOverdue('2026-11-01', '2026-11-23')).toBe(22);
});
