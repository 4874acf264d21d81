import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { fetchFile } from '../../common/documents';
import { GENERIC_ERROR, sessionHeaders } from '../../providers/httpClient';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Enrolment } from '../semesters/academicsApi';
import type { Answer, RequestBody, AnswerRow } from '../../providers/apiTypes';

/** A student of a group as the credentials screens show it (spec 01 §3 "Student in group"; `qrCode` only for role 1). */
export type CredentialStudent = Enrolment;
export type BinnacleRow = AnswerRow<'get_students_selectCredentialBinnacle'>;
export type CheckInAnswer = Answer<'post_attendances_checkIn'>;

async function answerOf<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.msg || GENERIC_ERROR);
  return body as T;
}

/** Typed calls of the credential endpoints (spec 01 §7) and the photo/check-in additions. */
export function useCredentialsApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    semesters: (dept: number) => dp.call<Answer<'get_semesters_selectSemesters'>>('GET', `/semesters/selectSemesters/${dept}/null/1`),
    groups: (dept: number, idSemester: number) => dp.call<Answer<'get_groups_selectGroupCredentialByIdSemester'>>('GET', `/groups/selectGroupCredentialByIdSemester/${dept}/${idSemester}`),
    students: (idGroup: number) => dp.call<Answer<'get_courses_selectCourseStudentsByIdGroup'>>('GET', `/courses/selectCourseStudentsByIdGroup/${idGroup}/1`),
    regenerateQr: (body: RequestBody<'put_courses_updateQrCode'>) =>
      dp.call<Answer<'put_courses_updateQrCode'>>('PUT', '/courses/updateQrCode', body),
    rejectPhoto: (idUser: number) => dp.call<Answer<'put_users_rejectedAvatar'>>('PUT', `/users/rejectedAvatar/${idUser}`),
    logCreation: (body: RequestBody<'post_students_insertCreateCredential'>) =>
      dp.call<Answer<'post_students_insertCreateCredential'>>('POST', '/students/insertCreateCredential', body),
    binnacle: (idGroup: number, idStudent: number) => dp.call<Answer<'get_students_selectCredentialBinnacle'>>('GET', `/students/selectCredentialBinnacle/${idGroup}/${idStudent}`),
    checkIn: (code: string) => dp.call<Answer<'post_attendances_checkIn'>>('POST', '/attendances/checkIn', { code }),
    /** The photo as an object URL (the request needs the session header, so no plain <img src>). */
    photoUrl: async (idUser: number) => URL.createObjectURL(await (await fetchFile(`/api/users/avatar/${idUser}`)).blob()),
    uploadPhoto: async (idUser: number, photo: Blob, name: string) => {
      const form = new FormData();
      form.append('photo', photo, name);
      return answerOf<Answer<'post_users_uploadAvatar'>>(await fetch(`/api/users/uploadAvatar/${idUser}`, { method: 'POST', body: form, headers: sessionHeaders() }));
    },
  }), [dp]);
}

/** Where a credential document is served: the PDF, or one side as PNG. */
export const credentialPath = (idGroup: number, idStudent: number, file: 'credential.pdf' | 'front.png' | 'back.png') =>
  `/api/students/credential/${idGroup}/${idStudent}/${file}`;
