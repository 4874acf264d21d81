import type { Answer, RequestBody } from '../apiTypes';
import { API_KEY, type Call } from './call';

export type PortalAccessOverview = Answer<'get_students_portalAccess'>;
export type PortalActivation = Answer<'post_students_portalAccess'>['data'];
export type GuardianBody = RequestBody<'post_students_guardians'>;

/** Staff give a student and their guardians access to the portal (the student's screen). */
export const portalAccessCalls = (call: Call) => ({
  portalAccess: (idStudent: number) => call<PortalAccessOverview>('GET', `/students/portalAccess/${idStudent}`),
  /** A one-time activation code for the student (idGuardian null) or one of their guardians. */
  issuePortalAccess: (idStudent: number, idGuardian: number | null) =>
    call<Answer<'post_students_portalAccess'>>('POST', `/students/portalAccess/${idStudent}`, { idGuardian }),
  revokePortalAccess: (idStudent: number, idGuardian: number | null) =>
    call<Answer<'put_students_revokePortalAccess'>>('PUT', `/students/revokePortalAccess/${idStudent}`, { idGuardian }),
  linkGuardian: (idStudent: number, body: GuardianBody) =>
    call<Answer<'post_students_guardians'>>('POST', `/students/guardians/${idStudent}`, body),
  unlinkGuardian: (idStudent: number, idGuardian: number) =>
    call<Answer<'put_students_unlinkGuardian'>>('PUT', `/students/unlinkGuardian/${idStudent}`, { idGuardian }),
});
export type PortalAccessCalls = ReturnType<typeof portalAccessCalls>;

export const portalAccessKeys = {
  overview: (idStudent: number) => [API_KEY, 'portalAccess', idStudent] as const,
};
