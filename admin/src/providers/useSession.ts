import { useSyncExternalStore } from 'react';
import { session, type SessionSnapshot } from './session';

/** The live session (user, chosen department); re-renders when it changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get);
}

/** True when the logged-in user is an administrator (role 1). */
export function useIsAdmin(): boolean {
  return useSession().user?.idRol === 1;
}
