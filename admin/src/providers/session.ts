import type { ChosenDepartment, LoginResponse, SessionUser } from './types';

/**
 * Session state of spec 01 §3 kept in localStorage (token, user, expiration, chosen department),
 * with a tiny subscription so React can follow changes through `useSession`.
 */
const KEYS = {
  token: 'token',
  user: 'user',
  expiration: 'expiration',
  department: 'idDepartament',
} as const;

export interface SessionSnapshot {
  token: string | null;
  user: SessionUser | null;
  expiration: string | null;
  department: ChosenDepartment | null;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function read(): SessionSnapshot {
  return {
    token: localStorage.getItem(KEYS.token),
    user: readJson<SessionUser>(KEYS.user),
    expiration: localStorage.getItem(KEYS.expiration),
    department: readJson<ChosenDepartment>(KEYS.department),
  };
}

let snapshot: SessionSnapshot = read();
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = read();
  listeners.forEach((listener) => listener());
}

// Another tab logging in or out keeps this one in step.
window.addEventListener('storage', (event) => {
  if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) changed();
});

export const session = {
  get: (): SessionSnapshot => snapshot,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** True when a token is stored and its expiration, if any, has not passed. */
  isActive(): boolean {
    const { token, user, expiration } = snapshot;
    if (!token || !user) return false;
    const expires = expiration ? Date.parse(expiration) : NaN;
    return Number.isNaN(expires) || expires > Date.now();
  },

  start({ token, user, expiration }: LoginResponse): void {
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.user, JSON.stringify(user));
    localStorage.setItem(KEYS.expiration, expiration);
    localStorage.removeItem(KEYS.department);
    changed();
  },

  /** A new token for the same session (the server ends older tokens when the password changes). */
  renew(token: string, expiration: string): void {
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.expiration, expiration);
    changed();
  },

  /** Keeps the stored user in step after the user changes their own credentials. */
  patchUser(changes: Partial<SessionUser>): void {
    if (!snapshot.user) return;
    localStorage.setItem(KEYS.user, JSON.stringify({ ...snapshot.user, ...changes }));
    changed();
  },

  setDepartment(department: ChosenDepartment | null): void {
    if (department) localStorage.setItem(KEYS.department, JSON.stringify(department));
    else localStorage.removeItem(KEYS.department);
    changed();
  },

  clear(): void {
    Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
    changed();
  },

  /**
   * The department the user acts in: the chosen one for role 1, their own otherwise.
   * Null for role 1 before choosing.
   */
  departmentId(): number | null {
    const { user, department } = snapshot;
    if (!user) return null;
    if (user.idRol === 1) return department?.idDepartamento ?? null;
    return user.idDepartamento;
  },
};
