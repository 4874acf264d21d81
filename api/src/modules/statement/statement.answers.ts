/** Answer schema of a student's statement of account (domain/statement.ts); amounts are JSON numbers of Bs. */
import { bool, bs, date, dateTime, int, list, named, nullable, obj, str } from '../../schemas/answers.js';

const amounts = { cargo: bs(), descuento: bs(), pagado: bs(), saldo: bs() };

const payment = obj({
  idPago: int(),
  codigo: int(),
  fechaPago: dateTime(),
  diaPago: date(),
  subTotal: bs(),
  descuento: bs(),
  nombreTipoPago: str(),
  cajero: str(),
  anulado: bool(),
  importado: bool(),
});

export const statementAnswer = named(
  'EstadoDeCuenta',
  obj({
    estudiante: obj({
      idUsuario: int(),
      ci: str(),
      nombres: str(),
      apellidos: str(),
      telefono: str(),
      nombreSucursal: str(),
      estado: int(),
    }),
    fechaCorte: date(),
    mensualidades: list(
      obj({
        idGrupoUsuario: int(),
        idGrupo: int(),
        nombreGrupo: str(),
        nombreSemestre: str(),
        nombreTurno: str(),
        cuotas: int(),
        vigente: bool(),
        ...amounts,
        vencido: bs(),
        cuotasVencidas: int(),
        mensualidades: list(
          obj({
            idMensualidad: int(),
            nroMensualidad: int(),
            fechaVencimiento: date(),
            ...amounts,
            vencida: bool(),
            diasAtraso: int(),
            pagable: bool(),
            pagos: list(payment),
          }),
        ),
      }),
    ),
    clases: list(
      obj({
        idReserva: int(),
        docente: str(),
        materia: str(),
        nivel: str(),
        nroAlumnos: int(),
        precioFijado: bool(),
        minutosReservados: int(),
        ...amounts,
        clases: list(
          obj({ fechaInicial: dateTime(), fechaFinal: dateTime(), minutos: int(), materia: str(), docente: str() }),
        ),
        pagos: list(payment),
      }),
    ),
    paquetes: list(
      obj({
        idReserva: int(),
        idIngreso: nullable(int()),
        codigo: nullable(str()),
        fechaPago: nullable(dateTime()),
        tipo: str(),
        nivel: str(),
        minutosTotales: nullable(int()),
        minutosRestantes: int(),
        anulado: bool(),
        ...amounts,
      }),
    ),
    pendientes: list(
      obj({
        tipo: { type: 'string', enum: ['mensualidad', 'clase', 'paquete'] },
        fecha: date(),
        id: int(),
        idGrupoUsuario: nullable(int()),
        saldo: bs(),
        vencida: bool(),
        pagable: bool(),
        minutosRestantes: nullable(int()),
      }),
    ),
    totales: obj({ ...amounts, vencido: bs(), cuotasVencidas: int() }),
  }),
);
