/**
 * Answer schemas of the counter ('Caja') routes: the student search, what a student owes, and the cashier's
 * shift (domain/counter.ts, domain/cash-shift.ts). Amounts are JSON numbers of Bs.
 */
import { bool, bs, date, dateTime, flag, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

const studentHit = {
  idUsuario: int(),
  ci: str(),
  nombres: str(),
  apellidos: str(),
  telefono: str(),
};
export const counterSearchAnswer = list(obj(studentHit));

const owed = obj({
  tipo: { type: 'string', enum: ['mensualidad', 'clase', 'paquete'] },
  fecha: date(),
  id: int(),
  saldo: bs(),
  vencida: bool(),
  diasAtraso: int(),
  pagable: bool(),
  mensualidad: nullable(
    obj({
      idMensualidad: int(),
      idGrupoUsuario: int(),
      idGrupo: int(),
      nombreGrupo: str(),
      nroMensualidad: int(),
      cuotas: int(),
      monto: bs(),
    }),
  ),
  clase: nullable(
    obj({
      idReserva: int(),
      docente: str(),
      materia: str(),
      nivel: str(),
      nroAlumnos: int(),
      precio: bs(),
      pagado: bs(),
      precioFijado: bool(),
    }),
  ),
  paquete: nullable(obj({ idReserva: int(), tipo: str(), minutosRestantes: int() })),
});

export const counterViewAnswer = obj({
  estudiante: obj({ ...studentHit, tieneFoto: bool() }),
  grupos: list(obj({ idGrupo: int(), idGrupoUsuario: int(), nombreGrupo: str(), nombreSemestre: str() })),
  pendientes: list(owed),
});

/** A cashier's shift with its receipts and expenses; the close fields are null while it is open. */
export const shiftAnswer = named(
  'TurnoDeCaja',
  obj({
    idCaja: int(),
    cajero: str(),
    apertura: dateTime(),
    fondoInicial: bs(),
    recibos: list(
      obj({
        tipo: { type: 'string', enum: ['mensualidad', 'clase', 'ingreso'] },
        codigo: str(),
        fecha: dateTime(),
        detalle: str(),
        tipoPago: str(),
        monto: bs(),
      }),
    ),
    egresos: list(obj({ codigo: int(), fecha: dateTime(), nombre: str(), monto: bs() })),
    totalesPorTipo: list(obj({ tipoPago: str(), monto: bs() })),
    efectivoRecibido: bs(),
    efectivoPagado: bs(),
    esperado: bs('Recalculado ahora'),
    cierre: nullable(dateTime()),
    esperadoCierre: nullable(bs()),
    contado: nullable(bs()),
    diferencia: nullable(bs()),
    modificadoTrasCierre: bool(),
  }),
);

export const shiftStateAnswer = obj({ abierta: nullable(shiftAnswer), fondoSugerido: bs() });
export const shiftWriteAnswer = obj({ msg: str(), type: flag(), data: shiftAnswer });
export const shiftListAnswer = list(
  obj({
    idCaja: int(),
    cajero: str(),
    apertura: dateTime(),
    cierre: dateTime(),
    fondoInicial: bs(),
    esperado: bs(),
    contado: bs(),
    diferencia: bs(),
    modificadoTrasCierre: bool(),
    esperadoAhora: bs('Recalculado ahora'),
  }),
);
