import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { fetchFile } from '../../common/documents';
import { GENERIC_ERROR, sessionHeaders } from '../../providers/httpClient';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Enrolment, Group, Semester, WriteAnswer } from '../semesters/academicsApi';

/** A student of a group as the credentials screens show it (spec 01 §3 "Student in group"). */
export interface CredentialStudent extends Enrolment { qrCode: string | null; avatar: string | null; nombreGrupo: string }
export interface BinnacleRow { idBitacora: number; fechaCreacion: string; usuario: string }
export interface CheckInAnswer extends WriteAnswer<{
  idUsuario: number; idGrupo: number; nombres: string; apellidos: string; ci: string; nombreGrupo: string;
  nombreSemestre: string; fecha: string; yaRegistrado: boolean; tieneFoto: boolean; aviso: string | null;
}> {}

async function answerOf<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.msg || GENERIC_ERROR);
  return body as T;
}

/** Typed calls of the credential endpoints (spec 01 §7) and the photo/check-in additions of issue 11. */
export function useCredentialsApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    semesters: (dept: number) => dp.call<Semester[]>('GET', `/semesters/selectSemesters/${dept}/null/1`),
    groups: (dept: number, idSemester: number) => dp.call<Group[]>('GET', `/groups/selectGroupCredentialByIdSemester/${dept}/${idSemester}`),
    students: (idGroup: number) => dp.call<CredentialStudent[]>('GET', `/courses/selectCourseStudentsByIdGroup/${idGroup}/1`),
    regenerateQr: (body: { idUser: number; idGroup: number; ci: string }) =>
      dp.call<WriteAnswer<CredentialStudent>>('PUT', '/courses/updateQrCode', body),
    rejectPhoto: (idUser: number) => dp.call<WriteAnswer>('PUT', `/users/rejectedAvatar/${idUser}`),
    logCreation: (body: { idGroup: number; idStudent: number; idUser: number }) =>
      dp.call<WriteAnswer>('POST', '/students/insertCreateCredential', body),
    binnacle: (idGroup: number, idStudent: number) => dp.call<BinnacleRow[]>('GET', `/students/selectCredentialBinnacle/${idGroup}/${idStudent}`),
    checkIn: (code: string) => dp.call<CheckInAnswer>('POST', '/attendances/checkIn', { code }),
    /** The photo as an object URL (the request needs the session header, so no plain <img src>). */
    photoUrl: async (idUser: number) => URL.createObjectURL(await (await fetchFile(`/api/users/avatar/${idUser}`)).blob()),
    uploadPhoto: async (idUser: number, photo: Blob, name: string) => {
      const form = new FormData();
      form.append('photo', photo, name);
      return answerOf<WriteAnswer>(await fetch(`/api/users/uploadAvatar/${idUser}`, { method: 'POST', body: form, headers: sessionHeaders() }));
    },
  }), [dp]);
}

/** Where a credential document is served: the PDF, or one side as PNG. */
export const credentialPath = (idGroup: number, idStudent: number, file: 'credential.pdf' | 'front.png' | 'back.png') =>
  `/api/students/credential/${idGroup}/${idStudent}/${file}`;
