import type { Knex } from 'knex';
import { FIRST_RUN } from '../../../../domain/first-run.js';
import { AppError, badRequest } from '../../http/errors.js';
import { audit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/password.js';
import { nowIso } from '../../lib/time.js';
import { inTransaction } from '../../db/transaction.js';

type Db = Knex | Knex.Transaction;

/** The first-run form (already trimmed and checked by the schema). */
export interface FirstAdminInput {
  names: string;
  surnames: string;
  ci: string;
  email: string;
  phone: string;
  user: string;
  password: string;
  idDepartament: number;
}

/** The first run is over once any role-1 row exists, active or not: deactivating every administrator must not reopen a public form. */
async function hasAdministrator(db: Db): Promise<boolean> {
  return !!(await db('users').where({ roleId: 1 }).first('id'));
}

/** What the first-run form offers (its departments), or a 404 once an administrator exists. */
export async function firstRunOptions(db: Knex) {
  // Closed is an answer, not an error: the login page asks on every load, and a 404 there was a red line in
  // every browser console.
  if (await hasAdministrator(db)) return { abierto: false, departamentos: [] };
  const departments = await db('departments').where({ status: 1 }).orderBy('id').select('id', 'name');
  return {
    abierto: true,
    departamentos: departments.map((d) => ({ idDepartamento: d.id, nombreDepartamento: d.name })),
  };
}

/**
 * Creates the first role-1 user, in one transaction that checks again that none exists: two forms sent at
 * once (or the form and ADMIN_USER) leave one administrator and a 403 for the other.
 */
export async function createFirstAdministrator(db: Knex, input: FirstAdminInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    // MySQL: the role row's lock makes a second creator wait, then see the first (SQLite serialises transactions).
    await trx('roles').where({ id: 1 }).forUpdate().first('id');
    if (await hasAdministrator(trx)) throw new AppError(403, FIRST_RUN.closed);
    const department = await trx('departments').where({ id: input.idDepartament, status: 1 }).first('id');
    if (!department) throw badRequest(FIRST_RUN.departmentRequired);
    const branch = await trx('branchOffices')
      .where({ departmentId: department.id, status: 1 })
      .orderBy('id')
      .first('id');
    // The login removes every space (spec 01 §5), so credentials are stored without them.
    const username = input.user.replace(/\s+/g, '');
    if (await trx('users').where({ username }).first('id')) throw badRequest(FIRST_RUN.userTaken);
    const values = {
      departmentId: department.id,
      branchOfficeId: branch?.id ?? null,
      roleId: 1,
      firstNames: input.names,
      lastNames: input.surnames,
      ci: input.ci,
      email: input.email,
      phone: input.phone,
      username,
      passwordHash: await hashPassword(input.password.replace(/\s+/g, '')),
      status: 1,
      createdAt: nowIso(),
    };
    const [id] = await trx('users').insert(values);
    const { passwordHash: _hidden, ...after } = values;
    await audit(trx, { userId: Number(id), entity: 'users', entityId: Number(id), action: 'create', after });
    return Number(id);
  });
}

/** ADMIN_USER / ADMIN_PASSWORD at start: the first administrator, in the first department, while none exists. */
export async function ensureFirstAdministrator(
  db: Knex,
  login: { username: string; password: string },
): Promise<boolean> {
  if (await hasAdministrator(db)) return false;
  const department = await db('departments').where({ status: 1 }).orderBy('id').first('id');
  if (!department) return false;
  await createFirstAdministrator(db, {
    names: 'ADMINISTRADOR',
    surnames: 'PRINCIPAL',
    ci: '0',
    email: '',
    phone: '',
    user: login.username,
    password: login.password,
    idDepartament: department.id,
  });
  return true;
}
