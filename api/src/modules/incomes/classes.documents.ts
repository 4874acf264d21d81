import type { Knex } from 'knex';
import { badRequest } from '../../http/errors.js';
import { assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import { formatLaPaz } from '../../lib/time.js';
import { renderListReport } from '../../pdf/documents.js';
import { documentHeader, fullName, incomeNumber } from './ledger.documents.js';
import { findIncome } from './incomes.service.js';
import { packageMinutes } from './lookups.queries.js';

/**
 * "Print classes" of an income row (spec 02 §2): the lessons placed on the package's reservation, with the
 * package's minutes, the minutes used and the minutes left. Lessons are written by the calendar area.
 */
export async function packageClassesPdf(
  db: Knex,
  actor: Actor,
  incomeId: number,
): Promise<{ pdf: Buffer; filename: string }> {
  assertRole(actor, STAFF_ROLES);
  const income = await findIncome(db, actor, incomeId);
  if (!income.reservationId) throw badRequest('El ingreso no tiene clases asignadas');
  const reservation = await db('reservations')
    .join('users', 'users.id', 'reservations.studentId')
    .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
    .where('reservations.id', income.reservationId)
    .first('reservations.*', 'users.firstNames', 'users.lastNames', 'users.ci', 'lessonLevels.name as levelName');
  const lessons = await db('lessons')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .join('subjects', 'subjects.id', 'lessons.subjectId')
    .join('users', 'users.id', 'calendarSlots.teacherId')
    .where({ 'lessons.reservationId': income.reservationId, 'lessons.status': 1 })
    .orderBy('calendarSlots.startsAt')
    .select(
      'calendarSlots.startsAt',
      'calendarSlots.endsAt',
      'subjects.name as subjectName',
      'users.firstNames',
      'users.lastNames',
    );
  const rows = lessons.map((lesson: Record<string, any>) => ({
    fecha: formatLaPaz(lesson.startsAt, 'DD/MM/YYYY'),
    inicio: formatLaPaz(lesson.startsAt, 'HH:mm'),
    fin: formatLaPaz(lesson.endsAt, 'HH:mm'),
    materia: lesson.subjectName,
    docente: fullName(lesson),
    minutos: Math.round((Date.parse(lesson.endsAt) - Date.parse(lesson.startsAt)) / 60000),
  }));
  const used = rows.reduce((sum, row) => sum + row.minutos, 0);
  const number = incomeNumber(income.receiptNumber);
  const pdf = await renderListReport({
    header: await documentHeader(db, actor, income.departmentId),
    title: 'CLASES DEL PAQUETE',
    filters: [
      { label: 'Ingreso', value: number },
      { label: 'Estudiante', value: reservation ? `${fullName(reservation)} (CI ${reservation.ci})` : '' },
      { label: 'Paquete', value: income.typeName },
      { label: 'Nivel', value: reservation?.levelName ?? '' },
      { label: 'Minutos del paquete', value: packageMinutes(income.typeName) ?? 0 },
      { label: 'Minutos asignados', value: used },
      { label: 'Minutos restantes', value: reservation?.minutesLeft ?? 0 },
    ],
    numbered: true,
    columns: [
      { label: 'Fecha', key: 'fecha', width: '24mm' },
      { label: 'Inicio', key: 'inicio', width: '16mm' },
      { label: 'Fin', key: 'fin', width: '16mm' },
      { label: 'Materia', key: 'materia' },
      { label: 'Docente', key: 'docente' },
      { label: 'Minutos', key: 'minutos', align: 'right', width: '18mm' },
    ],
    rows,
    totals: { minutos: used },
    emptyText: 'Aún no se asignaron clases a este paquete.',
    signatures: [],
  });
  return { pdf, filename: `Clases ${number}.pdf` };
}
