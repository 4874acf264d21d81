import type { Answer, AnswerRow, RequestBody } from '../apiTypes';
import type { components } from '../../types/api';
import { API_KEY, uploadFile, type Call } from './call';

/** Shapes of the grades, attendance and diagnosis endpoints, as the OpenAPI document gives them. */
export type ClassSubject = components['schemas']['MateriaCalificable'];
export type ClassGroup = AnswerRow<'get_groupTeachers_selectGroupByIdSemester'>;
type GradeSheet = Answer<'get_courses_selectStudentsGradeByIdGroup'>;
/** A student's row of the sheet: one extra key per subject code holding that month's grade. */
export type GradeRow = GradeSheet['students'][number];
export type GradePreview = Answer<'post_courses_previewStudentsGrade'>;
export type DiagnosisRow = AnswerRow<'get_groupTeachers_selectStudentsDiagnosisByIdGroup'>;
type ReportCardAnswer = Answer<'get_students_selectGradeStudentByIdGroup'>;
/**
 * The report card; each subject also carries sim1..simN and exa1..exaN, which the document declares with
 * `patternProperties` (openapi-typescript 6 does not turn those into keys, so they are added here).
 */
export type ReportCard = Omit<ReportCardAnswer, 'subjects'> & {
  subjects: Array<
    ReportCardAnswer['subjects'][number] & Partial<Record<`sim${number}` | `exa${number}`, number | null>>
  >;
};
/** Which sheet: the group, the month and the evaluation (0 simulacro, 1 examen). */
export type SheetQuery = Pick<RequestBody<'post_courses_insertStudentsGrade'>, 'idGroup' | 'month' | 'type'>;
export type EvaluationType = SheetQuery['type'];

const sheetQuery = (q: SheetQuery) => `idGroup=${q.idGroup}&month=${q.month}&type=${q.type}`;

