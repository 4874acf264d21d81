/**
 * 'Mis notas', 'Mi asistencia', 'Mis clases' and 'Mi credencial': each read through the staff service that owns
 * it (report card, attendance calendar, calendar slots, credential code and photo), for one student the principal
 * may read.
 */
import type { Knex } from 'knex';
import QRCode from 'qrcode';
import { isCredentialCode, validUntilLabel } from '../../../../domain/credentials.js';
import { attendancePercentage } from '../../../../domain/grades.js';
import type { Actor } from '../../http/session.js';
import { photoStore } from '../../lib/photo-store.js';
import { addDays, laPazDayRange, todayLaPaz } from '../../lib/time.js';
import { studentAttendanceMonth } from '../grades/attendance.service.js';
import { reportCard, reportCardPdf } from '../grades/report-card.documents.js';
import { enrolmentsOf } from '../statement/statement.queries.js';
import { forbidden } from '../../http/errors.js';
import { portalStudent, readerFor } from './principal.service.js';

type Row = Record<string, any>;
const fullName = (r: Row) => [r.firstNames, r.lastNames].filter(Boolean).join(' ');

async function enrolled(db: Knex, actor: Actor, studentId: number, currentOnly: boolean) {
  const student = await portalStudent(db, actor, studentId);
  const enrolments = (await enrolmentsOf(db, student.id)).filter(
    (e) => !currentOnly || (e.status === 1 && e.groupStatus === 1),
  );
  return { student, reader: readerFor(actor, student), enrolments };
}

export async function portalGrades(db: Knex, actor: Actor, studentId: number) {
  const { student, reader, enrolments } = await enrolled(db, actor, studentId, false);
  const grupos = [];
  for (const e of enrolments.reverse()) {
    const card = await reportCard(db, reader, e.groupId, student.id);
    grupos.push({
      idGrupo: e.groupId,
      nombreGrupo: e.groupName,
      nombreSemestre: e.semesterName,
      diagnostico: card.studentDiagnosis,
      meses: Array.from({ length: card.cuotas }, (_, i) => ({
        mes: i + 1,
        materias: card.subjects.map((s: Row) => ({
          materia: s.nombreMateria as string,
          simulacro: s[`sim${i + 1}`] ?? null,
          examen: s[`exa${i + 1}`] ?? null,
        })),
      })),
    });
  }
  return { grupos };
}

/** The report card PDF of one of the student's own groups; a group they are not in is a 403. */
export async function portalReportCard(db: Knex, actor: Actor, studentId: number, groupId: number) {
  const { student, reader, enrolments } = await enrolled(db, actor, studentId, false);
  if (!enrolments.some((e) => e.groupId === groupId)) throw forbidden();
  return reportCardPdf(db, reader, groupId, student.id);
}

export async function portalAttendance(db: Knex, actor: Actor, studentId: number, month = todayLaPaz().slice(0, 7)) {
  const { student, reader, enrolments } = await enrolled(db, actor, studentId, true);
  const grupos = [];
  for (const e of enrolments) {
    const dias = await studentAttendanceMonth(db, reader, e.groupId, student.id, month);
    const present = dias.filter((d) => d.presente).length;
    grupos.push({
      idGrupo: e.groupId,
      nombreGrupo: e.groupName,
      porcentaje: dias.length ? attendancePercentage(present, dias.length) : null,
      dias,
    });
  }
  return { mes: month, grupos };
}

/** The group's classes of the next two weeks and the individual lessons from a week ago on, with teacher and time. */
export async function portalClasses(db: Knex, actor: Actor, studentId: number, today = todayLaPaz()) {
  const { student, enrolments } = await enrolled(db, actor, studentId, true);
  const week = laPazDayRange(today, addDays(today, 13));
  const blocks = enrolments.length
    ? await db('groupTeacherBlocks as b')
        .join('calendarSlots as s', 's.id', 'b.slotId')
        .join('classGroups as g', 'g.id', 'b.groupId')
        .join('users as t', 't.id', 's.teacherId')
        .whereIn(
          'b.groupId',
          enrolments.map((e) => e.groupId),
        )
        .where({ 'b.status': 1, 's.status': 1 })
        .where('s.startsAt', '>=', week.from)
        .where('s.startsAt', '<', week.to)
        .orderBy('s.startsAt')
        .select('g.name as groupName', 's.startsAt', 's.endsAt', 't.firstNames', 't.lastNames')
    : [];
  const range = laPazDayRange(addDays(today, -7), addDays(today, 60));
  const lessons = await db('lessons as l')
    .join('calendarSlots as s', 's.id', 'l.slotId')
    .join('reservations as r', 'r.id', 'l.reservationId')
    .join('subjects as m', 'm.id', 'l.subjectId')
    .join('users as t', 't.id', 's.teacherId')
    .where({ 'r.studentId': student.id, 'l.status': 1, 's.status': 1 })
    .where('s.startsAt', '>=', range.from)
    .where('s.startsAt', '<', range.to)
    .orderBy('s.startsAt')
    .select('m.name as subjectName', 's.startsAt', 's.endsAt', 't.firstNames', 't.lastNames');
  return {
    horarios: blocks.map((b: Row) => ({
      nombreGrupo: b.groupName,
      docente: fullName(b),
      fechaInicial: b.startsAt,
      fechaFinal: b.endsAt,
    })),
    clases: lessons.map((l: Row) => ({
      materia: l.subjectName,
      docente: fullName(l),
      fechaInicial: l.startsAt,
      fechaFinal: l.endsAt,
    })),
  };
}

/** The credential of each current group: the photo and the QR the door check-in reads, to show on the phone. */
export async function portalCredential(db: Knex, actor: Actor, studentId: number) {
  const { student, enrolments } = await enrolled(db, actor, studentId, true);
  const person = await db('users').where({ id: student.id }).first('avatarKey');
  const photo = person?.avatarKey ? await photoStore().get(person.avatarKey) : null;
  const rows = enrolments.length
    ? await db('enrolments as e')
        .join('classGroups as g', 'g.id', 'e.groupId')
        .whereIn(
          'e.id',
          enrolments.map((e) => e.id),
        )
        .select('e.groupId', 'e.qrCode', 'g.endDate')
    : [];
  const credenciales = [];
  for (const e of enrolments) {
    const row = rows.find((r: Row) => r.groupId === e.groupId);
    credenciales.push({
      idGrupo: e.groupId,
      nombreGrupo: e.groupName,
      nombreSemestre: e.semesterName,
      validoHasta: validUntilLabel(row.endDate),
      qr: isCredentialCode(row.qrCode)
        ? await QRCode.toDataURL(row.qrCode, { errorCorrectionLevel: 'M', margin: 2, width: 480 })
        : null,
      foto: photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : null,
    });
  }
  return { nombres: student.firstNames as string, apellidos: student.lastNames as string, credenciales };
}
