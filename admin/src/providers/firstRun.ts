import { FIRST_RUN } from '../../../domain/first-run';
import { appMessages } from '../i18n/esApp';
import type { Answer } from './apiTypes';

/*
 * The first-run routes on their own, like loginRequest.ts: the login screen loads only this and
 * MUI. They answer only while the database has no administrator.
 */

type FirstRunAnswer = Answer<'get_setup_first_run'>;
export type FirstRunDepartment = FirstRunAnswer['departamentos'][number];

export interface FirstAdminForm {
  names: string;
  surnames: string;
  ci: string;
  email: string;
  phone: string;
  idDepartament: number | '';
  user: string;
  password: string;
}

/** The departments the form offers while the first run is open; null once an administrator exists (or on any failure). */
export async function firstRunDepartments(): Promise<FirstRunDepartment[] | null> {
  try {
    const response = await fetch('/api/setup/first-run', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<FirstRunAnswer>;
    return body.abierto && Array.isArray(body.departamentos) ? body.departamentos : null;
  } catch {
    return null;
  }
}

/** Creates the first administrator; throws the server's Spanish reason (a 400 names the field, a 403 says it is over). */
export async function createFirstAdmin(form: FirstAdminForm): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/setup/first-run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(form),
    });
  } catch {
    throw new Error(appMessages.common.generic);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
  const msg =
    typeof body?.msg === 'string' ? body.msg : response.status === 403 ? FIRST_RUN.closed : appMessages.common.generic;
  throw new Error(msg);
}
