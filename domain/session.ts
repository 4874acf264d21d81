/**
 * Who is logged in and the role ids of spec 01 §6: shared by the API (JWT payload, role checks)
 * and the admin (menus, guards). Types and constants only.
 */

/** The session user of spec 01 §3, carried in the JWT. */
export interface SessionUser {
  idUsuario: number;
  nombres: string;
  apellidos: string;
  ci: string;
  rol: string;
  idRol: number;
  idDepartamento: number;
  idSucursal: number | null;
  permissions: Array<{ idModulo: number; asignado: boolean }>;
  usuario: string;
  email: string;
  departamento: string;
  sucursal: string;
  telefonoSucursal: string;
}

export const ROLE = { ADMIN: 1, STAFF: 2, STUDENT: 6, GUARDIAN: 7 } as const;
export const ADMIN_ONLY = [1];
export const STAFF_ROLES = [1, 2];
export const TEACHER_ROLES = [3, 4, 5];
export const ALL_ROLES = [1, 2, 3, 4, 5];
/** Students and guardians ('Apoderado') log in to the portal only: never a staff route, never a staff screen. */
export const PORTAL_ROLES = [6, 7];

export function isPortalRole(roleId: number | undefined | null): boolean {
  return roleId === ROLE.STUDENT || roleId === ROLE.GUARDIAN;
}

/** Module 1 is Asistencia (spec 01 §6). */
const ATTENDANCE_MODULE = 1;

/** Role 1 and teachers take attendance; role 2 only with the Asistencia module assigned. */
export function canTakeAttendance(roleId: number, permissions: SessionUser['permissions']): boolean {
  if (roleId === ROLE.ADMIN || TEACHER_ROLES.includes(roleId)) return true;
  return roleId === ROLE.STAFF && (permissions ?? []).some((p) => p.idModulo === ATTENDANCE_MODULE && !!p.asignado);
}
