/** Answer schemas of the expense routes (spec 02 §3 "Expense"); `total` is a JSON number of Bs. */
import { bool, bs, dateTime, flag, int, list, named, obj, str } from '../../schemas/answers.js';

/** One expense (expenses.service present), `id` for react-admin and who registered it. */
export const expenseAnswer = named(
  'Egreso',
  obj(
    {
      id: int(),
      idEgreso: int(),
      codigo: int('Número de recibo'),
      nombre: str(),
      total: bs(),
      detalleEgreso: str(),
      fechaRegistro: dateTime(),
      estado: flag(),
      idUsuario: int(),
      usuario: str(),
      idDepartamento: int(),
      version: int(),
      cajaCerrada: bool(),
    },
    ['cajaCerrada'],
  ),
);
export const expenseListAnswer = list(expenseAnswer);
export const expenseWriteAnswer = obj({ msg: str(), type: flag(), data: expenseAnswer });
