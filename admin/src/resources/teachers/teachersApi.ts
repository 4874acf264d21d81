import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Answer, AnswerRow } from '../../providers/apiTypes';

/** A subject as both teacher-subject lists answer it (assigned and available share one shape). */
export type TeacherSubject = AnswerRow<'get_subjects_selectSubjectTeacher'>;
export type TeacherRole = AnswerRow<'get_roles_selectTeacherRoles'>;

/** The documented teacher calls of spec 02 §7 "Teachers" that the REST face does not cover. */
export function useTeachersApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    roles: () => dp.call<Answer<'get_roles_selectTeacherRoles'>>('GET', '/roles/selectTeacherRoles'),
    assigned: (idTeacher: number, dept: number) => dp.call<Answer<'get_subjects_selectSubjectTeacher'>>('GET', `/subjects/selectSubjectTeacher/${idTeacher}/${dept}`),
    available: (idTeacher: number, dept: number) => dp.call<Answer<'get_subjects_selectSubjectByIdTeacher'>>('GET', `/subjects/selectSubjectByIdTeacher/${idTeacher}/${dept}`),
    assign: (idTeacher: number, idSubject: number) => dp.call<Answer<'post_subjects_insertSubjectTeacher'>>('POST', '/subjects/insertSubjectTeacher', { idTeacher, idSubject }),
    unassign: (idSubjectTeacher: number) => dp.call<Answer<'put_subjects_deleteSubjectTeacher'>>('PUT', '/subjects/deleteSubjectTeacher', { idSubjectTeacher }),
    transfer: (idUser: number, idBranchoffice: number) => dp.call<Answer<'put_users_updateTransferUser'>>('PUT', '/users/updateTransferUser', { idUser, idBranchoffice }),
  }), [dp]);
}
