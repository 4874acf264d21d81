import type { AuthProvider } from 'react-admin';
import { appMessages } from '../i18n/esApp';
import { requestLogin } from './loginRequest';
import { session } from './session';
import type { AppPermissions } from './types';

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const home = await requestLogin(username, password);
    // A student or guardian goes to the portal, a page load of its own (main.tsx), never a staff screen.
    if (home.startsWith('/portal')) window.location.assign(home);
    return { redirectTo: home };
  },

  async logout() {
    // Ends this token on the server too (best effort: offline, the local session still ends).
    const { token } = session.get();
    if (token) {
      await fetch('/api/users/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
    }
    session.clear();
    return '/login';
  },

  async checkAuth() {
    if (session.isActive()) return;
    session.clear();
    throw { redirectTo: '/login', message: false };
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      session.clear();
      throw { redirectTo: '/login', message: false };
    }
  },

  async getPermissions(): Promise<AppPermissions | null> {
    const { user } = session.get();
    return user ? { idRol: user.idRol, permissions: user.permissions ?? [] } : null;
  },

  async getIdentity() {
    const { user } = session.get();
    if (!user) throw new Error(appMessages.common.generic);
    return { id: user.idUsuario, fullName: `${user.nombres} ${user.apellidos}` };
  },
};
