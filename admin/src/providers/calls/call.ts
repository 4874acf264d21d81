import { GENERIC_ERROR, httpClient, sessionHeaders } from '../httpClient';

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

/**
 * One file sent as multipart (a photo, a grades sheet, a students sheet): `path` relative to `/api`. A refusal
 * throws the server's Spanish `msg`, as `call` does.
 */
export async function uploadFile<T>(path: string, field: string, file: Blob, name: string): Promise<T> {
  const form = new FormData();
  form.append(field, file, name);
  const response = await fetch(`/api${path}`, { method: 'POST', body: form, headers: sessionHeaders() });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.msg || GENERIC_ERROR);
  return body as T;
}

/** A person search's three parts; an empty one travels as the word null. */
export interface PersonQuery {
  names?: string;
  surnames?: string;
  ci?: string;
}

/** Every key starts with this root, so the query client's defaults for the API's reads apply to all of them. */
export const API_KEY = 'api' as const;