/** Spec 02 §7 "Grades, attendance, diagnosis" and spec 01 §7 (report card, attendance). */
export const gradesCalls = (call: Call) => ({
  teacherSemesters: (dept: number) =>
    call<Answer<'get_semesters_selectSemesterTeacher'>>('GET', `/semesters/selectSemesterTeacher/${dept}`),
  gradeGroups: (dept: number, user: number, idSemester: number) =>
    call<Answer<'get_groupTeachers_selectGroupBySemester'>>(
      'GET',
      `/groupTeachers/selectGroupBySemester/${dept}/${user}/${idSemester}`,
    ),
  classGroups: (dept: number, idSemester: number) =>
    call<Answer<'get_groupTeachers_selectGroupByIdSemester'>>(
      'GET',
      `/groupTeachers/selectGroupByIdSemester/${dept}/${idSemester}`,
    ),
  attendanceGroups: (dept: number, idSemester: number) =>
    call<Answer<'get_groupTeachers_selectGroupAttendanceByIdSemester'>>(
      'GET',
      `/groupTeachers/selectGroupAttendanceByIdSemester/${dept}/${idSemester}`,
    ),
  gradeSheet: (q: SheetQuery) =>
    call<Answer<'get_courses_selectStudentsGradeByIdGroup'>>(
      'GET',
      `/courses/selectStudentsGradeByIdGroup?${sheetQuery(q)}`,
    ),
  saveGradeSheet: (body: RequestBody<'post_courses_insertStudentsGrade'>) =>
    call<Answer<'post_courses_insertStudentsGrade'>>('POST', '/courses/insertStudentsGrade', body),
  studentGrades: (idGroup: number, idStudent: number) =>
    call<Answer<'get_exams_selectExamsStudent'>>('GET', `/exams/selectExamsStudent/${idGroup}/${idStudent}`),
  // One dialog, two operations with the same body.
  saveExam: (
    mode: 'insert' | 'update',
    body: RequestBody<'post_exams_insertExam'> & RequestBody<'put_exams_updateExam'>,
  ) =>
    call<Answer<'post_exams_insertExam'> | Answer<'put_exams_updateExam'>>(
      mode === 'insert' ? 'POST' : 'PUT',
      mode === 'insert' ? '/exams/insertExam' : '/exams/updateExam',
      body,
    ),
  /** The uploaded sheet checked by the server before it is saved (multipart, so fetch rather than the JSON call). */
  previewGradeUpload: (q: SheetQuery, file: File) =>
    uploadFile<GradePreview>(`/courses/previewStudentsGrade?${sheetQuery(q)}`, 'file', file, file.name),
  attendanceSheet: (idGroup: number, date: string) =>
    call<Answer<'get_courses_selectStudentsAttendance'>>(
      'GET',
      `/courses/selectStudentsAttendance/${idGroup}?date=${date}`,
    ),
  saveAttendance: (body: RequestBody<'post_attendances_insertAttendance'>) =>
    call<Answer<'post_attendances_insertAttendance'>>('POST', '/attendances/insertAttendance', body),
  diagnosisSheet: (idGroup: number) =>
    call<Answer<'get_groupTeachers_selectStudentsDiagnosisByIdGroup'>>(
      'GET',
      `/groupTeachers/selectStudentsDiagnosisByIdGroup?idGroup=${idGroup}`,
    ),
  saveDiagnosis: (body: RequestBody<'patch_groupTeachers_updateStudentsDiagnosis'>) =>
    call<Answer<'patch_groupTeachers_updateStudentsDiagnosis'>>(
      'PATCH',
      '/groupTeachers/updateStudentsDiagnosis',
      body,
    ),
  /** A group's active students (the grades and credentials screens). */
  courseStudents: (idGroup: number) =>
    call<Answer<'get_courses_selectCourseStudentsByIdGroup'>>(
      'GET',
      `/courses/selectCourseStudentsByIdGroup/${idGroup}/1`,
    ),
  reportCard: (idGroup: number, idStudent: number) =>
    call<ReportCard>('GET', `/students/selectGradeStudentByIdGroup/${idGroup}?idStudent=${idStudent}`),
  attendanceTotal: (idGroup: number, idStudent: number) =>
    call<Answer<'get_attendances_selectAttendanceStudent'>>(
      'GET',
      `/attendances/selectAttendanceStudent/${idGroup}/${idStudent}`,
    ),
  attendanceMonth: (idGroup: number, idStudent: number, month: string) =>
    call<Answer<'get_attendances_selectAttendanceStudentMonth'>>(
      'GET',
      `/attendances/selectAttendanceStudentMonth/${idGroup}/${idStudent}?month=${month}`,
    ),
});
export type GradesCalls = ReturnType<typeof gradesCalls>;

const all = [API_KEY, 'grades'] as const;
export const gradesKeys = {
  all,
  teacherSemesters: (dept: number) => [...all, 'teacherSemesters', dept] as const,
  /** The groups a filter offers: which list, for which semester (and teacher, for the grade sheet). */
  filterGroups: (kind: string, dept: number, idSemester: number, user: number) =>
    [...all, 'filterGroups', kind, dept, idSemester, user] as const,
  gradeSheet: (q: SheetQuery | null) => [...all, 'gradeSheet', q?.idGroup, q?.month, q?.type] as const,
  attendanceSheet: (idGroup: number, date: string) => [...all, 'attendanceSheet', idGroup, date] as const,
  diagnosisSheet: (idGroup: number) => [...all, 'diagnosisSheet', idGroup] as const,
  courseStudents: (idGroup: number) => [...all, 'courseStudents', idGroup] as const,
  reportCard: (idGroup: number, idStudent: number) => [...all, 'reportCard', idGroup, idStudent] as const,
  attendanceMonth: (idGroup: number, idStudent: number, month: string) =>
    [...all, 'attendanceMonth', idGroup, idStudent, month] as const,
};

export const reportCardPath = (idGroup: number, idStudent: number) =>
  `/api/students/printGradeStudent/${idGroup}/${idStudent}`;
export const attendanceReportPath = (idGroup: number, month: string, kind: 'pdf' | 'xlsx') =>
  `/api/attendances/reportAttendance/${idGroup}/report.${kind}?month=${month}`;
export const gradeExportPath = (q: SheetQuery) => `/api/courses/exportStudentsGrade?${sheetQuery(q)}`;
