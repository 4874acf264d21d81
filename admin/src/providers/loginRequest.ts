import { appMessages } from '../i18n/esApp';
import { homePathFor } from '../layout/menuItems';
import { session } from './session';
import type { LoginResponse } from './types';

/*
 * The login call on its own, without react-admin: the first screen (pages/login/StandaloneLogin) loads
 * only this and MUI, and the react-admin app afterwards.
 */

const GENERIC = appMessages.common.generic;

/** The 401 of the login answers plain text; accept a JSON string or `{msg}` as well. */
function textMessage(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return GENERIC;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { msg?: unknown }).msg === 'string') {
      return (parsed as { msg: string }).msg;
    }
  } catch {
    // plain text, as the spec says
  }
  return trimmed;
}

function isLoginResponse(value: unknown): value is LoginResponse {
  const v = value as Partial<LoginResponse> | null;
  return !!v && typeof v.token === 'string' && !!v.user && typeof v.user.idRol === 'number';
}

const noSpaces = (value: unknown) => String(value ?? '').replace(/\s+/g, '');

/** POST users/login with spaces stripped; starts the session and answers the role's home path, or throws the Spanish reason. */
export async function requestLogin(username: string, password: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: noSpaces(username), password: noSpaces(password) }),
    });
  } catch {
    throw new Error(GENERIC);
  }
  // 401: the server's text. 429 (too many attempts) also carries a Spanish message worth showing.
  if (response.status === 401 || response.status === 429) throw new Error(textMessage(await response.text()));
  if (!response.ok) throw new Error(GENERIC);
  const body: unknown = await response.json().catch(() => null);
  if (!isLoginResponse(body)) throw new Error(GENERIC);
  session.start(body);
  return homePathFor(body.user.idRol);
}
