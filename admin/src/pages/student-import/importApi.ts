import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { GENERIC_ERROR, sessionHeaders } from '../../providers/httpClient';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Answer } from '../../providers/apiTypes';

export type ImportPreview = Answer<'post_studentImport_preview'>;
export type ImportConfirm = Answer<'post_studentImport_confirm'>;

/** The file travels as multipart; the server answers its Spanish msg on a refusal. */
async function upload<T>(call: 'preview' | 'confirm', dept: number, branch: number | null, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = `idDepartament=${dept}${branch ? `&idBranchOffice=${branch}` : ''}`;
  const response = await fetch(`/api/studentImport/${call}?${query}`, { method: 'POST', body: form, headers: sessionHeaders() });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.msg || GENERIC_ERROR);
  return body as T;
}

/** Typed calls of the student import (role 1, in the chosen department). */
export function useImportApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    branches: (dept: number) => dp.branches(dept),
    templatePath: (dept: number) => `/api/studentImport/template.xlsx?idDepartament=${dept}`,
    preview: (dept: number, branch: number | null, file: File) => upload<ImportPreview>('preview', dept, branch, file),
    confirm: (dept: number, branch: number | null, file: File) => upload<ImportConfirm>('confirm', dept, branch, file),
  }), [dp]);
}
