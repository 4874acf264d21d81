import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { segment } from '../../common/format';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { WriteAnswer } from '../semesters/academicsApi';

/** Server calendar items of spec 02 §3. Instants are ISO 8601 UTC strings. */
/** `version`: the calendar event's version, sent back by a move, edit or delete (issue 22). */
export interface GroupBlock { idGrupoDocente: number; idCalendario: number; tipo: number; nombreGrupo: string; fechaInicial: string; fechaFinal: string; version?: number }
export interface Activity { idDocenteActividad: number; idCalendario: number; tipo: number; descripcion: string; fechaInicial: string; fechaFinal: string; version?: number }
export interface Lesson {
  idClase: number; idCalendario: number; idReserva: number; idDocente: number; idEstudiante: number; nombres: string; apellidos: string;
  ci: string; telefono: string; idNivel: number; nombreNivel: string; sigla: string; nroAlumnos: number; idMateria: number; nombreMateria: string;
  codigoMateria: string; descripcion: string; virtual: number; tipo: number; fechaInicial: string; fechaFinal: string;
  precio: number | null; pagado: number; hrsRestante: number | null; version?: number;
}
export interface TeacherInfo { idUsuario: number; nombres: string; apellidos: string; ci: string; nombreRol: string; estado: number }
export interface Subject { idMateria: number; nombreMateria: string; codigoMateria: string; tipo: number }
export interface Level { idNivel: number; nombreNivel: string; sigla: string }
export interface ClassGroupOption { idGrupo: number; nombreGrupo: string; nombreSemestre: string }
export interface PaymentType { idTipoPago: number; nombreTipoPago: string }
export interface LessonReceipt { idPago: number; codigo: number; fechaPago: string; subTotal: number; descuento: number; saldo: number }
export interface ReservationLessons { idReserva: number; precio: number | null; precioFijado: boolean; pagado: number; saldo: number | null; lessons: Lesson[] }

/** The student chosen for classes (spec 02 §3); `idReserva` once a reservation exists. */
export interface ChosenStudent {
  idUsuario: number; nombres: string; apellidos: string; ci: string; telefono?: string;
  idLevel?: number; sigla?: string; numberStudents?: number; hrsRestante?: number; idReserva?: number | null; paquete?: boolean;
}
export interface IndividualHoursRow {
  idReserva: number; idUsuario: number; ci: string; apellidos: string; nombres: string; nombreMateria: string; docente: string;
  idDocente: number; fechaInicial: string; idNivel: number; nroAlumnos: number; sigla: string;
}

/** The calls of spec 02 §7 "Calendar and lessons". */
export function useScheduleApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    teacher: (idTeacher: number) => dp.getOne<TeacherInfo & { id: number }>('teachers', { id: idTeacher }).then((r) => r.data),
    groupBlocks: (dept: number, idTeacher: number, start: string, end: string) =>
      dp.call<GroupBlock[]>('GET', `/groupTeachers/selectGroupTeacher/${dept}/${idTeacher}/${start}/${end}`),
    lessons: (dept: number, idTeacher: number, start: string, end: string) =>
      dp.call<Lesson[]>('GET', `/lessons/selectLessons/${dept}/${idTeacher}/${start}/${end}`),
    activities: (dept: number, idTeacher: number, start: string, end: string) =>
      dp.call<Activity[]>('GET', `/activities/selectActivitieTeachers/${dept}/${idTeacher}/${start}/${end}`),
    subjects: (idTeacher: number, dept: number) => dp.call<Subject[]>('GET', `/subjects/selectSubjectTeacher/${idTeacher}/${dept}`),
    levels: (dept: number) => dp.call<Level[]>('GET', `/lessonLevels/selectLessonLevels/1/${dept}`),
    groupsOfYear: (year: number, dept: number, idTeacher: number) => dp.call<ClassGroupOption[]>('GET', `/groups/selectGroupByYear/${year}/${dept}/${idTeacher}`),
    paymentTypes: (dept: number) => dp.call<PaymentType[]>('GET', `/paymentTypes/selectPaymentType/1/${dept}`),
    insertGroupBlock: (body: object) => dp.call<WriteAnswer>('POST', '/groupTeachers/insertGroupTeacher', body),
    insertActivity: (body: object) => dp.call<WriteAnswer>('POST', '/activities/insertActivitieTeacher', body),
    deleteGroupBlock: (block: GroupBlock) => dp.call<WriteAnswer>('PUT', '/groupTeachers/deleteGroupTeacher',
      { state: 0, idGroupTeacher: block.idGrupoDocente, version: block.version }),
    deleteActivity: (activity: Activity) => dp.call<WriteAnswer>('PUT', '/activities/deleteActivitieTeacher',
      { state: 0, idActivitieTeacher: activity.idDocenteActividad, version: activity.version }),
    insertLesson: (body: object) => dp.call<WriteAnswer & { idReservationStudent: number }>('POST', '/lessons/insertLesson', body),
    updateLesson: (body: object) => dp.call<WriteAnswer>('PUT', '/lessons/updateLesson', body),
    deleteLesson: (lesson: Lesson) => dp.call<WriteAnswer>('PUT', '/lessons/deleteLesson',
      { state: 0, idLesson: lesson.idClase, idReservation: lesson.idReserva, hoursLeft: lesson.hrsRestante, version: lesson.version }),
    changeOne: (lesson: Lesson, idTeacher: number) => dp.call<WriteAnswer>('PUT', '/lessons/updateTeacherSubject',
      { idLesson: lesson.idClase, idTeacher, idSubject: lesson.idMateria, version: lesson.version }),
    changeAll: (lesson: Lesson, idTeacher: number) => dp.call<WriteAnswer>('PUT', '/lessons/updateTeacherAllSubjects',
      { idOldTeacher: lesson.idDocente, idTeacher, idReservation: lesson.idReserva }),
    reservationLessons: (idReservation: number) => dp.call<ReservationLessons>('GET', `/lessons/selectLessonsByIdReservation/${idReservation}/null`),
    reservationStudent: (idReservation: number) => dp.call<ChosenStudent & { idReserva: number }>('GET', `/ingress/selectStudentByIdReservation/${idReservation}`),
    receipts: (idReservation: number) => dp.call<LessonReceipt[]>('GET', `/payments/selectPaymentsByIdReservation/${idReservation}`),
    pay: (body: object) => dp.call<WriteAnswer & { idPago: number; codigo: number }>('POST', '/payments/insertPaymentLesson', body),
    searchStudents: (dept: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<ChosenStudent[]>('GET', `/users/selectSearchStudentClass/${dept}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),
    searchTeachers: (dept: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<ChosenStudent[]>('GET', `/users/selectSearchTeacher/${dept}/null/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),
    individualHours: (dept: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<IndividualHoursRow[]>('GET', `/lessons/selectIndividualHoursByStudent/${dept}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),
  }), [dp]);
}

export type ScheduleApi = ReturnType<typeof useScheduleApi>;

export const lessonReceiptPath = (idPago: number) => `/api/payments/lessonReceipt/${idPago}`;
