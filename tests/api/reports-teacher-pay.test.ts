import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { EVENT_TYPE } from '../../domain/calendar.js';
import { payWeek } from '../../domain/teacher-pay.js';
import { addDays, todayLaPaz } from '../../api/src/lib/time.js';
import { calendarWorld, lessonBody, packageReservation } from './calendar-fixtures.js';
import { sheetColumn } from './finance-fixtures.js';
import { describeEngines } from './harness.js';

describeEngines('teacher pay report (individual hours, practices, AFP)', (api) => {
  it('pays each lesson of the week by the hour of its category, adds practice shares and subtracts AFP', async () => {
    const w = await calendarWorld(api().db);
    const week = payWeek(todayLaPaz());
    const monday = addDays(week.start, 1);
    const admin = api().as('admin');
    // 1.5 h for one student and 1 h for two: the first level's rates are Bs 40 and Bs 55 an hour.
    expect(
      (
        await admin.post(
          '/api/lessons/insertLesson',
          lessonBody(w, monday, '09:00', '10:30', { idTeacher: w.otherTeacherId }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.post(
          '/api/lessons/insertLesson',
          lessonBody(w, monday, '11:00', '12:00', {
            idTeacher: w.otherTeacherId,
            idStudent: w.otherStudentId,
            numberStudent: 2,
          }),
        )
      ).status,
    ).toBe(200);
    const idReservation = await packageReservation(api().db, w, 600);
    expect(
      (
        await admin.post(
          '/api/lessons/insertLesson',
          lessonBody(w, monday, '15:00', '17:00', {
            idTeacher: w.otherTeacherId,
            idReservation,
            statusType: EVENT_TYPE.PACKAGE,
          }),
        )
      ).status,
    ).toBe(200);
    // A removed lesson is not paid.
    const gone = await admin.post(
      '/api/lessons/insertLesson',
      lessonBody(w, monday, '18:00', '19:00', { idTeacher: w.otherTeacherId }),
    );
    const [removed] = (
      await admin.get(`/api/lessons/selectLessons/1/${w.otherTeacherId}/${monday}/${monday}`)
    ).body.filter(
      (l: any) => l.idReserva === gone.body.idReservationStudent && l.fechaInicial.endsWith('22:00:00.000Z'),
    );
    await admin.put('/api/lessons/deleteLesson', { state: 0, idLesson: removed.idClase });

    const practiceType = await api().db('incomeTypes').where({ departmentId: 1, type: 3 }).first();
    expect(
      (
        await admin.post('/api/ingress/insertPracticeTeacher', {
          name: 'practica',
          ingressDetail: '',
          total: 200,
          idIngressType: practiceType.id,
          idTeacher: w.otherTeacherId,
          idLevel: w.levelId,
          idDepartament: 1,
        })
      ).status,
    ).toBe(200);
    // Dated on a day of the week (today here), it keeps the time it was entered.
    const before = new Date().toISOString();
    expect(
      (
        await admin.post('/api/afps/insertAfp', {
          discount: '12.50',
          detail: 'aporte',
          idTeacher: w.otherTeacherId,
          idDepartament: 1,
          date: todayLaPaz(),
        })
      ).status,
    ).toBe(200);
    const after = new Date().toISOString();
    const entered = (await api().db('afpDiscounts').where({ teacherId: w.otherTeacherId }).first('discountedAt'))
      .discountedAt;
    expect(new Date(entered).toISOString() >= before && new Date(entered).toISOString() <= after).toBe(true);
    expect(
      (await admin.post('/api/afps/insertAfp', { discount: '12.555', detail: 'x', idTeacher: w.otherTeacherId })).body
        .msg,
    ).toBe('Ingrese un descuento valido');
    expect(
      (await admin.post('/api/afps/insertAfp', { discount: '5', detail: '  ', idTeacher: w.otherTeacherId })).body.msg,
    ).toBe('Ingrese un detalle');

    const path = `1/${w.otherTeacherId}/${week.start}/${week.end}`;
    const classes = (await admin.get(`/api/reports/selectPaymentClassByIdTeacher/${path}`)).body;
    expect(classes.map((c: any) => [c.inicio, c.horas, c.pago, c.total])).toEqual([
      ['09:00', 1.5, 40, 60],
      ['11:00', 1, 55, 55],
    ]);
    const packages = (await admin.get(`/api/reports/selectPaymentIngressByIdTeacher/${path}`)).body;
    expect(packages.map((c: any) => [c.tipo, c.horas, c.total])).toEqual([['PAQUETE', 2, 80]]);
    expect(
      (await admin.get(`/api/reports/selectPaymentPracticeByIdTeacher/${path}`)).body.map((p: any) => p.pago),
    ).toEqual([60]);
    expect((await admin.get(`/api/reports/selectReportAfpByIdTeacher/${path}`)).body).toEqual([
      expect.objectContaining({ detalle: 'APORTE', descuento: 12.5 }),
    ]);
    expect((await admin.get(`/api/reports/selectTeacherPaySummary/${path}`)).body).toEqual({
      individuales: 195,
      practicas: 60,
      afp: 12.5,
      total: 242.5,
    });

    const pdf = await admin.get(`/api/reports/teacherPayReport/${path}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(decodeURIComponent(pdf.headers.get('content-disposition') ?? '')).toContain(
      'Reporte Pago de Horas Individuales.pdf',
    );
    const xlsx = await admin.get(`/api/reports/teacherPayReport/${path}/report.xlsx`);
    const book = XLSX.read(xlsx.buffer!);
    expect(book.SheetNames).toEqual(['Individuales', 'Practicas', 'Descuento AFP']);
    expect(JSON.stringify(XLSX.utils.sheet_to_json(book.Sheets.Individuales, { header: 1 }))).toContain('195');
    // Class day, start and end are Excel dates and times (La Paz wall clock), not text.
    const [day] = await sheetColumn(xlsx.buffer!, 'Fecha Clase', 'Individuales');
    const [start] = await sheetColumn(xlsx.buffer!, 'Inicio', 'Individuales');
    const [end] = await sheetColumn(xlsx.buffer!, 'Fin', 'Individuales');
    expect([(day!.value as Date).toISOString().slice(0, 10), day!.numFmt]).toEqual([monday, 'dd/mm/yyyy']);
    expect([(start!.value as Date).toISOString().slice(11, 16), start!.numFmt]).toEqual(['09:00', 'hh:mm']);
    expect([(end!.value as Date).toISOString().slice(11, 16), end!.numFmt]).toEqual(['10:30', 'hh:mm']);
    const [afpDay] = await sheetColumn(xlsx.buffer!, 'Fecha', 'Descuento AFP');
    expect((afpDay!.value as Date).getTime()).toBe(Date.parse(new Date(entered).toISOString()) - 4 * 3600_000);
  });

  it("is role 1's, inside its department, for a real week", async () => {
    const w = await calendarWorld(api().db);
    const week = payWeek(todayLaPaz());
    expect(
      (
        await api()
          .as('cajero')
          .get(`/api/reports/selectPaymentClassByIdTeacher/1/${w.teacherId}/${week.start}/${week.end}`)
      ).status,
    ).toBe(403);
    expect(
      (await api().as('cajero').post('/api/afps/insertAfp', { discount: 5, detail: 'x', idTeacher: w.teacherId }))
        .status,
    ).toBe(403);
    expect(
      (
        await api()
          .as('admin')
          .get(`/api/reports/selectPaymentClassByIdTeacher/1/${w.foreignTeacherId}/${week.start}/${week.end}`)
      ).status,
    ).toBe(400);
    // The summary reads the week while the teacher is checked: a teacher of another department or none gets no figures.
    const foreignSummary = await api()
      .as('admin')
      .get(`/api/reports/selectTeacherPaySummary/1/${w.foreignTeacherId}/${week.start}/${week.end}`);
    expect([foreignSummary.status, foreignSummary.body.total]).toEqual([400, undefined]);
    expect(
      (await api().as('admin').get(`/api/reports/selectTeacherPaySummary/1/999999/${week.start}/${week.end}`)).body.msg,
    ).toBe('No se encontro el profesor.');
    expect(
      (
        await api()
          .as('admin')
          .get(`/api/reports/selectPaymentClassByIdTeacher/1/${w.teacherId}/${week.end}/${week.start}`)
      ).body.msg,
    ).toBe('Seleccione una Fecha');
    expect(
      (await api().as('admin').get(`/api/reports/selectPaymentClassByIdTeacher/1/${w.teacherId}/2026-01-01/2026-06-01`))
        .status,
    ).toBe(400);
  });
});
