import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { CREDENTIAL_MESSAGES as M } from '../../../../domain/credentials.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { formatLaPaz, nowIso } from '../../lib/time.js';
import { enrolmentQuery, presentEnrolment } from '../enrolments/enrolments.service.js';
import { findGroup, groupQuery, presentGroup } from '../groups/groups.service.js';
import { findSemester } from '../semesters/semesters.service.js';
import { inTransaction } from '../../db/transaction.js';

type DbRow = Record<string, any>;

/** A fresh credential code: 128 random bits, so a code cannot be guessed from a ci or an id. */
export function newCredentialCode(): string {
  return `CRED-${randomBytes(16).toString('base64url')}`;
}

/** The enrolment (student in group) a credential is for, checked against the actor's department. */
export async function findCredentialEnrolment(
  db: Knex,
  actor: Actor,
  groupId: number,
  studentId: number,
): Promise<DbRow> {
  await findGroup(db, actor, groupId);
  const row = await enrolmentQuery(db)
    .where({ 'enrolments.groupId': groupId, 'enrolments.studentId': studentId })
    .first();
  if (!row) throw notFound(M.notEnrolled);
  return row;
}

/**
 * courses/updateQrCode (spec 01 §7): gives the enrolment a new code; the old one stops working at once.
 * The ci must be the student's, so a stale dialog cannot regenerate another student's code.
 */
export async function regenerateQrCode(db: Knex, actor: Actor, input: { idUser: number; idGroup: number; ci: string }) {
  const row = await findCredentialEnrolment(db, actor, input.idGroup, input.idUser);
  if (input.ci.trim().toUpperCase() !== String(row.ci).toUpperCase()) throw badRequest(M.ciMismatch);
  const qrCode = newCredentialCode();
  await inTransaction(db, async (trx) => {
    await trx('enrolments').where({ id: row.id }).update({ qrCode });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'enrolments',
      entityId: row.id,
      action: 'qr-code',
      before: row.qrCode ?? null,
      after: 'regenerated',
    });
  });
  return { msg: M.qrGenerated, type: 1, data: { ...presentEnrolment({ ...row, qrCode }, actor), qrCode } };
}

/** students/insertCreateCredential: one log row per credential made (the 'Bitácora'). */
export async function logCredentialCreation(db: Knex, actor: Actor, input: { idGroup: number; idStudent: number }) {
  const row = await findCredentialEnrolment(db, actor, input.idGroup, input.idStudent);
  if (!row.avatarKey) throw badRequest(M.noPhoto);
  await db('credentialLogs').insert({
    groupId: row.groupId,
    studentId: row.studentId,
    userId: actor.id,
    createdAt: nowIso(),
  });
  return { msg: M.created, type: 1 };
}

/** 'Bitácora Creación de Credencial': Fecha Creación (La Paz time) and Usuario, newest first. */
export async function credentialBinnacle(db: Knex, actor: Actor, groupId: number, studentId: number) {
  await findCredentialEnrolment(db, actor, groupId, studentId);
  const rows = await db('credentialLogs')
    .join('users', 'users.id', 'credentialLogs.userId')
    .where({ 'credentialLogs.groupId': groupId, 'credentialLogs.studentId': studentId })
    .orderBy('credentialLogs.createdAt', 'desc')
    .orderBy('credentialLogs.id', 'desc')
    .select('credentialLogs.id', 'credentialLogs.createdAt', 'users.firstNames', 'users.lastNames', 'users.username');
  return rows.map((r: DbRow) => ({
    idBitacora: r.id,
    fechaCreacion: formatLaPaz(r.createdAt),
    fechaCreacionUtc: r.createdAt,
    usuario: `${r.firstNames} ${r.lastNames}`.trim(),
    cuenta: r.username ?? '',
  }));
}

/** groups/selectGroupCredentialByIdSemester: the semester's active groups for the credentials filter. */
export async function credentialGroups(db: Knex, actor: Actor, semesterId: number) {
  await findSemester(db, actor, semesterId);
  const rows = await groupQuery(db)
    .where({ 'classGroups.semesterId': semesterId, 'classGroups.status': 1 })
    .orderBy('classGroups.name')
    .orderBy('classGroups.id');
  return rows.map(presentGroup);
}
