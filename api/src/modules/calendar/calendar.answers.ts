/**
 * Answer schemas of the teachers' subjects and the calendar (spec 02 §3 calendar items, §7 "Calendar and
 * lessons"). Amounts are JSON numbers of Bs; instants are ISO 8601 in UTC.
 */
import { bool, bs, date, dateTime, flag, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

const msgOnly = obj({ msg: str() });
export const calendarMessageAnswer = msgOnly;

export const teacherSubjectsAnswer = list(
  obj({
    idMateria: int(),
    nombreMateria: str(),
    codigoMateria: str(),
    tipo: int('1 individual, 2 grupal'),
    estado: flag(),
    idDocenteMateria: nullable(int('La asignación al docente; null si no la tiene')),
  }),
);
export const subjectAssignedAnswer = obj({ msg: str(), idDocenteMateria: int() });

/** Calendar item "group block". */
export const groupBlocksAnswer = list(
  obj({
    idGrupoDocente: int(),
    idCalendario: int(),
    tipo: int(),
    idGrupo: int(),
    nombreGrupo: str(),
    fechaInicial: dateTime(),
    fechaFinal: dateTime(),
    fechaInicio: date(),
    version: int(),
  }),
);
/** Calendar item "teacher activity" (a blocked time). */
export const activitiesAnswer = list(
  obj({
    idDocenteActividad: int(),
    idCalendario: int(),
    tipo: int(),
    descripcion: str(),
    fechaInicial: dateTime(),
    fechaFinal: dateTime(),
    version: int(),
  }),
);
/** The calendar items a repeated block created, one per week. */
export const blocksCreatedAnswer = obj({ msg: str(), ids: list(int()) });

export const groupsOfYearAnswer = list(
  obj({ idGrupo: int(), nombreGrupo: str(), nombreSemestre: str(), fechaInicio: date() }),
);

const lessonFields = {
  idClase: int(),
  idCalendario: int(),
  idReserva: int(),
  idDocente: int(),
  idEstudiante: int(),
  nombres: str(),
  apellidos: str(),
  ci: str(),
  telefono: str(),
  idNivel: int(),
  nombreNivel: str(),
  sigla: str(),
  nroAlumnos: int(),
  idMateria: int(),
  nombreMateria: str(),
  codigoMateria: str(),
  descripcion: str(),
  virtual: flag(),
  tipo: int('Tipo de evento del calendario'),
  fechaInicial: dateTime(),
  fechaFinal: dateTime(),
  precio: nullable(bs('Precio fijado de la reserva')),
  pagado: bs(),
  hrsRestante: nullable(int('Minutos restantes de un paquete; null si se paga por clase')),
  version: int(),
};
/** Calendar item "lesson", with its reservation's money and minutes. */
const lessonAnswer = named('Clase', obj(lessonFields));
export const lessonsAnswer = list(lessonAnswer);
/** A package's lessons for 'print classes': each with its teacher and length. */
export const packageLessonsAnswer = list(obj({ ...lessonFields, docente: str(), minutos: int() }));

export const reservationLessonsAnswer = obj({
  idReserva: int(),
  precio: nullable(bs()),
  precioFijado: bool(),
  pagado: bs(),
  saldo: nullable(bs()),
  minutosReservados: int(),
  hrsRestante: nullable(int()),
  lessons: lessonsAnswer,
});
export const hoursLeftAnswer = obj({ idReserva: int(), hrsRestante: int('Minutos restantes') });
export const individualHoursAnswer = list(
  obj({
    idReserva: int(),
    idUsuario: int(),
    ci: str(),
    apellidos: str(),
    nombres: str(),
    nombreMateria: str(),
    docente: str(),
    idDocente: int(),
    fechaInicial: dateTime(),
    idNivel: int(),
    nroAlumnos: int(),
    sigla: str(),
  }),
);

export const lessonCreatedAnswer = obj({ msg: str(), idReservationStudent: int(), idClase: int() });
export const lessonUpdatedAnswer = obj({ msg: str(), idReservationStudent: int() });
export const teacherChangedAnswer = obj({ msg: str(), idTeacher: int() });

/** The one student search of the app (students.service presentStudent). */
export const studentFoundAnswer = list(
  obj(
    {
      id: int(),
      idUsuario: int(),
      nombres: str(),
      apellidos: str(),
      nombreCompleto: str(),
      ci: str(),
      email: str(),
      telefono: str(),
      idSucursal: nullable(int()),
      nombreSucursal: str(),
      idRol: int(),
      nombreRol: str(),
      usuario: str(),
      estado: flag(),
      idDepartamento: int(),
      version: int(),
      qrCode: nullable(str()),
      avatar: nullable(str()),
    },
    ['nombreRol'],
  ),
);

export const reservationPaymentsAnswer = list(
  obj({
    idPago: int(),
    codigo: int('Número de recibo'),
    fechaPago: dateTime(),
    subTotal: bs(),
    descuento: bs(),
    precio: bs(),
    saldo: bs(),
    descripcion: str(),
  }),
);
export const lessonPaymentAnswer = obj({ msg: str(), idPago: int(), codigo: int() });
