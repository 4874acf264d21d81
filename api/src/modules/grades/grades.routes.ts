import { ATTENDANCE_MESSAGES as A, GRADE_MESSAGES as G, MAX_UPLOAD_BYTES } from '../../../../domain/grades.js';
import { documented } from '../../http/route.js';
import { receiveUpload } from '../../http/upload.js';
import { ALL_ROLES } from '../../http/session.js';
import { sendPdf, sendXlsx } from '../../pdf/index.js';
import { body, id, oneOf, params, pathInt } from '../../schemas/fields.js';
import * as a from './grades.answers.js';
import type { ModuleDeps } from '../deps.js';
import { semesterClassGroups } from './access.service.js';
import {
  attendanceList,
  saveAttendance,
  studentAttendanceMonth,
  studentAttendanceTotal,
} from './attendance.service.js';
import { attendanceReportPdf, attendanceReportXlsx } from './attendance-report.documents.js';
import { assistancesByDate, classStudents } from './class-students.service.js';
import { diagnosisList, saveDiagnoses } from './diagnosis.service.js';
import { gradeSheetXlsx, previewGradeUpload } from './grades.excel.js';
import { gradeSheet, saveExam, saveGradeSheet, studentGrades } from './grades.service.js';
import { reportCard, reportCardPdf } from './report-card.documents.js';

const strictDate = (message: string) => ({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: message });
const yearMonth = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', errorMessage: G.month };
const gradeValue = { type: ['number', 'string', 'null'], maxLength: 12, errorMessage: G.format };
const sheetQuery = params({
  idGroup: pathInt(),
  month: { ...pathInt(), maximum: 6, errorMessage: G.month },
  type: oneOf([0, 1], G.evaluation),
});
const groupParam = params({ idGroup: pathInt() });
const enrolmentParams = params({ idGroup: pathInt(), idStudent: pathInt() });
const optionalId = { ...pathInt(), type: ['integer', 'null'] };
const calendarMonth = params({
  idGroup: pathInt(),
  idStudent: pathInt(),
  year: { ...pathInt(), minimum: 2000, maximum: 2100 },
  month: { ...pathInt(), maximum: 12, errorMessage: G.month },
});
/** Optional 'value read' fields beside the spec's payloads: a sheet saves only cells still as read. */
const previousGrades = {
  type: 'object',
  maxProperties: 40,
  additionalProperties: gradeValue,
  errorMessage: 'Datos no válidos.',
};
const mark = { type: ['boolean', 'integer'], enum: [true, false, 0, 1] as unknown[] };
const WORKBOOK_UPLOAD = { field: 'file', maxBytes: MAX_UPLOAD_BYTES, tooLarge: G.fileTooLarge };
const list = (items: object, maxItems = 500) => ({ type: 'array', items, maxItems, errorMessage: 'Datos no válidos.' });

/**
 * Grades, attendance, diagnosis and the report card (spec 02 §7 "Grades, attendance, diagnosis", spec 01 §7).
 * Every call is open to roles 1–5; the services narrow it: teachers to the groups and subjects they teach,
 * role 2 to attendance only with the Asistencia module, everyone to their department.
 */
