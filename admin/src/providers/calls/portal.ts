import type { Answer } from '../apiTypes';
import type { Call } from './call';

export type PortalMe = Answer<'get_portal_me'>;
export type PortalAccount = Answer<'get_portal_students_account'>;
export type PortalGrades = Answer<'get_portal_students_grades'>;
export type PortalAttendance = Answer<'get_portal_students_attendance'>;
export type PortalClasses = Answer<'get_portal_students_classes'>;
export type PortalCredential = Answer<'get_portal_students_credential'>;
export type PortalNotices = Answer<'get_portal_students_notices'>;

/**
 * The portal's calls (students and guardians). The portal is a light entry of its own (admin/src/portal/): it
 * hands in a `call` without react-admin, so only the types come from the admin's call layer.
 */
export const portalCalls = (call: Call) => ({
  me: () => call<PortalMe>('GET', '/portal/me'),
  account: (id: number) => call<PortalAccount>('GET', `/portal/students/${id}/account`),
  grades: (id: number) => call<PortalGrades>('GET', `/portal/students/${id}/grades`),
  attendance: (id: number, month: string) =>
    call<PortalAttendance>('GET', `/portal/students/${id}/attendance?month=${month}`),
  classes: (id: number) => call<PortalClasses>('GET', `/portal/students/${id}/classes`),
  credential: (id: number) => call<PortalCredential>('GET', `/portal/students/${id}/credential`),
  notices: (id: number) => call<PortalNotices>('GET', `/portal/students/${id}/notices`),
  activate: (code: string, password: string, confirmation: string) =>
    call<Answer<'post_portal_activate'>>('POST', '/portal/activate', { code, password, confirmation }),
});

/** Where the portal's PDFs are served (fetched with the session header). */
export const portalFiles = {
  receipt: (id: number, idPago: number) => `/api/portal/students/${id}/receipts/${idPago}`,
  reportCard: (id: number, idGroup: number) => `/api/portal/students/${id}/reportCard/${idGroup}`,
};
