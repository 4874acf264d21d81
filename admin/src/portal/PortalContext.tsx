import { createContext, useContext } from 'react';
import type { PortalMe } from '../providers/calls/portal';

/** The principal and the student the pages show (a guardian switches between their children). */
export interface PortalState {
  me: PortalMe;
  studentId: number;
  setStudentId: (id: number) => void;
}

export const PortalContext = createContext<PortalState | null>(null);

export function usePortal(): PortalState {
  const state = useContext(PortalContext);
  if (!state) throw new Error('PortalContext missing');
  return state;
}
