import { VOIDING } from '../../../domain/voiding.js';
import type { Knex } from 'knex';
import { badRequest, forbidden } from '../http/errors.js';
import { assertRole, ROLE, STAFF_ROLES, type Actor } from '../http/session.js';

/**
 * "Delete" is a status change (estado 1/0), never a row removal (docs/DOMAIN.md). Only role 1 sees inactive
 * records and activates them again; for everyone else the same deactivation reads 'Eliminar' (spec 01 §4, §6).
 */

/** Lists keep inactive rows out unless role 1 asked for every row. */
export function onlyActive(
  query: Knex.QueryBuilder,
  column: string,
  actor: Actor,
  requested = false,
): Knex.QueryBuilder {
  if (requested || actor.roleId !== ROLE.ADMIN) query.where(column, 1);
  return query;
}

/** Staff may deactivate ("delete"); only role 1 activates again. */
export function assertStateChange(actor: Actor, state: number, roles: readonly number[] = STAFF_ROLES): void {
  assertRole(actor, roles);
  if (state !== 0 && state !== 1) throw badRequest('El estado debe ser 0 o 1.');
  if (state === 1 && actor.roleId !== ROLE.ADMIN) throw forbidden();
}

/** 'activo' | 'desactivo' | 'elimino', as in 'Se elimino el estudiante' (spec 01 §8). */
export function stateVerb(actor: Actor, state: number): 'activo' | 'desactivo' | 'elimino' {
  if (state === 1) return 'activo';
  return actor.roleId === ROLE.ADMIN ? 'desactivo' : 'elimino';
}

/**
 * The same for money records (payments, incomes, expenses), which role 1 voids ('anulo') and reactivates
 * ('reactivo') rather than deactivates (domain/voiding.ts); others still 'elimino'.
 */
export function voidVerb(actor: Actor, state: number): string {
  if (state === 1) return VOIDING.undoPast;
  return actor.roleId === ROLE.ADMIN ? VOIDING.actPast : 'elimino';
}

export const stateMessage = (actor: Actor, state: number, noun: string) => `Se ${stateVerb(actor, state)} ${noun}`;
