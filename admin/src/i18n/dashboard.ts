/** Strings of the home dashboard (beyond the spec). */
export const dashboardMessages = {
  title: 'Resumen del departamento',
  department: 'Departamento del resumen',
  mine: 'Mi resumen de caja',
  todayIncome: 'Ingresos de hoy',
  todayExpense: 'Egresos de hoy',
  owed: 'Cuotas vencidas por cobrar',
  owedStudents: '%{count} estudiante(s) con cuotas vencidas',
  attendance: 'Asistencia de la semana',
  attendanceMarks: '%{count} registro(s) de asistencia',
  months: 'Este mes y el anterior',
  income: 'Ingresos',
  expense: 'Egresos',
} as const;
