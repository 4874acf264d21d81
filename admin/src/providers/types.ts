/** Shapes exchanged with the API (spec 01 §3, spec 02 §3), with the spec's Spanish field names. */

// The session user is the server's own contract (a type-only import: nothing of the server reaches the bundle).
import type { SessionUser } from '../../../domain/session';

export type { SessionUser };
export type Permission = SessionUser['permissions'][number];

export interface LoginResponse {
  token: string;
  expiration: string;
  user: SessionUser;
}

/** The department a role-1 user works in, chosen on the department chooser. */
export interface ChosenDepartment {
  idDepartamento: number;
  nombreDepartamento: string;
}

export interface Department {
  idDepartamento: number;
  nombreDepartamento: string;
  estado: number | boolean;
}

/** Write answers of the documented endpoints. */
export interface MessageResponse {
  msg: string;
  type?: number;
  data?: unknown;
  /** users/updateCredentialsUser of one's own account: the new token of this session. */
  token?: string;
  expiration?: string;
}

export interface CredentialsPayload {
  user: string;
  password: string;
  email: string;
  idUser: number;
}

export interface Module {
  idModulo: number;
  nombreModulo: string;
}

export interface UserPermission {
  idPermiso: number;
  idModulo: number;
  nombreModulo: string;
  asignado: boolean | number;
}

export interface AppPermissions {
  idRol: number;
  permissions: Permission[];
}
