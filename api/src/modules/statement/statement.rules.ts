/** The statement at the API boundary: centavos → Bs, the spec's Spanish field names (domain/statement.ts). */
import type {
  StatementAmounts,
  StatementOwed,
  StatementPayment,
  StudentStatement,
} from '../../../../domain/statement.js';
import { toBs } from '../../lib/money.js';
import { incomeNumber } from '../incomes/ledger.documents.js';
import { owedItems, type Amounts, type LedgerPayment, type Statement } from './statement.service.js';

const OWED_KIND = { instalment: 'mensualidad', lesson: 'clase', package: 'paquete' } as const;

const amounts = (a: Amounts): StatementAmounts => ({
  cargo: toBs(a.chargeCents),
  descuento: toBs(a.discountCents),
  pagado: toBs(a.paidCents),
  saldo: toBs(a.balanceCents),
});

const payment = (p: LedgerPayment): StatementPayment => ({
  idPago: p.id,
  codigo: p.receiptNumber,
  fechaPago: p.paidAt,
  diaPago: p.paidOn,
  subTotal: toBs(p.amountPaidCents),
  descuento: toBs(p.discountCents),
  nombreTipoPago: p.paymentType,
  cajero: p.cashier,
  anulado: p.voided,
  importado: p.imported,
});

export function presentStatement(s: Statement): StudentStatement {
  return {
    estudiante: {
      idUsuario: s.student.id,
      ci: s.student.ci,
      nombres: s.student.firstNames,
      apellidos: s.student.lastNames,
      telefono: s.student.phone,
      nombreSucursal: s.student.branchName,
      estado: s.student.status,
    },
    fechaCorte: s.today,
    mensualidades: s.enrolments.map((e) => ({
      idGrupoUsuario: e.id,
      idGrupo: e.groupId,
      nombreGrupo: e.groupName,
      nombreSemestre: e.semesterName,
      nombreTurno: e.turnName,
      cuotas: e.instalmentCount,
      vigente: e.current,
      ...amounts(e),
      vencido: toBs(e.overdueCents),
      cuotasVencidas: e.overdueCount,
      mensualidades: e.instalments.map((i) => ({
        idMensualidad: i.id,
        nroMensualidad: i.number,
        fechaVencimiento: i.dueDate,
        ...amounts(i),
        vencida: i.overdue,
        diasAtraso: i.daysOverdue,
        pagable: i.payable,
        pagos: i.payments.map(payment),
      })),
    })),
    clases: s.reservations.map((r) => ({
      idReserva: r.id,
      docente: r.teacher,
      materia: r.subject,
      nivel: r.level,
      nroAlumnos: r.studentCount,
      precioFijado: r.priceFixed,
      minutosReservados: r.bookedMinutes,
      ...amounts(r),
      clases: r.lessons.map((l) => ({
        fechaInicial: l.startsAt,
        fechaFinal: l.endsAt,
        minutos: l.minutes,
        materia: l.subject,
        docente: l.teacher,
      })),
      pagos: r.payments.map(payment),
    })),
    paquetes: s.packages.map((p) => ({
      idReserva: p.reservationId,
      idIngreso: p.incomeId,
      codigo: p.receiptNumber === null ? null : incomeNumber(p.receiptNumber),
      fechaPago: p.paidAt,
      tipo: p.typeName,
      nivel: p.level,
      minutosTotales: p.totalMinutes,
      minutosRestantes: p.minutesLeft,
      anulado: p.voided,
      ...amounts(p),
    })),
    pendientes: owedItems(s).map((o): StatementOwed => ({
      tipo: OWED_KIND[o.kind],
      fecha: o.date,
      id: o.id,
      idGrupoUsuario: o.enrolmentId,
      saldo: toBs(o.balanceCents),
      vencida: o.overdue,
      pagable: o.payable,
      minutosRestantes: o.minutesLeft,
    })),
    totales: { ...amounts(s.totals), vencido: toBs(s.totals.overdueCents), cuotasVencidas: s.totals.overdueCount },
  };
}
