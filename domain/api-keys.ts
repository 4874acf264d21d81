/**
 * API keys of Administración → 'Integraciones': shared by the API (who may hold one) and the admin (the form).
 * Types and constants only.
 */
import { ROLE } from './session.js';

/** Every key starts so: a secret scanner (or a person) recognises one in a log or a repository. */
export const API_KEY_PREFIX = 'ik_';

/**
 * The roles a key may act with: role 1 (never more) and role 2. Roles 3 to 5 act on a teacher's own lessons,
 * grades and attendance, which a key, being no person, does not have.
 */
export const API_KEY_ROLES = [ROLE.ADMIN, ROLE.STAFF] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** The state a key is listed in: usable, past its expiry date, or revoked. */
export type ApiKeyState = 'activa' | 'vencida' | 'revocada';
