import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Answer } from '../../providers/apiTypes';

/** Typed calls of the login lockouts of the users screen (role 1). */
export function useLockoutsApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    list: () => dp.call<Answer<'get_users_selectLoginLockouts'>>('GET', '/users/selectLoginLockouts'),
    lift: (key: string) => dp.call<Answer<'put_users_unlockLogin'>>('PUT', '/users/unlockLogin', { key }),
  }), [dp]);
}
