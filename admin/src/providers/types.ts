/** Shapes exchanged with the API (spec 01 §3, spec 02 §3), with the spec's Spanish field names. */

// The session user is the server's own contract (a type-only import: nothing of the server reaches the bundle).
import type { SessionUser } from '../../../domain/session';
import type { components } from '../types/api';
import type { AnswerRow } from './apiTypes';

export type { SessionUser };
type Permission = SessionUser['permissions'][number];

/** The login answer; its `user` is checked against the server's SessionUser where the session stores it. */
export type LoginResponse = components['schemas']['Sesion_iniciada'];

/** The department a role-1 user works in, chosen on the department chooser. */
export interface ChosenDepartment {
  idDepartamento: number;
  nombreDepartamento: string;
}

export type Department = AnswerRow<'get_departaments_selectDepartaments'>;

/** Write answers of the documented endpoints. */
export interface MessageResponse {
  msg: string;
  type?: number;
  data?: unknown;
  /** users/updateCredentialsUser of one's own account: the new token of this session. */
  token?: string;
  expiration?: string;
}

export interface AppPermissions {
  idRol: number;
  permissions: Permission[];
}
