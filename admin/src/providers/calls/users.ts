import type { Answer, AnswerRow, RequestBody } from '../apiTypes';
import { API_KEY, type Call } from './call';

/** A subject as both teacher-subject lists answer it (assigned and available share one shape). */
export type TeacherSubject = AnswerRow<'get_subjects_selectSubjectTeacher'>;

/** Departments, modules and permissions, lockouts and the teacher calls the REST face does not cover (spec 02 §7). */
export const usersCalls = (call: Call) => ({
  selectDepartaments: (state: 1 | null) =>
    call<Answer<'get_departaments_selectDepartaments'>>('GET', `/departaments/selectDepartaments/${state ?? 'null'}`),
  insertDepartament: (nameDepartament: string) =>
    call<Answer<'post_departaments_insertDepartament'>>('POST', '/departaments/insertDepartament', { nameDepartament }),
  updateCredentialsUser: (payload: RequestBody<'put_users_updateCredentialsUser'>) =>
    call<Answer<'put_users_updateCredentialsUser'>>('PUT', '/users/updateCredentialsUser', payload),
  selectModules: () => call<Answer<'get_users_selectModules'>>('GET', '/users/selectModules'),
  selectPermissionsUser: (idUser: number) =>
    call<Answer<'get_users_selectPermissionsUser'>>(
      'GET',
      `/users/selectPermissionsUser?idUser=${encodeURIComponent(idUser)}`,
    ),
  insertPermissionUser: (idUser: number, idModule: number) =>
    call<Answer<'post_users_insertPermissionUser'>>('POST', '/users/insertPermissionUser', { idUser, idModule }),
  updatePermissionUser: (idUser: number, idModule: number, asign: boolean) =>
    call<Answer<'put_users_updatePermissionUser'>>('PUT', '/users/updatePermissionUser', { idUser, idModule, asign }),
  /** Active people of one or two roles in a department: the cashier report's (2, 1) and teacher pay's (3, 5) pickers. */
  usersByRole: (dept: number, role1: number, role2: number) =>
    call<Answer<'get_users_selectSearchUserByIdRole'>>(
      'GET',
      `/users/selectSearchUserByIdRole/${dept}/${role1}/${role2}`,
    ),
  loginLockouts: () => call<Answer<'get_users_selectLoginLockouts'>>('GET', '/users/selectLoginLockouts'),
  unlockLogin: (key: string) => call<Answer<'put_users_unlockLogin'>>('PUT', '/users/unlockLogin', { key }),
  teacherRoles: () => call<Answer<'get_roles_selectTeacherRoles'>>('GET', '/roles/selectTeacherRoles'),
  /** The subjects a teacher gives (the teacher's dialog and the calendar's lesson dialog). */
  teacherSubjects: (idTeacher: number, dept: number) =>
    call<Answer<'get_subjects_selectSubjectTeacher'>>('GET', `/subjects/selectSubjectTeacher/${idTeacher}/${dept}`),
  availableTeacherSubjects: (idTeacher: number, dept: number) =>
    call<Answer<'get_subjects_selectSubjectByIdTeacher'>>(
      'GET',
      `/subjects/selectSubjectByIdTeacher/${idTeacher}/${dept}`,
    ),
  assignTeacherSubject: (idTeacher: number, idSubject: number) =>
    call<Answer<'post_subjects_insertSubjectTeacher'>>('POST', '/subjects/insertSubjectTeacher', {
      idTeacher,
      idSubject,
    }),
  unassignTeacherSubject: (idSubjectTeacher: number) =>
    call<Answer<'put_subjects_deleteSubjectTeacher'>>('PUT', '/subjects/deleteSubjectTeacher', { idSubjectTeacher }),
});
export type UsersCalls = ReturnType<typeof usersCalls>;

const all = [API_KEY, 'users'] as const;
export const usersKeys = {
  all,
  usersByRole: (dept: number, role1: number, role2: number) => [...all, 'byRole', dept, role1, role2] as const,
  lockouts: () => [...all, 'lockouts'] as const,
  teacherRoles: () => [...all, 'teacherRoles'] as const,
  teacherSubjects: (idTeacher: number, dept: number) => [...all, 'teacherSubjects', idTeacher, dept] as const,
  availableTeacherSubjects: (idTeacher: number, dept: number) =>
    [...all, 'availableTeacherSubjects', idTeacher, dept] as const,
};
