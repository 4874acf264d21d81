/**
 * Staff give, re-issue and revoke portal access for a student and the student's guardians. A code is issued for
 * one person (the student, or one guardian linked to the student), single use, valid ACTIVATION_DAYS days, and
 * stored as its SHA-256 only: the slip and the WhatsApp link are the only places it exists in clear.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ACTIVATION_DAYS,
  activationPath,
  activationText,
  CODE_ALPHABET,
  CODE_LENGTH,
  groupedCode,
  normaliseCode,
  PORTAL_MESSAGES as M,
  type PortalAccessState,
} from '../../../../domain/portal.js';
import { whatsappLink } from '../../../../domain/overdue.js';
import { conflict, notFound } from '../../http/errors.js';
import { bumpSessionVersion } from '../../http/session-store.js';
import { assertRole, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { formatLaPaz, nowIso } from '../../lib/time.js';
import { inTransaction } from '../../db/transaction.js';
import { findStudent } from '../students/students.service.js';

type Row = Record<string, any>;

export const codeHash = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Who in the student's circle a code or a revocation is for: the student (no guardian id) or one linked guardian. */
async function personFor(db: Knex, actor: Actor, studentId: number, guardianId: number | null): Promise<Row> {
  assertRole(actor, STAFF_ROLES);
  const student = await findStudent(db, actor, studentId);
  if (!guardianId) return student;
  const guardian = await db('studentGuardians as g')
    .join('users as u', 'u.id', 'g.guardianId')
    .where({ 'g.studentId': student.id, 'g.guardianId': guardianId, 'g.status': 1, 'u.roleId': ROLE.GUARDIAN })
    .first('u.id', 'u.firstNames', 'u.lastNames', 'u.ci', 'u.phone', 'u.departmentId');
  if (!guardian) throw notFound(M.notLinked);
  return guardian;
}

interface AccountRow {
  id: number;
  status: number;
  passwordHash: string | null;
  activatedAt: string | null;
  lastLoginAt: string | null;
}

/** The access state staff see for one person. */
export async function accessOf(
  db: Knex,
  userIds: number[],
  now = nowIso(),
): Promise<
  Map<
    number,
    { acceso: PortalAccessState; activadoEn: string | null; ultimoIngreso: string | null; venceCodigo: string | null }
  >
> {
  const accounts: Array<AccountRow & { userId: number }> = userIds.length
    ? await db('portalAccounts')
        .whereIn('userId', userIds)
        .select('id', 'userId', 'status', 'passwordHash', 'activatedAt', 'lastLoginAt')
    : [];
  const codes = accounts.length
    ? await db('portalActivations')
        .whereIn(
          'accountId',
          accounts.map((a) => a.id),
        )
        .whereNull('usedAt')
        .where('expiresAt', '>', now)
        .select('accountId', 'expiresAt')
    : [];
  const result = new Map();
  for (const id of userIds) {
    const account = accounts.find((a) => a.userId === id);
    const code = account
      ? (codes
          .filter((c: Row) => c.accountId === account.id)
          .map((c: Row) => c.expiresAt as string)
          .sort()
          .pop() ?? null)
      : null;
    const acceso: PortalAccessState = !account
      ? 'sin acceso'
      : account.status !== 1
        ? 'revocado'
        : account.passwordHash
          ? 'activo'
          : 'pendiente';
    result.set(id, {
      acceso,
      activadoEn: account?.activatedAt ?? null,
      ultimoIngreso: account?.lastLoginAt ?? null,
      venceCodigo: account?.status === 1 ? code : null,
    });
  }
  return result;
}

/**
 * 'Habilitar acceso al portal' (and re-issue): a new code for the person; codes issued before stop working. An
 * account already activated keeps its password until the new code is used (then the new password replaces it).
 */
export async function issueActivation(
  db: Knex,
  actor: Actor,
  studentId: number,
  guardianId: number | null,
  publicUrl: string,
) {
  const person = await personFor(db, actor, studentId, guardianId);
  const code = newCode();
  const now = nowIso();
  const expiresAt = new Date(Date.now() + ACTIVATION_DAYS * 86_400_000).toISOString();
  await inTransaction(db, async (trx) => {
    const taken = await trx('portalAccounts').where({ login: person.ci }).whereNot({ userId: person.id }).first('id');
    if (taken) throw conflict(M.ciTaken);
    let account = await trx('portalAccounts').where({ userId: person.id }).forUpdate().first('id', 'status');
    if (!account) {
      const [id] = await trx('portalAccounts').insert({
        userId: person.id,
        departmentId: person.departmentId,
        login: person.ci,
        status: 1,
        createdAt: now,
      });
      account = { id, status: 1 };
    } else {
      await trx('portalAccounts').where({ id: account.id }).update({ status: 1, login: person.ci });
    }
    await trx('portalActivations').where({ accountId: account.id }).whereNull('usedAt').update({ expiresAt: now });
    await trx('portalActivations').insert({
      accountId: account.id,
      codeHash: codeHash(code),
      expiresAt,
      createdBy: actor.id,
      createdAt: now,
    });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'portal_accounts',
      entityId: account.id,
      action: 'portal-issued',
      departmentId: person.departmentId,
      after: { userId: person.id, ci: person.ci, expiresAt },
      terms: [person.ci],
    });
  });
  const enlace = `${publicUrl}${activationPath(code)}`;
  const vence = formatLaPaz(expiresAt, 'DD/MM/YYYY');
  const nombres = `${person.firstNames} ${person.lastNames}`;
  return {
    msg: M.issued,
    type: 1,
    data: {
      idUsuario: person.id as number,
      nombres,
      ci: person.ci as string,
      codigo: groupedCode(code),
      enlace,
      vence: expiresAt,
      whatsapp: whatsappLink(
        person.phone ?? '',
        activationText({ nombres: person.firstNames, enlace, codigo: code, vence }),
      ),
    },
  };
}

/** Revokes the person's access: the password is forgotten, unused codes stop working and every session ends at once. */
export async function revokeAccess(db: Knex, actor: Actor, studentId: number, guardianId: number | null) {
  const person = await personFor(db, actor, studentId, guardianId);
  await inTransaction(db, async (trx) => revokeAccount(trx, actor, person.id));
  return { msg: M.revoked, type: 1 };
}

/** Ends one person's portal access inside the caller's transaction (also when a guardian loses their last child). */
export async function revokeAccount(trx: Knex.Transaction, actor: Actor, userId: number): Promise<void> {
  const account = await trx('portalAccounts').where({ userId }).forUpdate().first('id', 'status', 'departmentId');
  if (!account) throw notFound(M.noAccount);
  const now = nowIso();
  await trx('portalAccounts').where({ id: account.id }).update({ status: 0, passwordHash: null, activatedAt: null });
  await trx('portalActivations').where({ accountId: account.id }).whereNull('usedAt').update({ expiresAt: now });
  await bumpSessionVersion(trx, userId);
  await audit(trx, {
    userId: actor.id,
    actor,
    entity: 'portal_accounts',
    entityId: account.id,
    action: 'portal-revoked',
    departmentId: account.departmentId,
    after: { userId },
  });
}
