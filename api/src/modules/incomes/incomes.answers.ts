/** Answer schemas of the income routes (spec 02 §3 "Income"); `total` is a JSON number of Bs. */
import { bool, bs, dateTime, flag, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

/** One income (incomes.service present), `id` for react-admin. */
export const incomeAnswer = named('Ingreso', obj({
  id: int(), idIngreso: int(), codigo: int('Número de recibo'), nombre: str(), total: bs(), idTipoIngreso: int(), nombreTipoIngreso: str(),
  detalleIngreso: str(), fechaPago: dateTime(), estado: flag(), idReserva: nullable(int()), tipo: int('0 varios, 1 paquete, 2 práctica'),
  idUsuario: int(), idDepartamento: int(), version: int(),
}));
export const incomeListAnswer = list(incomeAnswer);
export const incomeWriteAnswer = obj({ msg: str(), type: flag(), data: incomeAnswer });

/** The student and hours of a reservation, for the package-income dialog. */
export const reservationStudentAnswer = obj({
  idUsuario: int(), nombres: str(), apellidos: str(), ci: str(), telefono: str(), idLevel: int(), nombreNivel: str(), sigla: str(),
  numberStudents: int(), hrsRestante: int('Minutos restantes del paquete'), paquete: bool(), idReserva: int(), idIngreso: nullable(int()),
  estado: flag(),
});

/** The teacher and level of a practice income. */
export const practiceAnswer = obj({
  idPracticaDocente: int(), idIngreso: int(), idDocente: int(), nombres: str(), apellidos: str(), ci: str(), idNivel: int(),
  nombreNivel: str(), sigla: str(),
});
