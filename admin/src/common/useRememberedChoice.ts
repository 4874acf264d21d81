import { useCallback, useState } from 'react';
import { session } from '../providers/session';

/**
 * A choice a screen keeps for the same user on this device (the semester and group a teacher takes attendance
 * for every day): read once when the screen opens, written on every change. Scoped by user and department, so a
 * shared counter computer does not hand one person's choice to the next.
 */
export function useRememberedChoice<T extends object>(
  name: string,
  initial: T,
): [T, (next: T | ((current: T) => T)) => void] {
  const key = `instituto.choice.${session.get().user?.idUsuario ?? 0}.${session.departmentId() ?? 0}.${name}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<T> | null;
      return stored && typeof stored === 'object' ? { ...initial, ...stored } : initial;
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      setValue((current) => {
        const value = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        try {
          localStorage.setItem(key, JSON.stringify(value));
        } catch {
          // Storage full or disabled: the choice simply is not remembered.
        }
        return value;
      });
    },
    [key],
  );
  return [value, update];
}
