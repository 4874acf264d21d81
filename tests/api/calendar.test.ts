import { expect, it } from 'vitest';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { CALENDAR_MESSAGES as M, EVENT_TYPE, onlyMinutesLeft } from '../../domain/calendar.js';
import {
  at,
  calendarWorld,
  lessonBody,
  newStudent,
  packageReservation,
  type CalendarWorld,
} from './calendar-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { enrolStudent } from './payments-fixtures.js';
import { readPdf } from './finance-fixtures.js';

const lessonsOf = async (api: TestApi, w: CalendarWorld, teacherId: number, start: string, end = start) =>
  (await api.as('cajero').get(`/api/lessons/selectLessons/${w.departmentId}/${teacherId}/${start}/${end}`))
    .body as any[];

describeEngines('teacher calendar: blocks, lessons and conflicts', (api) => {
  it('repeats a group block weekly, lists it in La Paz days and refuses a lesson on top of it, naming the clash', async () => {
    const w = await calendarWorld(api().db);
    const group = await api()
      .db('classGroups')
      .where({ id: (await enrolStudent(api().db)).groupId })
      .first();
    const res = await api()
      .as('cajero')
      .post('/api/groupTeachers/insertGroupTeacher', {
        idGroup: group.id,
        idTeacher: w.teacherId,
        startDate: at('2027-03-01', '10:00'),
        endDate: at('2027-03-01', '12:00'),
        weeks: 3,
      });
    expect(res.status).toBe(200);
    const blocks = (
      await api().as('cajero').get(`/api/groupTeachers/selectGroupTeacher/1/${w.teacherId}/2027-03-01/2027-03-31`)
    ).body;
    expect(blocks.map((b: any) => b.fechaInicial)).toEqual([
      '2027-03-01T14:00:00.000Z',
      '2027-03-08T14:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
    ]);
    expect(blocks[0]).toMatchObject({ nombreGrupo: group.name, tipo: EVENT_TYPE.GROUP });

    const clash = await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-03-08', '11:00', '12:30'));
    expect(clash.status).toBe(409);
    expect(clash.body.msg).toBe('El docente ya tiene un grupo el 08/03 de 10:00 a 12:00');
    expect(await api().db('reservations').where({ studentId: w.studentId }).count({ n: '*' }).first()).toMatchObject({
      n: 0,
    });

    // Removing one occurrence frees that hour only.
    await api()
      .as('cajero')
      .put('/api/groupTeachers/deleteGroupTeacher', { state: 0, idGroupTeacher: blocks[1].idGrupoDocente });
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/lessons/insertLesson', lessonBody(w, '2027-03-08', '11:00', '12:30'))
      ).status,
    ).toBe(200);
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/lessons/insertLesson', lessonBody(w, '2027-03-15', '11:00', '12:30'))
      ).status,
    ).toBe(409);
  });

  it('refuses slots the calendar cannot hold and weeks out of range, writing nothing', async () => {
    const w = await calendarWorld(api().db);
    const block = (start: string, end: string, weeks = 1) =>
      api().as('cajero').post('/api/activities/insertActivitieTeacher', {
        description: '',
        idTeacher: w.teacherId,
        startDate: start,
        endDate: end,
        weeks,
        idDepartament: 1,
      });
    const cases: Array<[Promise<any>, string]> = [
      [block(at('2027-03-07', '10:00'), at('2027-03-07', '11:00')), M.sunday],
      [block(at('2027-03-02', '07:00'), at('2027-03-02', '09:00')), M.outsideHours],
      [block(at('2027-03-02', '11:00'), at('2027-03-02', '10:00')), M.endBeforeStart],
      [block(at('2027-03-02', '23:00'), at('2027-03-03', '09:00')), M.sameDay],
      [block(at('2027-03-02', '10:00'), at('2027-03-02', '11:00'), 9), M.weeks],
      [block('mañana', at('2027-03-02', '11:00')), M.time],
      [
        api()
          .as('cajero')
          .post('/api/lessons/insertLesson', lessonBody(w, '2027-03-02', '10:00', '11:00', { numberStudent: 11 })),
        M.numberStudents,
      ],
      [
        api()
          .as('cajero')
          .post('/api/lessons/insertLesson', lessonBody(w, '2027-03-02', '10:00', '11:00', { idLevel: 999999 })),
        M.level,
      ],
    ];
    for (const [request, message] of cases) {
      const res = await request;
      expect(res.status, message).toBe(400);
      expect(res.body.msg).toBe(message);
    }
    expect(
      await api()
        .db('calendarSlots')
        .where({ teacherId: w.teacherId })
        .where('startsAt', '>=', '2027-03-02')
        .where('startsAt', '<', '2027-03-04')
        .count({ n: '*' })
        .first(),
    ).toMatchObject({ n: 0 });
    const ok = await block(at('2027-03-02', '10:00'), at('2027-03-02', '11:00'), 8);
    expect(ok.status).toBe(200);
    const listed = (
      await api().as('cajero').get(`/api/activities/selectActivitieTeachers/1/${w.teacherId}/2027-03-02/2027-03-02`)
    ).body;
    expect(listed).toEqual([
      expect.objectContaining({
        descripcion: 'BLOQUEADO',
        tipo: EVENT_TYPE.ACTIVITY,
        fechaInicial: at('2027-03-02', '10:00'),
      }),
    ]);
  });

  it('books a lesson, is paid against its price (1 → 2 → 3), prints the receipt and keeps paid lessons from role 2', async () => {
    const w = await calendarWorld(api().db);
    const booked = await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-04-05', '09:00', '10:30'));
    expect(booked.status).toBe(200);
    const reservation = booked.body.idReservationStudent;
    const [lesson] = await lessonsOf(api(), w, w.teacherId, '2027-04-05');
    expect(lesson).toMatchObject({
      tipo: EVENT_TYPE.UNPAID,
      idReserva: reservation,
      ci: expect.any(String),
      descripcion: 'ÁLGEBRA',
      virtual: 0,
    });

    const pay = (extra: Record<string, unknown>) =>
      api()
        .as('cajero')
        .post('/api/payments/insertPaymentLesson', {
          discount: 0,
          subTotal: 0,
          total: 300,
          description: '',
          idReservation: reservation,
          idUser: 1,
          idPaymentType: w.paymentTypeId,
          idDepartament: 1,
          ...extra,
        });
    expect((await pay({ subTotal: 301 })).body.msg).toBe('El total a pagar no debe ser mayor al precio');
    expect((await pay({ discount: 200, subTotal: 150 })).body.msg).toBe(
      'La suma del total mas el descuento no debe ser mayor al precio',
    );
    expect((await pay({ total: null, subTotal: 10 })).body.msg).toBe('Ingrese un precio');
    const first = await pay({ subTotal: 100 });
    expect(first.status).toBe(200);
    // The cashier's individual income report lists it, its detail line naming the student.
    const student = await api()
      .db('reservations')
      .join('users', 'users.id', 'reservations.studentId')
      .where('reservations.id', reservation)
      .first('firstNames', 'lastNames');
    const individual = (
      await api().as('admin').get(`/api/reports/selectSearchIndividualReport/1/null/${todayLaPaz()}/null/null`)
    ).body;
    expect(individual).toContainEqual(
      expect.objectContaining({
        idPago: first.body.idPago,
        detalle: `CLASE INDIVIDUAL - ${student.firstNames} ${student.lastNames}`,
        subTotal: 100,
        total: 300,
      }),
    );
    expect((await lessonsOf(api(), w, w.teacherId, '2027-04-05'))[0]).toMatchObject({
      tipo: EVENT_TYPE.PARTIAL,
      precio: 300,
      pagado: 100,
    });
    // The price is fixed by the first payment: a screen showing another one is stale.
    expect((await pay({ total: 250, subTotal: 10 })).status).toBe(409);
    const second = await pay({ subTotal: 180, discount: 20 });
    expect(second.status).toBe(200);
    expect(second.body.codigo).toBe(first.body.codigo + 1);
    expect((await lessonsOf(api(), w, w.teacherId, '2027-04-05'))[0].tipo).toBe(EVENT_TYPE.PAID);
    expect((await pay({ subTotal: 1 })).body.msg).toBe('El total a pagar no debe ser mayor al precio');

    const receipts = (await api().as('cajero').get(`/api/payments/selectPaymentsByIdReservation/${reservation}`)).body;
    expect(receipts.map((r: any) => [r.subTotal, r.saldo])).toEqual([
      [100, 200],
      [180, 0],
    ]);
    const pdf = await api().as('cajero').get(`/api/payments/lessonReceipt/${first.body.idPago}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent(`Recibo N° ${first.body.codigo}.pdf`));
    // The receipt says which class was paid, in La Paz time.
    expect(readPdf(pdf.buffer!).text).toContain('Clase: 05/04/2027 09:00–10:30');

    const removeByCashier = await api().as('cajero').put('/api/lessons/deleteLesson', {
      state: 0,
      idLesson: lesson.idClase,
      idReservation: reservation,
      hoursLeft: null,
    });
    expect(removeByCashier.status).toBe(403);
    expect(removeByCashier.body.msg).toBe(M.paidLesson);
    expect(
      (await api().as('admin').put('/api/lessons/deleteLesson', { state: 0, idLesson: lesson.idClase })).status,
    ).toBe(200);
    expect(await lessonsOf(api(), w, w.teacherId, '2027-04-05')).toEqual([]);
    const audits = await api()
      .db('auditLog')
      .whereIn('action', ['pay-lesson', 'delete'])
      .whereIn('entity', ['payments', 'lessons'])
      .count({ n: '*' })
      .first();
    expect(Number(audits?.n)).toBeGreaterThanOrEqual(3);
  });

  it('refuses a lesson that overlaps another lesson of the same student with another teacher', async () => {
    const w = await calendarWorld(api().db);
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/lessons/insertLesson', lessonBody(w, '2027-04-06', '15:00', '16:00'))
      ).status,
    ).toBe(200);
    const other = await api()
      .as('cajero')
      .post(
        '/api/lessons/insertLesson',
        lessonBody(w, '2027-04-06', '15:30', '16:30', { idTeacher: w.otherTeacherId }),
      );
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('El estudiante ya tiene una clase el 06/04 de 15:00 a 16:00');
    // Back to back is not an overlap.
    expect(
      (
        await api()
          .as('cajero')
          .post(
            '/api/lessons/insertLesson',
            lessonBody(w, '2027-04-06', '16:00', '17:00', { idTeacher: w.otherTeacherId }),
          )
      ).status,
    ).toBe(200);
  });

  it("takes a package's minutes lesson by lesson with the spec's three messages and gives them back", async () => {
    const w = await calendarWorld(api().db);
    const idReservation = await packageReservation(api().db, w, 120);
    const book = (date: string, from: string, to: string) =>
      api()
        .as('cajero')
        .post(
          '/api/lessons/insertLesson',
          lessonBody(w, date, from, to, { idReservation, statusType: EVENT_TYPE.PACKAGE }),
        );
    expect((await book('2027-05-03', '09:00', '10:30')).status).toBe(200);
    expect(
      (await api().as('cajero').get(`/api/lessons/selectHoursLeftByIdReservation/${idReservation}`)).body.hrsRestante,
    ).toBe(30);
    const tooLong = await book('2027-05-04', '09:00', '10:00');
    expect(tooLong.body.msg).toBe(onlyMinutesLeft(30));
    expect((await book('2027-05-04', '09:00', '09:30')).status).toBe(200);
    expect((await book('2027-05-05', '09:00', '09:30')).body.msg).toBe(M.noMinutesLeft);

    const [lesson] = await lessonsOf(api(), w, w.teacherId, '2027-05-04');
    expect(lesson.tipo).toBe(EVENT_TYPE.PACKAGE);
    const longer = await api()
      .as('cajero')
      .put('/api/lessons/updateLesson', {
        ...lessonBody(w, '2027-05-04', '09:00', '10:00', { idReservation }),
        idLesson: lesson.idClase,
        idSchedule: lesson.idCalendario,
      });
    expect(longer.status).toBe(400);
    expect(longer.body.msg).toBe(M.notEnoughOnEdit);
    expect(
      (await api().as('cajero').put('/api/lessons/deleteLesson', { state: 0, idLesson: lesson.idClase })).status,
    ).toBe(200);
    expect(
      (await api().as('cajero').get(`/api/lessons/selectHoursLeftByIdReservation/${idReservation}`)).body.hrsRestante,
    ).toBe(30);
    const listed = (await api().as('cajero').get(`/api/lessons/selectIngressLessonsByIdReservation/${idReservation}`))
      .body;
    expect(listed.map((l: any) => l.minutos)).toEqual([90]);
  });

  it('lets exactly one of many concurrent bookings of the same slot through', async () => {
    const w = await calendarWorld(api().db);
    const students = await Promise.all(Array.from({ length: 6 }, () => newStudent(api().db)));
    const answers = await Promise.all(
      students.map((idStudent) =>
        api()
          .as('cajero')
          .post('/api/lessons/insertLesson', lessonBody(w, '2027-06-07', '10:00', '11:00', { idStudent })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await lessonsOf(api(), w, w.teacherId, '2027-06-07')).toHaveLength(1);
  });

  it('moves one lesson or all of a reservation to another teacher, only when that teacher is free', async () => {
    const w = await calendarWorld(api().db);
    const first = await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-06-14', '10:00', '11:00'));
    const idReservation = first.body.idReservationStudent;
    await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-06-15', '10:00', '11:00', { idReservation }));
    const [lesson] = await lessonsOf(api(), w, w.teacherId, '2027-06-14');
    await api()
      .as('cajero')
      .post('/api/activities/insertActivitieTeacher', {
        description: '',
        idTeacher: w.otherTeacherId,
        startDate: at('2027-06-15', '10:30'),
        endDate: at('2027-06-15', '11:30'),
        weeks: 1,
      });
    const one = await api().as('cajero').put('/api/lessons/updateTeacherSubject', {
      idLesson: lesson.idClase,
      idTeacher: w.otherTeacherId,
      idSubject: w.subjectId,
    });
    expect(one.body).toMatchObject({ idTeacher: w.otherTeacherId });
    expect(await lessonsOf(api(), w, w.otherTeacherId, '2027-06-14')).toHaveLength(1);
    const all = await api().as('cajero').put('/api/lessons/updateTeacherAllSubjects', {
      idOldTeacher: w.teacherId,
      idTeacher: w.otherTeacherId,
      idReservation,
    });
    expect(all.status).toBe(409);
    expect(all.body.msg).toBe('El docente ya tiene un horario bloqueado el 15/06 de 10:30 a 11:30');
    expect(await lessonsOf(api(), w, w.teacherId, '2027-06-15')).toHaveLength(1);
  });

  it('lets a teacher block and free only their own hours, and read only their own calendar', async () => {
    const w = await calendarWorld(api().db);
    const own = {
      description: '',
      idTeacher: w.docenteId,
      startDate: at('2027-07-05', '08:00'),
      endDate: at('2027-07-05', '09:00'),
      weeks: 2,
    };
    expect((await api().as('docente').post('/api/activities/insertActivitieTeacher', own)).status).toBe(200);
    expect(
      (
        await api()
          .as('docente')
          .post('/api/activities/insertActivitieTeacher', { ...own, idTeacher: w.teacherId })
      ).status,
    ).toBe(403);
    expect(
      (await api().as('docente').get(`/api/lessons/selectLessons/1/${w.teacherId}/2027-07-05/2027-07-05`)).status,
    ).toBe(403);
    expect(
      (
        await api()
          .as('docente')
          .post('/api/lessons/insertLesson', lessonBody(w, '2027-07-06', '10:00', '11:00', { idTeacher: w.docenteId }))
      ).status,
    ).toBe(403);
    const mine = (
      await api().as('docente').get(`/api/activities/selectActivitieTeachers/1/${w.docenteId}/2027-07-01/2027-07-31`)
    ).body;
    expect(mine).toHaveLength(2);
    expect(
      (
        await api()
          .as('docente')
          .put('/api/activities/deleteActivitieTeacher', { state: 0, idActivitieTeacher: mine[0].idDocenteActividad })
      ).status,
    ).toBe(200);
    const staffBlock = await api()
      .as('cajero')
      .post('/api/activities/insertActivitieTeacher', { ...own, idTeacher: w.teacherId });
    const theirs = (
      await api().as('cajero').get(`/api/activities/selectActivitieTeachers/1/${w.teacherId}/2027-07-05/2027-07-05`)
    ).body;
    expect(staffBlock.status).toBe(200);
    expect(
      (
        await api()
          .as('docente')
          .put('/api/activities/deleteActivitieTeacher', { state: 0, idActivitieTeacher: theirs[0].idDocenteActividad })
      ).status,
    ).toBe(403);
  });

  it('keeps every call inside the department', async () => {
    const w = await calendarWorld(api().db);
    expect(
      (await api().as('cajero').get(`/api/lessons/selectLessons/1/${w.foreignTeacherId}/2027-03-01/2027-03-31`)).status,
    ).toBe(403);
    expect(
      (
        await api()
          .as('cajero')
          .post(
            '/api/lessons/insertLesson',
            lessonBody(w, '2027-08-02', '10:00', '11:00', { idTeacher: w.foreignTeacherId }),
          )
      ).status,
    ).toBe(403);
    const foreignStudent = await newStudent(api().db, 2);
    expect(
      (
        await api()
          .as('cajero')
          .post(
            '/api/lessons/insertLesson',
            lessonBody(w, '2027-08-02', '10:00', '11:00', { idStudent: foreignStudent }),
          )
      ).status,
    ).toBe(400);
    expect((await api().as('cajero').get(`/api/subjects/selectSubjectTeacher/${w.foreignTeacherId}/1`)).status).toBe(
      403,
    );
  });
});

describeEngines('teachers: subjects, REST face and individual hours', (api) => {
  it('assigns and removes a subject, with available and assigned lists', async () => {
    const w = await calendarWorld(api().db);
    const available = (await api().as('cajero').get(`/api/subjects/selectSubjectByIdTeacher/${w.otherTeacherId}/1`))
      .body;
    const pick = available[0];
    const added = await api()
      .as('cajero')
      .post('/api/subjects/insertSubjectTeacher', { idTeacher: w.otherTeacherId, idSubject: pick.idMateria });
    expect(added.status).toBe(200);
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/subjects/insertSubjectTeacher', { idTeacher: w.otherTeacherId, idSubject: pick.idMateria })
      ).status,
    ).toBe(409);
    expect(
      (await api().as('cajero').post('/api/subjects/insertSubjectTeacher', { idTeacher: w.otherTeacherId })).body.msg,
    ).toBe('Debe ingresar una materia');
    const assigned = (await api().as('cajero').get(`/api/subjects/selectSubjectTeacher/${w.otherTeacherId}/1`)).body;
    const row = assigned.find((s: any) => s.idMateria === pick.idMateria);
    expect(row.idDocenteMateria).toBe(added.body.idDocenteMateria);
    expect(
      (await api().as('cajero').put('/api/subjects/deleteSubjectTeacher', { idSubjectTeacher: row.idDocenteMateria }))
        .status,
    ).toBe(200);
    expect(
      (await api().as('cajero').get(`/api/subjects/selectSubjectByIdTeacher/${w.otherTeacherId}/1`)).body.map(
        (s: any) => s.idMateria,
      ),
    ).toContain(pick.idMateria);
  });

  it('creates a teacher on the REST face and answers type 3 with the person when the ci is in another branch', async () => {
    const headers = { 'x-department-id': '1' };
    const branches = await api().db('branchOffices').where({ departmentId: 1 }).orderBy('id');
    const teacher = {
      nombres: ' ana maria ',
      apellidos: 'rios',
      ci: '9911223',
      email: 'ana@x.bo',
      telefono: '71234567',
      idSucursal: branches[0].id,
      idRol: 3,
    };
    const created = await api().request('POST', '/api/rest/teachers', {
      token: api().tokens.admin,
      body: teacher,
      headers,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ nombres: 'ANA MARIA', apellidos: 'RIOS', nombreRol: expect.any(String) });
    if (branches.length > 1) {
      const again = await api().request('POST', '/api/rest/teachers', {
        token: api().tokens.admin,
        body: { ...teacher, idSucursal: branches[1].id },
        headers,
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ type: 3, data: expect.objectContaining({ ci: '9911223' }) });
    }
    const bad = await api().request('POST', '/api/rest/teachers', {
      token: api().tokens.cajero,
      body: { ...teacher, ci: '9911224', email: 'x' },
      headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Debe ingresar un email correcto');
    expect(
      (await api().request('POST', '/api/rest/teachers', { token: api().tokens.docente, body: teacher, headers }))
        .status,
    ).toBe(403);
  });

  it("finds a student's individual hours by ci, surnames or names", async () => {
    const w = await calendarWorld(api().db);
    await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-09-06', '10:00', '11:00'));
    const student = await api().db('users').where({ id: w.studentId }).first();
    const byCi = (await api().as('cajero').get(`/api/lessons/selectIndividualHoursByStudent/1/null/null/${student.ci}`))
      .body;
    expect(byCi).toEqual([
      expect.objectContaining({
        idUsuario: w.studentId,
        idDocente: w.teacherId,
        fechaInicial: at('2027-09-06', '10:00'),
        nroAlumnos: 1,
      }),
    ]);
    const bySurname = (
      await api()
        .as('cajero')
        .get(`/api/lessons/selectIndividualHoursByStudent/1/null/${encodeURIComponent(student.lastNames)}/null`)
    ).body;
    expect(bySurname).toHaveLength(1);
    const choose = (await api().as('cajero').get(`/api/users/selectSearchStudentClass/1/null/null/${student.ci}`)).body;
    expect(choose).toEqual([expect.objectContaining({ idUsuario: w.studentId })]);
  });
});
