/**
 * Importing students and enrolments (Administración → 'Importar estudiantes'): the preview reads the file and
 * writes nothing; the confirm reads it again and, in one transaction, creates the new students, the enrolments
 * with their instalment plans, the payments already made (imported: no receipt, no shift) and one audit row.
 */
import type { Knex } from 'knex';
import { IMPORT_MESSAGES as M, OUTCOME } from '../../../../domain/student-import.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest } from '../../http/errors.js';
import { assertRole, departmentFor, ROLE, type Actor } from '../../http/session.js';
import type { UploadedFile } from '../../http/upload.js';
import { audit } from '../../lib/audit.js';
import { toBs } from '../../lib/money.js';
import { nowIso, todayLaPaz } from '../../lib/time.js';
import { planInstalments } from '../enrolments/instalment-plan.rules.js';
import { recordImportedPayments, type ImportedPayment } from '../payments/payment-imported.service.js';
import type { InstalmentRow } from '../payments/payments.service.js';
import { importTotals, planImport, type PlannedRow } from './import-plan.service.js';
import { readImportFile } from './import-read.excel.js';

export interface ImportTarget {
  idDepartament: number | null;
  idBranchOffice?: number | null;
}

const CHUNK = 300;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const writes = (r: PlannedRow) => r.outcome === OUTCOME.NEW || r.outcome === OUTCOME.EXISTING;

function presentTotals(rows: PlannedRow[]) {
  const { montoPagadoCents, ...counts } = importTotals(rows);
  return { ...counts, montoPagado: toBs(montoPagadoCents) };
}

function presentRow(r: PlannedRow) {
  return {
    fila: r.number,
    ci: r.ci,
    nombres: r.names,
    apellidos: r.surnames,
    semestre: r.semesterName,
    grupo: r.groupName,
    fechaInscripcion: r.enrolledOn,
    cuotasPagadas: r.shares.filter((s) => s.cashCents > 0).length,
    montoPagado: toBs(r.paidCents),
    descuento: toBs(r.discountCents),
    resultado: r.outcome,
    motivo: r.reasons.join('; '),
  };
}

/** Where new students go: the branch chosen, else the department's only active branch. */
async function branchFor(db: Knex, departmentId: number, requested: number | null | undefined): Promise<number> {
  const branches: Array<{ id: number }> = await db('branchOffices').where({ departmentId, status: 1 }).select('id');
  if (requested) {
    if (!branches.some((b) => b.id === requested)) throw badRequest(M.branchRequired);
    return requested;
  }
  if (branches.length === 0) throw badRequest(M.noBranch);
  if (branches.length > 1) throw badRequest(M.branchRequired);
  return branches[0]!.id;
}

/** POST studentImport/preview: each row's outcome and the counts; nothing is written. */
export async function previewImport(db: Knex, actor: Actor, target: ImportTarget, file: UploadedFile | undefined) {
  assertRole(actor, [ROLE.ADMIN]);
  const departmentId = departmentFor(actor, target.idDepartament);
  const rows = await readImportFile(file);
  const planned = await planImport(db, departmentId, rows, todayLaPaz());
  // The branch is checked when given; with none, the confirm asks for it only if the department has several.
  if (target.idBranchOffice && planned.some((r) => r.outcome === OUTCOME.NEW))
    await branchFor(db, departmentId, target.idBranchOffice);
  const totals = presentTotals(planned);
  return {
    msg: totals.errores ? M.hasErrors : totals.inscripciones ? M.previewed : M.nothingToImport,
    totales: totals,
    filas: planned.map(presentRow),
  };
}

/** A payment already made gets the enrolment day at noon in La Paz (never later than now). */
function importedAt(day: string, now: string): string {
  const noon = `${day}T16:00:00.000Z`;
  return noon < now ? noon : now;
}

