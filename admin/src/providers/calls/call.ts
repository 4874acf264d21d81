import { httpClient } from '../httpClient';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One documented `/api/...` call; `path` is relative to `/api`. The area files name each one as a method. */
export type Call = <T>(method: HttpMethod, path: string, body?: unknown) => Promise<T>;

export const call: Call = async <T>(method: HttpMethod, path: string, body?: unknown): Promise<T> => {
  const { json } = await httpClient(`/api${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
};

/** A person search's three parts; an empty one travels as the word null. */
export interface PersonQuery { names?: string; surnames?: string; ci?: string }

/** Every key starts with this root, so the query client's defaults for the API's reads apply to all of them. */
export const API_KEY = 'api' as const;
