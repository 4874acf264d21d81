/**
 * Login lockouts that role 1 sees in the users screen and can lift: the answer's shape and
 * the messages of the lift, shared by the API and the admin.
 */

/** A (user name, address) pair, or a whole address, refused at login until `bloqueadoHasta`. */
export interface LoginLockout {
  /** The throttle counter's key: what PUT users/unlockLogin names. */
  clave: string;
  tipo: 'usuario' | 'direccion';
  /** The user name as typed at login (an address lock has none). */
  usuario: string | null;
  direccion: string | null;
  /** UTC instant (ISO); the screen shows it in La Paz time. */
  bloqueadoHasta: string;
  /** How many times this counter has locked (each lock lasts twice the one before). */
  bloqueos: number;
}

export const LOCKOUT_MESSAGES = {
  keyRequired: 'Seleccione un bloqueo',
  notLocked: 'El bloqueo ya no está vigente.',
  lifted: 'Se desbloqueo el acceso correctamente',
} as const;