/** POST studentImport/confirm: writes the rows the preview showed as new or existing, in one transaction. */
export async function confirmImport(db: Knex, actor: Actor, target: ImportTarget, file: UploadedFile | undefined) {
  assertRole(actor, [ROLE.ADMIN]);
  const departmentId = departmentFor(actor, target.idDepartament);
  const rows = await readImportFile(file);
  return inTransaction(db, async (trx) => {
    const planned = await planImport(trx, departmentId, rows, todayLaPaz());
    const todo = planned.filter(writes);
    const totals = presentTotals(planned);
    if (!todo.length) return { type: 1, msg: M.nothingToImport, data: totals };
    const createdAt = nowIso();

    // New students, once each however many groups they join.
    const fresh = [...new Map(todo.filter((r) => r.outcome === OUTCOME.NEW).map((r) => [r.ci, r])).values()];
    if (fresh.length) {
      const branchOfficeId = await branchFor(trx, departmentId, target.idBranchOffice);
      for (const part of chunks(fresh)) {
        await trx('users').insert(
          part.map((r) => ({
            departmentId,
            branchOfficeId,
            roleId: ROLE.STUDENT,
            firstNames: r.names,
            lastNames: r.surnames,
            ci: r.ci,
            email: '',
            phone: r.phone,
            guardianName: r.guardianName,
            guardianPhone: r.guardianPhone,
            status: 1,
            createdAt,
          })),
        );
      }
    }
    const studentOf = new Map<string, number>(todo.filter((r) => r.studentId).map((r) => [r.ci, r.studentId!]));
    for (const part of chunks(fresh.map((r) => r.ci))) {
      for (const u of await trx('users').where({ departmentId }).whereIn('ci', part).select('id', 'ci'))
        studentOf.set(String(u.ci).toUpperCase(), u.id);
    }

    // Enrolments, then their instalment plans.
    for (const part of chunks(todo)) {
      await trx('enrolments').insert(
        part.map((r) => ({
          groupId: r.group!.id,
          studentId: studentOf.get(r.ci)!,
          enrolledOn: r.enrolledOn,
          status: 1,
          createdAt,
        })),
      );
    }
    const enrolmentOf = new Map<string, number>();
    for (const part of chunks([...new Set(studentOf.values())])) {
      for (const e of await trx('enrolments').whereIn('studentId', part).select('id', 'groupId', 'studentId'))
        enrolmentOf.set(`${e.groupId}:${e.studentId}`, e.id);
    }
    const enrolmentIds = todo.map((r) => enrolmentOf.get(`${r.group!.id}:${studentOf.get(r.ci)}`)!);
    // Every enrolment of a group gets the same plan: worked out once per group.
    const planOf = new Map<number, ReturnType<typeof planInstalments>>();
    const planFor = (group: NonNullable<PlannedRow['group']>) =>
      planOf.get(group.id) ?? planOf.set(group.id, planInstalments(group)).get(group.id)!;
    const plans = todo.flatMap((r, i) =>
      planFor(r.group!).map((p) => ({
        enrolmentId: enrolmentIds[i],
        number: p.number,
        amountCents: p.amountCents,
        balanceCents: p.amountCents,
        paid: 0,
        dueDate: p.dueDate,
        status: 1,
        createdAt,
      })),
    );
    for (const part of chunks(plans)) await trx('instalments').insert(part);
    const instalmentsOf = new Map<number, InstalmentRow[]>();
    for (const part of chunks(enrolmentIds)) {
      for (const i of await trx('instalments').whereIn('enrolmentId', part).orderBy('number')) {
        instalmentsOf.set(i.enrolmentId, [...(instalmentsOf.get(i.enrolmentId) ?? []), i]);
      }
    }

    // What was already paid, as imported payments settled by the payment service's owner of saldos.
    const payments: ImportedPayment[] = todo.flatMap((r, i) =>
      r.shares.flatMap((share, n) =>
        share.cashCents + share.discountCents > 0
          ? [
              {
                departmentId,
                instalment: instalmentsOf.get(enrolmentIds[i]!)![n]!,
                paymentTypeId: r.paymentTypeId!,
                cashCents: share.cashCents,
                discountCents: share.discountCents,
                paidAt: importedAt(r.enrolledOn, createdAt),
              },
            ]
          : [],
      ),
    );
    const paid = await recordImportedPayments(trx, actor, payments);

    const counts = { ...totals, estudiantesNuevos: fresh.length, inscripciones: todo.length, pagos: paid };
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'student_imports',
      entityId: enrolmentIds[0] ?? 0,
      action: 'import',
      departmentId,
      after: {
        file: file?.originalFilename ?? '',
        rows: totals.filas,
        errorRows: totals.errores,
        unchangedRows: totals.sinCambios,
        newStudents: fresh.length,
        enrolments: todo.length,
        importedPayments: paid,
        paidCents: importTotals(planned).montoPagadoCents,
      },
    });
    return { type: 1, msg: M.imported(fresh.length, todo.length, paid), data: counts };
  });
}
