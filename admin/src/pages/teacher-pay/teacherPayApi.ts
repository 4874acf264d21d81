import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { WriteAnswer } from '../semesters/academicsApi';

export interface LessonPayRow {
  fechaInicial: string; fechaPago: string | null; pago: number; tipo: string; fechaClase: string; inicio: string; fin: string; horas: number;
  nombres: string; apellidos: string; materia: string; nivel: string; nroAlumnos: number; total: number;
}
export interface PracticePayRow { fechaPago: string; nombre: string; detalleIngreso: string; sigla: string; pago: number }
export interface AfpRow { idDescuento: number; fechaDescuento: string; detalle: string; descuento: number }
export interface PaySummary { individuales: number; practicas: number; afp: number; total: number }
export interface TeacherOption { idUsuario: number; nombres: string; apellidos: string; ci: string }
export interface PayWeekReport { individuals: LessonPayRow[]; practices: PracticePayRow[]; afps: AfpRow[]; summary: PaySummary }

/** The calls of spec 02 §7 "Reports" for teacher pay, merged as the screen shows them. */
export function useTeacherPayApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    teachers: (dept: number) => dp.call<TeacherOption[]>('GET', `/users/selectSearchUserByIdRole/${dept}/3/5`),
    week: async (path: string): Promise<PayWeekReport> => {
      const [classes, packages, practices, afps, summary] = await Promise.all([
        dp.call<LessonPayRow[]>('GET', `/reports/selectPaymentClassByIdTeacher/${path}`),
        dp.call<LessonPayRow[]>('GET', `/reports/selectPaymentIngressByIdTeacher/${path}`),
        dp.call<PracticePayRow[]>('GET', `/reports/selectPaymentPracticeByIdTeacher/${path}`),
        dp.call<AfpRow[]>('GET', `/reports/selectReportAfpByIdTeacher/${path}`),
        dp.call<PaySummary>('GET', `/reports/selectTeacherPaySummary/${path}`),
      ]);
      return { individuals: [...classes, ...packages].sort((a, b) => a.fechaInicial.localeCompare(b.fechaInicial)), practices, afps, summary };
    },
    insertAfp: (body: object) => dp.call<WriteAnswer>('POST', '/afps/insertAfp', body),
  }), [dp]);
}
