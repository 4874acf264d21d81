/**
 * The counter ('Caja'): find a student by CI, surname or a credential's QR code, and list what
 * they still owe. The owed list is the statement's (owedItems), so the counter, the statement of account and
 * Morosos read the same figures; this file only finds the student and names each line for the screen.
 */
import type { Knex } from 'knex';
import {
  COUNTER_MESSAGES as M,
  type CounterOwed,
  type CounterStudentHit,
  type CounterView,
} from '../../../../domain/counter.js';
import { isCredentialCode } from '../../../../domain/credentials.js';
import { badRequest, notFound } from '../../http/errors.js';
import { assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { toBs } from '../../lib/money.js';
import { enrolmentQuery } from '../enrolments/enrolments.service.js';
import { owedItems, studentStatement, type Statement } from '../statement/statement.service.js';
import { searchStudents } from '../students/students.service.js';

type Row = Record<string, any>;
const hit = (r: Row): CounterStudentHit => ({
  idUsuario: r.idUsuario ?? r.studentId ?? r.id,
  ci: r.ci,
  nombres: r.nombres ?? r.firstNames,
  apellidos: r.apellidos ?? r.lastNames,
  telefono: r.telefono ?? r.phone ?? '',
});

/**
 * One search field: a credential code names its enrolment's student (the code /check-in reads, without marking
 * attendance); text starting with a digit is a CI prefix; anything else a surname prefix. Active students only.
 */
export async function findCounterStudents(
  db: Knex,
  actor: Actor,
  text: string,
  departmentId: number | null = null,
): Promise<CounterStudentHit[]> {
  assertRole(actor, STAFF_ROLES);
  const term = text.trim();
  if (!term) throw badRequest(M.searchRequired);
  if (isCredentialCode(term)) {
    const row = await enrolmentQuery(db).where('enrolments.qrCode', term).first();
    if (!row || row.departmentId !== departmentFor(actor, departmentId)) throw notFound(M.codeUnknown);
    return [hit(row)];
  }
  const byCi = /^\d/.test(term);
  const rows = await searchStudents(db, actor, {
    departmentId,
    groupId: null,
    names: null,
    surnames: byCi ? null : term,
    ci: byCi ? term : null,
  });
  return rows.map((r) => hit(r as Row));
}

function describeOwed(s: Statement): CounterOwed[] {
  const instalments = new Map(s.enrolments.flatMap((e) => e.instalments.map((i) => [i.id, { e, i }] as const)));
  const lessons = new Map(s.reservations.map((r) => [r.id, r]));
  const packages = new Map(s.packages.map((p) => [p.reservationId, p]));
  return owedItems(s).map((o) => {
    const fee = o.kind === 'instalment' ? instalments.get(o.id) : undefined;
    const lesson = o.kind === 'lesson' ? lessons.get(o.id) : undefined;
    const pkg = o.kind === 'package' ? packages.get(o.id) : undefined;
    return {
      tipo: o.kind === 'instalment' ? 'mensualidad' : o.kind === 'lesson' ? 'clase' : 'paquete',
      fecha: o.date,
      id: o.id,
      saldo: toBs(o.balanceCents),
      vencida: o.overdue,
      diasAtraso: fee?.i.daysOverdue ?? 0,
      pagable: o.payable,
      mensualidad: fee
        ? {
            idMensualidad: fee.i.id,
            idGrupoUsuario: fee.e.id,
            idGrupo: fee.e.groupId,
            nombreGrupo: fee.e.groupName,
            nroMensualidad: fee.i.number,
            cuotas: fee.e.instalmentCount,
            monto: toBs(fee.i.chargeCents),
          }
        : null,
      clase: lesson
        ? {
            idReserva: lesson.id,
            docente: lesson.teacher,
            materia: lesson.subject,
            nivel: lesson.level,
            nroAlumnos: lesson.studentCount,
            precio: toBs(lesson.chargeCents),
            pagado: toBs(lesson.paidCents + lesson.discountCents),
            precioFijado: lesson.priceFixed,
          }
        : null,
      paquete: pkg ? { idReserva: pkg.reservationId, tipo: pkg.typeName, minutosRestantes: pkg.minutesLeft } : null,
    };
  });
}

/** The student found and everything owed, oldest first (roles 1 and 2; another department 403, unknown 404). */
export async function counterView(db: Knex, actor: Actor, studentId: number): Promise<CounterView> {
  const s = await studentStatement(db, actor, studentId);
  const photo = await db('users').where({ id: studentId }).first('avatarKey');
  return {
    estudiante: {
      ...hit({
        id: s.student.id,
        ci: s.student.ci,
        firstNames: s.student.firstNames,
        lastNames: s.student.lastNames,
        phone: s.student.phone,
      }),
      tieneFoto: !!photo?.avatarKey,
    },
    grupos: s.enrolments
      .filter((e) => e.current)
      .map((e) => ({
        idGrupo: e.groupId,
        idGrupoUsuario: e.id,
        nombreGrupo: e.groupName,
        nombreSemestre: e.semesterName,
      })),
    pendientes: describeOwed(s),
  };
}