export function registerGrades({ router, db }: ModuleDeps): void {
  const groupTeachers = documented(router, '/groupTeachers');
  const semesterParams = params({ idDepartament: pathInt(), idSemester: pathInt() });
  groupTeachers.get(
    '/selectGroupBySemester/:idDepartament/:idUser/:idSemester',
    {
      summary: 'Grupos activos del semestre con materia asignada (los del docente, para un docente)',
      response: a.classGroupList,
      roles: ALL_ROLES,
      params: params({ idDepartament: pathInt(), idUser: pathInt(), idSemester: pathInt() }),
    },
    async ({ params: p, actor }) => semesterClassGroups(db, actor, p.idDepartament, p.idSemester, true),
  );
  groupTeachers.get(
    '/selectGroupByIdSemester/:idDepartament/:idSemester',
    {
      summary: 'Grupos activos del semestre con sus materias',
      response: a.classGroupList,
      roles: ALL_ROLES,
      params: semesterParams,
    },
    async ({ params: p, actor }) => semesterClassGroups(db, actor, p.idDepartament, p.idSemester, false),
  );
  groupTeachers.get(
    '/selectGroupAttendanceByIdSemester/:idDepartament/:idSemester',
    {
      summary: 'Grupos activos del semestre para tomar asistencia',
      response: a.classGroupList,
      roles: ALL_ROLES,
      params: semesterParams,
    },
    async ({ params: p, actor }) => semesterClassGroups(db, actor, p.idDepartament, p.idSemester, false),
  );
  groupTeachers.get(
    '/selectStudentsDiagnosisByIdGroup',
    {
      summary: 'Diagnóstico de cada estudiante del grupo',
      response: a.diagnosisList,
      roles: ALL_ROLES,
      query: groupParam,
    },
    async ({ query, actor }) => diagnosisList(db, actor, query.idGroup),
  );
  groupTeachers.patch(
    '/updateStudentsDiagnosis',
    {
      summary: 'Guarda los diagnósticos del grupo',
      response: a.diagnosisSaved,
      roles: ALL_ROLES,
      body: body(
        {
          idGroup: id(),
          students: list(body({ idUsuario: id(), diagnostico: gradeValue, previous: gradeValue }, ['idUsuario'])),
        },
        ['idGroup', 'students'],
      ),
    },
    async ({ body: b, actor }) => saveDiagnoses(db, actor, b),
  );

  const courses = documented(router, '/courses');
  courses.get(
    '/selectStudentsGradeByIdGroup',
    {
      summary: 'Planilla de notas del grupo para un mes y tipo de evaluación',
      response: a.gradeSheetAnswer,
      roles: ALL_ROLES,
      query: sheetQuery,
    },
    async ({ query, actor }) => gradeSheet(db, actor, query),
  );
  courses.post(
    '/insertStudentsGrade',
    {
      summary: 'Guarda la planilla de notas (todas o ninguna)',
      response: a.gradeSheetSaved,
      roles: ALL_ROLES,
      body: body(
        {
          idGroup: id(),
          idTeacher: { type: ['integer', 'null'] },
          month: { ...pathInt(), maximum: 6, errorMessage: G.month },
          type: oneOf([0, 1], G.evaluation),
          students: list({
            type: 'object',
            properties: { idUsuario: id(), previous: previousGrades },
            required: ['idUsuario'],
            maxProperties: 40,
          }),
        },
        ['idGroup', 'month', 'type', 'students'],
      ),
    },
    async ({ body: b, actor }) => saveGradeSheet(db, actor, b),
  );
  courses.get(
    '/exportStudentsGrade',
    {
      summary: 'Planilla de notas en Excel',
      produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      roles: ALL_ROLES,
      query: sheetQuery,
    },
    async ({ query, actor, ctx }) => {
      const { xlsx, filename } = await gradeSheetXlsx(db, actor, query);
      sendXlsx(ctx, xlsx, filename);
    },
  );
  courses.post(
    '/previewStudentsGrade',
    {
      summary: 'Revisa un Excel de notas antes de guardarlo',
      response: a.gradePreviewAnswer,
      upload: WORKBOOK_UPLOAD.field,
      roles: ALL_ROLES,
      query: sheetQuery,
    },
    async ({ query, actor, ctx }) =>
      receiveUpload(ctx, WORKBOOK_UPLOAD, (file) => previewGradeUpload(db, actor, query, file)),
  );
  courses.get(
    '/selectStudentsAttendance/:idGroup',
    {
      summary: 'Asistencia del grupo en una fecha',
      response: a.attendanceListAnswer,
      roles: ALL_ROLES,
      params: groupParam,
      query: params({ date: strictDate(A.dateRequired) }),
    },
    async ({ params: p, query, actor }) => attendanceList(db, actor, p.idGroup, query.date),
  );

  courses.get(
    '/selectStudentsByIdGroup/:idGroup',
    {
      summary: 'Estudiantes activos del grupo para una planilla (de un docente y materia)',
      response: a.classStudentsAnswer,
      roles: ALL_ROLES,
      params: groupParam,
      query: params({ idTeacher: optionalId, idSubject: optionalId }, []),
    },
    async ({ params: p, query, actor }) => classStudents(db, actor, p.idGroup, query),
  );

  const exams = documented(router, '/exams');
  const examBody = body(
    {
      idGroup: id(),
      idStudent: id(),
      idTeacher: { type: ['integer', 'null'] },
      idSubject: id(G.subject),
      partial: { ...pathInt(), maximum: 6, errorMessage: G.partial },
      grade: gradeValue,
      type: oneOf([0, 1], G.evaluation),
      previous: gradeValue,
    },
    ['idGroup', 'idStudent', 'idSubject', 'partial'],
  );
  exams.post(
    '/insertExam',
    { summary: 'Registra una nota de un estudiante', response: a.examSaved, roles: ALL_ROLES, body: examBody },
    async ({ body: b, actor }) => saveExam(db, actor, b, 'insert'),
  );
  exams.put(
    '/updateExam',
    { summary: 'Modifica una nota de un estudiante', response: a.examSaved, roles: ALL_ROLES, body: examBody },
    async ({ body: b, actor }) => saveExam(db, actor, b, 'update'),
  );
  exams.get(
    '/selectExamsStudent/:idGroup/:idStudent',
    {
      summary: 'Notas que ya tiene un estudiante en el grupo',
      response: a.studentGradesAnswer,
      roles: ALL_ROLES,
      params: enrolmentParams,
    },
    async ({ params: p, actor }) => studentGrades(db, actor, p.idGroup, p.idStudent),
  );

  const attendances = documented(router, '/attendances');
  attendances.post(
    '/insertAttendance',
    {
      summary: 'Guarda la asistencia del grupo en una fecha',
      response: a.attendanceSaved,
      roles: ALL_ROLES,
      body: body(
        {
          idGroup: id(),
          date: strictDate(A.dateRequired),
          studentsAttendance: list(
            body(
              {
                idStudent: id(),
                attendance: mark,
                previous: { ...mark, type: ['boolean', 'integer', 'null'], enum: [...mark.enum, null] },
              },
              ['idStudent', 'attendance'],
            ),
          ),
        },
        ['idGroup', 'date', 'studentsAttendance'],
      ),
    },
    async ({ body: b, actor }) => saveAttendance(db, actor, b),
  );
  attendances.get(
    '/selectAttendanceStudent/:idGroup/:idStudent',
    {
      summary: 'Porcentaje de asistencia de un estudiante en el grupo',
      response: a.attendanceTotalAnswer,
      roles: ALL_ROLES,
      params: enrolmentParams,
    },
    async ({ params: p, actor }) => studentAttendanceTotal(db, actor, p.idGroup, p.idStudent),
  );
  attendances.get(
    '/selectAttendanceStudentMonth/:idGroup/:idStudent',
    {
      summary: 'Asistencia de un estudiante en un mes',
      response: a.attendanceMonthAnswer,
      roles: ALL_ROLES,
      params: enrolmentParams,
      query: params({ month: yearMonth }),
    },
    async ({ params: p, query, actor }) => studentAttendanceMonth(db, actor, p.idGroup, p.idStudent, query.month),
  );
  attendances.get(
    '/reportAttendance/:idGroup/report.pdf',
    {
      summary: 'Reporte mensual de asistencia del grupo en PDF',
      produces: 'application/pdf',
      roles: ALL_ROLES,
      params: groupParam,
      query: params({ month: yearMonth }),
    },
    async ({ params: p, query, actor, ctx }) => {
      const { pdf, filename } = await attendanceReportPdf(db, actor, p.idGroup, query.month);
      sendPdf(ctx, pdf, filename);
    },
  );
  attendances.get(
    '/reportAttendance/:idGroup/report.xlsx',
    {
      summary: 'Reporte mensual de asistencia del grupo en Excel',
      produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      roles: ALL_ROLES,
      params: groupParam,
      query: params({ month: yearMonth }),
    },
    async ({ params: p, query, actor, ctx }) => {
      const { xlsx, filename } = await attendanceReportXlsx(db, actor, p.idGroup, query.month);
      sendXlsx(ctx, xlsx, filename);
    },
  );

  const students = documented(router, '/students');
  students.get(
    '/selectGradeStudentByIdGroup/:idGroup',
    {
      summary: 'Boletín de notas de un estudiante',
      response: a.reportCardAnswer,
      roles: ALL_ROLES,
      params: groupParam,
      query: params({ idStudent: pathInt() }),
    },
    async ({ params: p, query, actor }) => reportCard(db, actor, p.idGroup, query.idStudent),
  );
  students.get(
    '/selectAssistancesByDate',
    {
      summary: 'Asistencia de un estudiante en un mes (año y mes)',
      response: a.assistancesAnswer,
      roles: ALL_ROLES,
      query: calendarMonth,
    },
    async ({ query, actor }) => assistancesByDate(db, actor, query),
  );
  students.get(
    '/printGradeStudent/:idGroup/:idStudent',
    { summary: 'Boletín de notas en PDF', produces: 'application/pdf', roles: ALL_ROLES, params: enrolmentParams },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await reportCardPdf(db, actor, p.idGroup, p.idStudent);
      sendPdf(ctx, pdf, filename);
    },
  );
}
