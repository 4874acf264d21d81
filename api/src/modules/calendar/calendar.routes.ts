import { CALENDAR, CALENDAR_MESSAGES as M } from '../../../../domain/calendar.js';
import { PAYMENT_MESSAGES as P } from '../../../../domain/payment-rules.js';
import { publicUrl } from '../../http/public-url.js';
import { documented } from '../../http/route.js';
import { ALL_ROLES, STAFF_ROLES, type Actor } from '../../http/session.js';
import { sendPdf } from '../../pdf/index.js';
import {
  body,
  centsOf,
  id,
  money,
  nullableInt,
  oneOf,
  optionalId,
  params,
  pathInt,
  text,
} from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { versionField } from '../../lib/versioned.js';
import { teacherFor } from './bookings.rules.js';
import * as A from './calendar.answers.js';
import { deleteActivity, deleteGroupBlock, groupsOfYear, insertActivity, insertGroupBlock } from './blocks.service.js';
import { activities, groupBlocks, lessons } from './calendar.queries.js';
import { lessonReceipt, payReservation, reservationPayments } from './lesson-payments.service.js';
import {
  changeTeacherOfLesson,
  changeTeacherOfReservation,
  deleteLesson,
  insertLesson,
  updateLesson,
} from './lessons.service.js';
import { searchStudents } from '../students/students.service.js';
import { hoursLeft, individualHours, packageLessons, reservationLessons } from './reservations.service.js';
import { assignSubject, availableSubjects, teacherSubjects, unassignSubject } from './teacher-subjects.service.js';

/** An instant as `Date.toISOString()` sends it (an offset is accepted and converted to UTC). */
const instant = {
  type: 'string',
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  errorMessage: M.time,
};
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: 'Parámetro no válido.' };
const term = { type: ['string', 'null'], maxLength: 100, errorMessage: 'Parámetro no válido.' };
const flag = { type: ['boolean', 'integer', 'null'], default: 0, errorMessage: 'Datos no válidos.' };
const range = params({ idDepartament: pathInt(), idTeacher: pathInt(), start: day, end: day });
const searchParams = params({ idDepartament: pathInt(), names: term, surnames: term, ci: term });
const weeks = (limits: { min: number; max: number }) => ({
  type: 'integer',
  minimum: limits.min,
  maximum: limits.max,
  errorMessage: M.weeks,
});
const numberStudents = {
  type: 'integer',
  minimum: CALENDAR.numberStudents.min,
  maximum: CALENDAR.numberStudents.max,
  errorMessage: M.numberStudents,
};
const onlyRemove = oneOf([0], 'El estado debe ser 0.');
const lessonFields = {
  idTeacher: id(M.teacher),
  idSubject: id(M.subject),
  idLevel: id(M.level),
  numberStudent: numberStudents,
  startDate: instant,
  endDate: instant,
  idReservation: optionalId(),
  description: text({ upper: true, max: 300 }),
  virtual: flag,
  idDepartament: optionalId(),
  hoursLeft: { type: ['integer', 'null'] },
  statusType: { type: ['integer', 'null'] },
};
const lessonRequired = ['idTeacher', 'idSubject', 'idLevel', 'numberStudent', 'startDate', 'endDate'];
const staff = { roles: STAFF_ROLES };
type CalendarRead<T> = (db: ModuleDeps['db'], teacherId: number, start: string, end: string) => Promise<T[]>;

/**
 * Teachers' subjects and the calendar (spec 02 §7 "Teachers" and "Calendar and lessons"). Staff run any
 * teacher's calendar of their department; teachers (roles 3–5) read and block only their own.
 */
