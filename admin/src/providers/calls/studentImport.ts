import type { Answer } from '../apiTypes';
import { API_KEY, uploadFile, type Call } from './call';

export type ImportPreview = Answer<'post_studentImport_preview'>;
export type ImportConfirm = Answer<'post_studentImport_confirm'>;

const query = (dept: number, branch: number | null) =>
  `idDepartament=${dept}${branch ? `&idBranchOffice=${branch}` : ''}`;

/**
 * A new institute's start: the home's 'Primeros pasos' and Administración → 'Importar estudiantes' (role 1, in the
 * chosen department: the sheet previewed, then confirmed).
 */
export const studentImportCalls = (call: Call) => ({
  firstSteps: (dept: number) => call<Answer<'get_setup_firstSteps'>>('GET', `/setup/firstSteps/${dept}`),
  studentImportTemplatePath: (dept: number) => `/api/studentImport/template.xlsx?idDepartament=${dept}`,
  previewStudentImport: (dept: number, branch: number | null, file: File) =>
    uploadFile<ImportPreview>(`/studentImport/preview?${query(dept, branch)}`, 'file', file, file.name),
  confirmStudentImport: (dept: number, branch: number | null, file: File) =>
    uploadFile<ImportConfirm>(`/studentImport/confirm?${query(dept, branch)}`, 'file', file, file.name),
});
export type StudentImportCalls = ReturnType<typeof studentImportCalls>;

export const firstStepsKey = (dept: number) => [API_KEY, 'setup', 'firstSteps', dept] as const;
