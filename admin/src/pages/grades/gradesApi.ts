import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { GENERIC_ERROR, sessionHeaders } from '../../providers/httpClient';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Enrolment, Group, Semester, WriteAnswer } from '../semesters/academicsApi';

export interface ClassSubject { idMateria: number; codigoMateria: string; nombreMateria: string }
export interface ClassGroup extends Group { subjects: ClassSubject[] }
export type GradeRow = { idUsuario: number; ci: string; nombreCompleto: string } & Record<string, number | string | null>;
export interface GradeSheet { subjects: ClassSubject[]; students: GradeRow[] }
export interface StudentGrade { idMateria: number; parcial: number; tipo: number; nota: number }
export interface PreviewRow { fila: number; idUsuario: number | null; ci: string; nombreCompleto: string; notas: Record<string, unknown>; errores: Record<string, string> }
export interface GradePreview { subjects: ClassSubject[]; rows: PreviewRow[]; invalidRows: number; msg: string }
export interface AttendanceRow { idUsuario: number; estudiante: string; ci: string; presente: boolean; registrado: boolean }
export interface DiagnosisRow { idUsuario: number; nombres: string; ci: string; diagnostico: number | null }
export interface ReportCard {
  cuotas: number; studentDiagnosis: number | null; diagnosisBand: string | null;
  student: { ci: string; nombres: string; apellidos: string };
  subjects: Array<{ idMateria: number; nombreMateria: string } & Record<string, number | string | null>>;
}
export interface SheetQuery { idGroup: number; month: number; type: number }

const sheetQuery = (q: SheetQuery) => `idGroup=${q.idGroup}&month=${q.month}&type=${q.type}`;

/** Typed calls of spec 02 §7 "Grades, attendance, diagnosis" and spec 01 §7 (report card, attendance). */
export function useGradesApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    semesters: (dept: number) => dp.call<Semester[]>('GET', `/semesters/selectSemesterTeacher/${dept}`),
    gradeGroups: (dept: number, user: number, idSemester: number) =>
      dp.call<ClassGroup[]>('GET', `/groupTeachers/selectGroupBySemester/${dept}/${user}/${idSemester}`),
    groups: (dept: number, idSemester: number) => dp.call<ClassGroup[]>('GET', `/groupTeachers/selectGroupByIdSemester/${dept}/${idSemester}`),
    attendanceGroups: (dept: number, idSemester: number) =>
      dp.call<ClassGroup[]>('GET', `/groupTeachers/selectGroupAttendanceByIdSemester/${dept}/${idSemester}`),
    gradeSheet: (q: SheetQuery) => dp.call<GradeSheet>('GET', `/courses/selectStudentsGradeByIdGroup?${sheetQuery(q)}`),
    saveSheet: (body: SheetQuery & { idTeacher: number | null; students: Array<Record<string, unknown>> }) =>
      dp.call<WriteAnswer>('POST', '/courses/insertStudentsGrade', body),
    studentGrades: (idGroup: number, idStudent: number) => dp.call<StudentGrade[]>('GET', `/exams/selectExamsStudent/${idGroup}/${idStudent}`),
    saveExam: (mode: 'insert' | 'update', body: Record<string, unknown>) =>
      dp.call<WriteAnswer>(mode === 'insert' ? 'POST' : 'PUT', mode === 'insert' ? '/exams/insertExam' : '/exams/updateExam', body),
    exportPath: (q: SheetQuery) => `/api/courses/exportStudentsGrade?${sheetQuery(q)}`,
    previewUpload: async (q: SheetQuery, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await fetch(`/api/courses/previewStudentsGrade?${sheetQuery(q)}`, { method: 'POST', body: form, headers: sessionHeaders() });
      const body = await response.json().catch(() => null);
      if (!response.ok) throw new Error(body?.msg || GENERIC_ERROR);
      return body as GradePreview;
    },
    attendance: (idGroup: number, date: string) =>
      dp.call<{ registrada: boolean; asistances: AttendanceRow[] }>('GET', `/courses/selectStudentsAttendance/${idGroup}?date=${date}`),
    saveAttendance: (body: { idGroup: number; date: string; studentsAttendance: Array<{ idStudent: number; attendance: boolean; previous: boolean | null }> }) =>
      dp.call<WriteAnswer>('POST', '/attendances/insertAttendance', body),
    diagnosis: (idGroup: number) => dp.call<DiagnosisRow[]>('GET', `/groupTeachers/selectStudentsDiagnosisByIdGroup?idGroup=${idGroup}`),
    saveDiagnosis: (body: { idGroup: number; students: Array<{ idUsuario: number; diagnostico: string | number | null; previous: number | null }> }) =>
      dp.call<WriteAnswer>('PATCH', '/groupTeachers/updateStudentsDiagnosis', body),
    students: (idGroup: number) => dp.call<Enrolment[]>('GET', `/courses/selectCourseStudentsByIdGroup/${idGroup}/1`),
    reportCard: (idGroup: number, idStudent: number) => dp.call<ReportCard>('GET', `/students/selectGradeStudentByIdGroup/${idGroup}?idStudent=${idStudent}`),
    attendanceTotal: (idGroup: number, idStudent: number) =>
      dp.call<{ totalAssistance: number }>('GET', `/attendances/selectAttendanceStudent/${idGroup}/${idStudent}`),
    attendanceMonth: (idGroup: number, idStudent: number, month: string) =>
      dp.call<Array<{ fecha: string; presente: boolean }>>('GET', `/attendances/selectAttendanceStudentMonth/${idGroup}/${idStudent}?month=${month}`),
  }), [dp]);
}

export const reportCardPath = (idGroup: number, idStudent: number) => `/api/students/printGradeStudent/${idGroup}/${idStudent}`;
export const attendanceReportPath = (idGroup: number, month: string, kind: 'pdf' | 'xlsx') =>
  `/api/attendances/reportAttendance/${idGroup}/report.${kind}?month=${month}`;
