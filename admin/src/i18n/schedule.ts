import { CALENDAR_MESSAGES as C } from '../../../domain/calendar';
import { PAYMENT_MESSAGES as P } from '../../../domain/payment-rules';

/**
 * Strings of the teacher calendar, the teacher self-blocking page and individual hours (spec 02 §2, §4,
 * §5, §8, §9). Rule texts come from domain/calendar.ts and domain/payment-rules.ts.
 */
export const scheduleMessages = {
  title: 'Horario del Profesor',
  breadcrumb: 'Horario',
  blockTitle: 'Bloqueo de Clases',
  views: { month: 'Mes', week: 'Semana', day: 'Día' },
  today: 'Hoy',
  previous: 'Anterior',
  next: 'Siguiente',
  dayNames: 'Dom,Lun,Mar,Mié,Jue,Vie,Sáb',
  teacher: 'Profesor',
  student: 'Estudiante',
  noStudent: 'Ningún estudiante seleccionado',
  selectStudent: 'Seleccionar Estudiante',
  removeStudent: 'Quitar Estudiante',
  receipt: 'Recibo',
  print: 'Imprimir',
  noReceipts: 'Sin recibos',
  minutesLeft: 'Minutos restantes: %{minutes}',
  legend: 'Referencias',
  types: {
    1: 'Reserva sin pagar', 2: 'Pagada en parte', 3: 'Pagada', 4: 'Otra', 5: 'Paquete de horas', 6: 'Grupo', 8: 'Bloqueado', selected: 'Estudiante seleccionado',
  },
  fields: {
    subject: 'Materia', level: 'Nivel', numberStudents: 'Nro Alumnos', description: 'Descripcion', virtual: 'Virtual', ci: 'CI', phone: 'Telefono',
    date: 'Fecha', start: 'Hora inicio', end: 'Hora fin', weeks: 'Semanas', group: 'Grupo', kind: 'Tipo de horario', names: 'Nombres',
    type: 'Tipo', price: 'Precio', total: 'Total', discount: 'Descuento', paymentType: 'Tipo de Pago', paid: 'Pagado', balance: 'Saldo',
  },
  yes: 'Sí',
  no: 'No',
  kinds: { group: 'Grupo', activity: 'Actividad (BLOQUEADO)' },
  addBlock: 'Agregar horario',
  addClass: 'Agregar clase',
  editClass: 'Editar clase',
  deleteClass: 'Eliminar clase',
  payTitle: 'Pagar clase',
  changeOne: 'Cambiar profesor (esta clase)',
  changeAll: 'Cambiar profesor (todas las clases)',
  changeTitle: 'Cambiar Profesor',
  pay: 'Pagar',
  viewReceipt: 'Ver recibo',
  edit: 'Editar',
  delete: 'Eliminar',
  deleteTitle: 'Eliminar evento',
  noSubjects: 'El profesor no tiene materias asignadas: asígnelas en Profesores.',
  noGroups: 'No hay grupos disponibles',
  rules: {
    group: C.group, weeks: C.weeks, time: C.time, subject: C.subject, level: C.level, numberStudents: C.numberStudents,
    teacher: C.teacher, receipt: C.receipt, confirmDelete: C.confirmDelete, paidLesson: C.paidLesson, allClassesAssigned: C.allClassesAssigned,
    endBeforeStart: C.endBeforeStart, sunday: C.sunday, outsideHours: C.outsideHours, sameDay: C.sameDay,
    price: 'Ingrese un precio', total: P.totalRequired, discount: P.discountRequired, number: P.notANumber, paymentType: P.paymentTypeRequired,
  },
  individualHours: {
    title: 'Horas Individuales',
    none: 'No se encontro registros',
    columns: { ci: 'CI', surnames: 'Apellidos', names: 'Nombres', subject: 'Materia', teacher: 'Docente', start: 'Primera clase', level: 'Nivel', students: 'Nro Alumnos' },
  },
};