export function registerCalendar({ router, db }: ModuleDeps): void {
  const subjects = documented(router, '/subjects');
  const teacherDept = params({ idTeacher: pathInt(), idDepartament: pathInt() });
  subjects.get(
    '/selectSubjectTeacher/:idTeacher/:idDepartament',
    {
      roles: ALL_ROLES,
      summary: 'Materias asignadas a un docente',
      response: A.teacherSubjectsAnswer,
      params: teacherDept,
    },
    async ({ params: p, actor }) => teacherSubjects(db, actor, p.idTeacher, p.idDepartament),
  );
  subjects.get(
    '/selectSubjectByIdTeacher/:idTeacher/:idDepartament',
    {
      ...staff,
      summary: 'Materias que aún se pueden asignar a un docente',
      response: A.teacherSubjectsAnswer,
      params: teacherDept,
    },
    async ({ params: p, actor }) => availableSubjects(db, actor, p.idTeacher, p.idDepartament),
  );
  subjects.post(
    '/insertSubjectTeacher',
    {
      ...staff,
      summary: 'Asigna una materia a un docente',
      response: A.subjectAssignedAnswer,
      body: body({ idTeacher: id(), idSubject: id('Debe ingresar una materia') }, ['idTeacher', 'idSubject']),
    },
    async ({ body: b, actor }) => assignSubject(db, actor, b),
  );
  subjects.put(
    '/deleteSubjectTeacher',
    {
      ...staff,
      summary: 'Quita una materia a un docente',
      response: A.calendarMessageAnswer,
      body: body({ idSubjectTeacher: id() }, ['idSubjectTeacher']),
    },
    async ({ body: b, actor }) => unassignSubject(db, actor, b.idSubjectTeacher),
  );

  const readRange = async <T>(
    actor: Actor,
    p: { idTeacher: number; idDepartament: number; start: string; end: string },
    read: CalendarRead<T>,
  ) => {
    const teacher = await teacherFor(db, actor, p.idTeacher, p.idDepartament);
    return read(db, teacher.id, p.start, p.end);
  };
  const groupTeachers = documented(router, '/groupTeachers');
  groupTeachers.get(
    '/selectGroupTeacher/:idDepartament/:idTeacher/:start/:end',
    {
      roles: ALL_ROLES,
      summary: 'Horarios de grupo de un docente entre dos días',
      response: A.groupBlocksAnswer,
      params: range,
    },
    async ({ params: p, actor }) => readRange(actor, p, groupBlocks),
  );
  groupTeachers.post(
    '/insertGroupTeacher',
    {
      ...staff,
      summary: 'Registra el horario de un grupo para un docente, repetido por semanas',
      response: A.blocksCreatedAnswer,
      body: body(
        {
          idGroup: id(M.group),
          idTeacher: id(M.teacher),
          startDate: instant,
          endDate: instant,
          weeks: weeks(CALENDAR.groupWeeks),
          idDepartament: optionalId(),
        },
        ['idGroup', 'idTeacher', 'startDate', 'endDate', 'weeks'],
      ),
    },
    async ({ body: b, actor }) => insertGroupBlock(db, actor, b),
  );
  groupTeachers.put(
    '/deleteGroupTeacher',
    {
      ...staff,
      summary: 'Elimina un horario de grupo',
      response: A.calendarMessageAnswer,
      body: body({ state: onlyRemove, idGroupTeacher: id(), version: versionField() }, ['state', 'idGroupTeacher']),
    },
    async ({ body: b, actor }) => deleteGroupBlock(db, actor, b.idGroupTeacher, b.version),
  );

  const activitiesApi = documented(router, '/activities');
  activitiesApi.get(
    '/selectActivitieTeachers/:idDepartament/:idTeacher/:start/:end',
    {
      roles: ALL_ROLES,
      summary: 'Horarios bloqueados de un docente entre dos días',
      response: A.activitiesAnswer,
      params: range,
    },
    async ({ params: p, actor }) => readRange(actor, p, activities),
  );
  activitiesApi.post(
    '/insertActivitieTeacher',
    {
      roles: ALL_ROLES,
      summary: 'Bloquea un horario de un docente, repetido por semanas',
      response: A.blocksCreatedAnswer,
      body: body(
        {
          description: text({ upper: true, max: 200 }),
          idTeacher: id(M.teacher),
          startDate: instant,
          endDate: instant,
          weeks: weeks(CALENDAR.activityWeeks),
          idDepartament: optionalId(),
        },
        ['idTeacher', 'startDate', 'endDate', 'weeks'],
      ),
    },
    async ({ body: b, actor }) => insertActivity(db, actor, b),
  );
  activitiesApi.put(
    '/deleteActivitieTeacher',
    {
      roles: ALL_ROLES,
      summary: 'Elimina un horario bloqueado',
      response: A.calendarMessageAnswer,
      body: body({ state: onlyRemove, idActivitieTeacher: id(), version: versionField() }, [
        'state',
        'idActivitieTeacher',
      ]),
    },
    async ({ body: b, actor }) => deleteActivity(db, actor, b.idActivitieTeacher, b.version),
  );

  const groups = documented(router, '/groups');
  groups.get(
    '/selectGroupByYear/:year/:idDepartament/:idTeacher',
    {
      ...staff,
      summary: 'Grupos activos de los semestres de un año',
      response: A.groupsOfYearAnswer,
      params: params({
        year: { ...pathInt(), minimum: 2010, maximum: 2100 },
        idDepartament: pathInt(),
        idTeacher: nullableInt(),
      }),
    },
    async ({ params: p, actor }) => groupsOfYear(db, actor, p.year, p.idDepartament),
  );

  const lessonsApi = documented(router, '/lessons');
  lessonsApi.get(
    '/selectLessons/:idDepartament/:idTeacher/:start/:end',
    { roles: ALL_ROLES, summary: 'Clases de un docente entre dos días', response: A.lessonsAnswer, params: range },
    async ({ params: p, actor }) => readRange(actor, p, lessons),
  );
  lessonsApi.post(
    '/insertLesson',
    {
      ...staff,
      summary: 'Registra una clase individual',
      response: A.lessonCreatedAnswer,
      body: body({ ...lessonFields, idStudent: optionalId() }, lessonRequired),
    },
    async ({ body: b, actor }) => insertLesson(db, actor, b),
  );
  lessonsApi.put(
    '/updateLesson',
    {
      ...staff,
      summary: 'Cambia una clase individual',
      response: A.lessonUpdatedAnswer,
      body: body({ ...lessonFields, idLesson: id(), idSchedule: optionalId(), version: versionField() }, [
        ...lessonRequired,
        'idLesson',
      ]),
    },
    async ({ body: b, actor }) => updateLesson(db, actor, b),
  );
  lessonsApi.put(
    '/deleteLesson',
    {
      ...staff,
      summary: 'Elimina una clase',
      response: A.calendarMessageAnswer,
      body: body(
        {
          state: onlyRemove,
          idLesson: id(),
          idReservation: optionalId(),
          hoursLeft: { type: ['integer', 'null'] },
          version: versionField(),
        },
        ['state', 'idLesson'],
      ),
    },
    async ({ body: b, actor }) => deleteLesson(db, actor, b.idLesson, b.version),
  );
  lessonsApi.put(
    '/updateTeacherSubject',
    {
      ...staff,
      summary: 'Cambia el docente de una clase',
      response: A.teacherChangedAnswer,
      body: body({ idLesson: id(), idTeacher: id(M.teacher), idSubject: optionalId(), version: versionField() }, [
        'idLesson',
        'idTeacher',
      ]),
    },
    async ({ body: b, actor }) => changeTeacherOfLesson(db, actor, b),
  );
  lessonsApi.put(
    '/updateTeacherAllSubjects',
    {
      ...staff,
      summary: 'Cambia el docente de todas las clases de una reserva',
      response: A.teacherChangedAnswer,
      body: body({ idOldTeacher: id(), idTeacher: id(M.teacher), idReservation: id() }, [
        'idOldTeacher',
        'idTeacher',
        'idReservation',
      ]),
    },
    async ({ body: b, actor }) => changeTeacherOfReservation(db, actor, b),
  );
  lessonsApi.get(
    '/selectLessonsByIdReservation/:idReservation/:idTeacher',
    {
      ...staff,
      summary: 'Una reserva con su precio, lo pagado y sus clases',
      response: A.reservationLessonsAnswer,
      params: params({ idReservation: pathInt(), idTeacher: nullableInt() }),
    },
    async ({ params: p, actor }) => reservationLessons(db, actor, p.idReservation, p.idTeacher),
  );
  lessonsApi.get(
    '/selectHoursLeftByIdReservation/:idReservation',
    {
      ...staff,
      summary: 'Minutos restantes de un paquete',
      response: A.hoursLeftAnswer,
      params: params({ idReservation: pathInt() }),
    },
    async ({ params: p, actor }) => hoursLeft(db, actor, p.idReservation),
  );
  lessonsApi.get(
    '/selectIngressLessonsByIdReservation/:idReservation',
    {
      ...staff,
      summary: 'Clases de un paquete con su docente',
      response: A.packageLessonsAnswer,
      params: params({ idReservation: pathInt() }),
    },
    async ({ params: p, actor }) => packageLessons(db, actor, p.idReservation),
  );
  lessonsApi.get(
    '/selectIndividualHoursByStudent/:idDepartament/:names/:surnames/:ci',
    {
      ...staff,
      summary: 'Reservas de clases individuales de los estudiantes buscados',
      response: A.individualHoursAnswer,
      params: searchParams,
    },
    async ({ params: p, actor }) => individualHours(db, actor, p.idDepartament, p),
  );

  const users = documented(router, '/users');
  users.get(
    '/selectSearchStudentClass/:idDepartament/:names/:surnames/:ci',
    {
      ...staff,
      summary: 'Busca estudiantes activos para una clase',
      response: A.studentFoundAnswer,
      params: searchParams,
    },
    // The one student search of the app (ci from its start, names anywhere, active students of the department).
    async ({ params: p, actor }) =>
      searchStudents(db, actor, {
        departmentId: p.idDepartament,
        groupId: null,
        names: p.names,
        surnames: p.surnames,
        ci: p.ci,
      }),
  );

  const payments = documented(router, '/payments');
  payments.get(
    '/selectPaymentsByIdReservation/:idReservation',
    {
      ...staff,
      summary: 'Pagos de una reserva de clases',
      response: A.reservationPaymentsAnswer,
      params: params({ idReservation: pathInt() }),
    },
    async ({ params: p, actor }) => reservationPayments(db, actor, p.idReservation),
  );
  payments.post(
    '/insertPaymentLesson',
    {
      ...staff,
      summary: 'Registra el pago de clases individuales',
      response: A.lessonPaymentAnswer,
      body: body(
        {
          subTotal: money(P.totalRequired),
          discount: money(P.discountRequired),
          total: { type: ['number', 'string', 'null'], maxLength: 20, errorMessage: P.notANumber },
          description: text({ upper: true, max: 300 }),
          idReservation: id(),
          idPaymentType: id(P.paymentTypeRequired),
          idUser: optionalId(),
          idDepartament: optionalId(),
        },
        ['subTotal', 'discount', 'idReservation', 'idPaymentType'],
      ),
    },
    async ({ body: b, actor }) =>
      payReservation(db, actor, {
        totalCents: b.total === null || b.total === undefined || b.total === '' ? null : centsOf(b.total, P.notANumber),
        amountPaidCents: centsOf(b.subTotal, P.notANumber),
        discountCents: centsOf(b.discount, P.notANumber),
        description: b.description ?? '',
        reservationId: b.idReservation,
        paymentTypeId: b.idPaymentType,
        departmentId: b.idDepartament,
      }),
  );
  payments.get(
    '/lessonReceipt/:idPago',
    {
      ...staff,
      summary: 'Recibo PDF de un pago de clases',
      produces: 'application/pdf',
      params: params({ idPago: pathInt() }),
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, fileName } = await lessonReceipt(db, actor, p.idPago, publicUrl(ctx));
      sendPdf(ctx, pdf, fileName, { disposition: 'inline' });
    },
  );
}
