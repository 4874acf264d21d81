import { fetchFile } from '../../common/documents';
import type { Answer, RequestBody } from '../apiTypes';
import type { Enrolment } from './academics';
import { API_KEY, uploadFile, type Call } from './call';

/** A student of a group as the credentials screens show it (spec 01 §3 "Student in group"; `qrCode` only for role 1). */
export type CredentialStudent = Enrolment;
export type CheckInAnswer = Answer<'post_attendances_checkIn'>;

/** The credential endpoints (spec 01 §7) and the photo/check-in additions. */
export const credentialsCalls = (call: Call) => ({
  credentialGroups: (dept: number, idSemester: number) =>
    call<Answer<'get_groups_selectGroupCredentialByIdSemester'>>(
      'GET',
      `/groups/selectGroupCredentialByIdSemester/${dept}/${idSemester}`,
    ),
  regenerateQr: (body: RequestBody<'put_courses_updateQrCode'>) =>
    call<Answer<'put_courses_updateQrCode'>>('PUT', '/courses/updateQrCode', body),
  rejectPhoto: (idUser: number) => call<Answer<'put_users_rejectedAvatar'>>('PUT', `/users/rejectedAvatar/${idUser}`),
  logCredentialCreation: (body: RequestBody<'post_students_insertCreateCredential'>) =>
    call<Answer<'post_students_insertCreateCredential'>>('POST', '/students/insertCreateCredential', body),
  credentialBinnacle: (idGroup: number, idStudent: number) =>
    call<Answer<'get_students_selectCredentialBinnacle'>>(
      'GET',
      `/students/selectCredentialBinnacle/${idGroup}/${idStudent}`,
    ),
  checkIn: (code: string) => call<Answer<'post_attendances_checkIn'>>('POST', '/attendances/checkIn', { code }),
  /** The photo as an object URL (the request needs the session header, so no plain <img src>). */
  photoUrl: async (idUser: number) =>
    URL.createObjectURL(await (await fetchFile(`/api/users/avatar/${idUser}`)).blob()),
  uploadPhoto: (idUser: number, photo: Blob, name: string) =>
    uploadFile<Answer<'post_users_uploadAvatar'>>(`/users/uploadAvatar/${idUser}`, 'photo', photo, name),
});
export type CredentialsCalls = ReturnType<typeof credentialsCalls>;

const all = [API_KEY, 'credentials'] as const;
export const credentialsKeys = {
  all,
  groups: (dept: number, idSemester: number) => [...all, 'groups', dept, idSemester] as const,
  binnacle: (idGroup: number, idStudent: number) => [...all, 'binnacle', idGroup, idStudent] as const,
};

/** Where a credential document is served: the PDF, or one side as PNG. */
export const credentialPath = (idGroup: number, idStudent: number, file: 'credential.pdf' | 'front.png' | 'back.png') =>
  `/api/students/credential/${idGroup}/${idStudent}/${file}`;
