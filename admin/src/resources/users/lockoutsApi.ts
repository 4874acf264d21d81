import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { LoginLockout } from '../../../../domain/lockouts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { MessageResponse } from '../../providers/types';

/** Typed calls of the login lockouts of the users screen (role 1). */
export function useLockoutsApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    list: () => dp.call<LoginLockout[]>('GET', '/users/selectLoginLockouts'),
    lift: (key: string) => dp.call<MessageResponse>('PUT', '/users/unlockLogin', { key }),
  }), [dp]);
}
