import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { WRITE_MESSAGE_HEADER } from '../../../domain/rest-face';
import { httpClient } from './httpClient';
import type { Answer, RequestBody } from './apiTypes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The workflow calls of the documented `/api/...` endpoints, on top of the REST face. */
export interface AppDataProvider extends DataProvider {
  /** Calls a documented endpoint; `path` is relative to `/api` (e.g. `/users/selectModules`). */
  call<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  selectDepartaments(state: 1 | null): Promise<Answer<'get_departaments_selectDepartaments'>>;
  insertDepartament(nameDepartament: string): Promise<Answer<'post_departaments_insertDepartament'>>;
  updateCredentialsUser(payload: RequestBody<'put_users_updateCredentialsUser'>): Promise<Answer<'put_users_updateCredentialsUser'>>;
  selectModules(): Promise<Answer<'get_users_selectModules'>>;
  selectPermissionsUser(idUser: number): Promise<Answer<'get_users_selectPermissionsUser'>>;
  insertPermissionUser(idUser: number, idModule: number): Promise<Answer<'post_users_insertPermissionUser'>>;
  updatePermissionUser(idUser: number, idModule: number, asign: boolean): Promise<Answer<'put_users_updatePermissionUser'>>;
}

/**
 * ra-data-simple-rest over our httpClient, with one addition: a write's message (created / reactivated…), which
 * the server sends beside the record in a header, is put on the record as `msg` for the page to show.
 */
const restHttpClient: typeof httpClient = async (url, options) => {
  const answer = await httpClient(url, options);
  const message = answer.headers.get(WRITE_MESSAGE_HEADER);
  if (!message || !answer.json || typeof answer.json !== 'object') return answer;
  return { ...answer, json: { ...answer.json, msg: decodeURIComponent(message) } };
};
const rest = simpleRestProvider('/api/rest', restHttpClient);

async function call<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const { json } = await httpClient(`/api${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

export const dataProvider: AppDataProvider = {
  ...rest,
  call,
  selectDepartaments: (state) => call('GET', `/departaments/selectDepartaments/${state ?? 'null'}`),
  insertDepartament: (nameDepartament) => call('POST', '/departaments/insertDepartament', { nameDepartament }),
  updateCredentialsUser: (payload) => call('PUT', '/users/updateCredentialsUser', payload),
  selectModules: () => call('GET', '/users/selectModules'),
  selectPermissionsUser: (idUser) => call('GET', `/users/selectPermissionsUser?idUser=${encodeURIComponent(idUser)}`),
  insertPermissionUser: (idUser, idModule) => call('POST', '/users/insertPermissionUser', { idUser, idModule }),
  updatePermissionUser: (idUser, idModule, asign) => call('PUT', '/users/updatePermissionUser', { idUser, idModule, asign }),
};
