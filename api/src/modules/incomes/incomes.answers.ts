/** Answer schemas of the income routes (spec 02 §3 "Income"); `total` is a JSON number of Bs. */
import { bool, bs, dateTime, flag, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

/** The kind of an income (incomes/lookups.ts KIND). */
const kind = { type: 'integer', enum: [1, 2, 3], description: '1 ingreso, 2 paquete de horas, 3 práctica docente' };

/** One income (incomes.service present), `id` for react-admin. */
export const incomeAnswer = named(
  'Ingreso',
  obj(
    {
      id: int(),
      idIngreso: int(),
      codigo: int('Número de recibo'),
      nombre: str(),
      total: bs(),
      idTipoIngreso: int(),
      nombreTipoIngreso: str(),
      detalleIngreso: str(),
      fechaPago: dateTime(),
      estado: flag(),
      idReserva: nullable(int()),
      tipo: kind,
      idUsuario: int(),
      idDepartamento: int(),
      version: int(),
      cajaCerrada: bool(),
    },
    ['cajaCerrada'],
  ),
);
export const incomeListAnswer = list(incomeAnswer);
export const incomeWriteAnswer = obj({ msg: str(), type: flag(), data: incomeAnswer });

/** The student and hours of a reservation, for the package-income dialog. */
export const reservationStudentAnswer = obj({
  idUsuario: int(),
  nombres: str(),
  apellidos: str(),
  ci: str(),
  telefono: str(),
  idLevel: int(),
  nombreNivel: str(),
  sigla: str(),
  numberStudents: int(),
  hrsRestante: int('Minutos restantes del paquete'),
  paquete: bool(),
  idReserva: int(),
  idIngreso: nullable(int()),
  estado: flag(),
});

/** The teacher and level of a practice income. */
export const practiceAnswer = obj({
  idPracticaDocente: int(),
  idIngreso: int(),
  idDocente: int(),
  nombres: str(),
  apellidos: str(),
  ci: str(),
  idNivel: int(),
  nombreNivel: str(),
  sigla: str(),
});
