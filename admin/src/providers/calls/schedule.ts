import type { DataProvider } from 'react-admin';
import { segment } from '../../common/format';
import type { Answer, AnswerRow, RequestBody } from '../apiTypes';
import type { components } from '../../types/api';
import type { Call, PersonQuery } from './call';

/** Server calendar items of spec 02 §3. Instants are ISO 8601 UTC strings. */
/** `version`: the calendar event's version, sent back by a move, edit or delete. */
export type GroupBlock = AnswerRow<'get_groupTeachers_selectGroupTeacher'>;
export type Activity = AnswerRow<'get_activities_selectActivitieTeachers'>;
export type Lesson = components['schemas']['Clase'];
/** The teacher's header: the fields of the `teachers` REST record the calendar shows. */
export type TeacherInfo = Pick<
  components['schemas']['Docente'],
  'idUsuario' | 'nombres' | 'apellidos' | 'ci' | 'nombreRol' | 'estado'
>;
export type Subject = AnswerRow<'get_subjects_selectSubjectTeacher'>;
export type ClassGroupOption = AnswerRow<'get_groups_selectGroupByYear'>;
export type LessonReceipt = AnswerRow<'get_payments_selectPaymentsByIdReservation'>;
export type ReservationLessons = Answer<'get_lessons_selectLessonsByIdReservation'>;
type ReservationStudent = Answer<'get_ingress_selectStudentByIdReservation'>;
/**
 * The student chosen for classes (spec 02 §3): found by a search, taken from a lesson or from a package's
 * reservation (its answer's fields), so only who the student is is always known; `idReserva` once a reservation exists.
 */
export type ChosenStudent = Pick<ReservationStudent, 'idUsuario' | 'nombres' | 'apellidos' | 'ci'> &
  Partial<Pick<ReservationStudent, 'telefono' | 'idLevel' | 'sigla' | 'numberStudents' | 'hrsRestante' | 'paquete'>> & {
    idReserva?: ReservationStudent['idReserva'] | null;
  };
export type IndividualHoursRow = AnswerRow<'get_lessons_selectIndividualHoursByStudent'>;

/** The calls of spec 02 §7 "Calendar and lessons" (levels, payment types and the teacher search are shared). */
export const scheduleCalls = (call: Call, rest: DataProvider) => ({
  teacherInfo: (idTeacher: number) =>
    rest.getOne<TeacherInfo & { id: number }>('teachers', { id: idTeacher }).then((r) => r.data),
  groupBlocks: (dept: number, idTeacher: number, start: string, end: string) =>
    call<Answer<'get_groupTeachers_selectGroupTeacher'>>(
      'GET',
      `/groupTeachers/selectGroupTeacher/${dept}/${idTeacher}/${start}/${end}`,
    ),
  lessons: (dept: number, idTeacher: number, start: string, end: string) =>
    call<Answer<'get_lessons_selectLessons'>>('GET', `/lessons/selectLessons/${dept}/${idTeacher}/${start}/${end}`),
  activities: (dept: number, idTeacher: number, start: string, end: string) =>
    call<Answer<'get_activities_selectActivitieTeachers'>>(
      'GET',
      `/activities/selectActivitieTeachers/${dept}/${idTeacher}/${start}/${end}`,
    ),
  groupsOfYear: (year: number, dept: number, idTeacher: number) =>
    call<Answer<'get_groups_selectGroupByYear'>>('GET', `/groups/selectGroupByYear/${year}/${dept}/${idTeacher}`),
  insertGroupBlock: (body: RequestBody<'post_groupTeachers_insertGroupTeacher'>) =>
    call<Answer<'post_groupTeachers_insertGroupTeacher'>>('POST', '/groupTeachers/insertGroupTeacher', body),
  insertActivity: (body: RequestBody<'post_activities_insertActivitieTeacher'>) =>
    call<Answer<'post_activities_insertActivitieTeacher'>>('POST', '/activities/insertActivitieTeacher', body),
  deleteGroupBlock: (block: GroupBlock) =>
    call<Answer<'put_groupTeachers_deleteGroupTeacher'>>('PUT', '/groupTeachers/deleteGroupTeacher', {
      state: 0,
      idGroupTeacher: block.idGrupoDocente,
      version: block.version,
    }),
  deleteActivity: (activity: Activity) =>
    call<Answer<'put_activities_deleteActivitieTeacher'>>('PUT', '/activities/deleteActivitieTeacher', {
      state: 0,
      idActivitieTeacher: activity.idDocenteActividad,
      version: activity.version,
    }),
  insertLesson: (body: RequestBody<'post_lessons_insertLesson'>) =>
    call<Answer<'post_lessons_insertLesson'>>('POST', '/lessons/insertLesson', body),
  updateLesson: (body: RequestBody<'put_lessons_updateLesson'>) =>
    call<Answer<'put_lessons_updateLesson'>>('PUT', '/lessons/updateLesson', body),
  deleteLesson: (lesson: Lesson) =>
    call<Answer<'put_lessons_deleteLesson'>>('PUT', '/lessons/deleteLesson', {
      state: 0,
      idLesson: lesson.idClase,
      idReservation: lesson.idReserva,
      hoursLeft: lesson.hrsRestante,
      version: lesson.version,
    }),
  changeLessonTeacher: (lesson: Lesson, idTeacher: number) =>
    call<Answer<'put_lessons_updateTeacherSubject'>>('PUT', '/lessons/updateTeacherSubject', {
      idLesson: lesson.idClase,
      idTeacher,
      idSubject: lesson.idMateria,
      version: lesson.version,
    }),
  changeAllLessonsTeacher: (lesson: Lesson, idTeacher: number) =>
    call<Answer<'put_lessons_updateTeacherAllSubjects'>>('PUT', '/lessons/updateTeacherAllSubjects', {
      idOldTeacher: lesson.idDocente,
      idTeacher,
      idReservation: lesson.idReserva,
    }),
  reservationLessons: (idReservation: number) =>
    call<Answer<'get_lessons_selectLessonsByIdReservation'>>(
      'GET',
      `/lessons/selectLessonsByIdReservation/${idReservation}/null`,
    ),
  lessonReceipts: (idReservation: number) =>
    call<Answer<'get_payments_selectPaymentsByIdReservation'>>(
      'GET',
      `/payments/selectPaymentsByIdReservation/${idReservation}`,
    ),
  payLessons: (body: RequestBody<'post_payments_insertPaymentLesson'>) =>
    call<Answer<'post_payments_insertPaymentLesson'>>('POST', '/payments/insertPaymentLesson', body),
  searchClassStudents: (dept: number, by: PersonQuery) =>
    call<Answer<'get_users_selectSearchStudentClass'>>(
      'GET',
      `/users/selectSearchStudentClass/${dept}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`,
    ),
  individualHours: (dept: number, by: PersonQuery) =>
    call<Answer<'get_lessons_selectIndividualHoursByStudent'>>(
      'GET',
      `/lessons/selectIndividualHoursByStudent/${dept}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`,
    ),
});
export type ScheduleCalls = ReturnType<typeof scheduleCalls>;

export const lessonReceiptPath = (idPago: number) => `/api/payments/lessonReceipt/${idPago}`;
