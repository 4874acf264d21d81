import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { WriteAnswer } from '../../pages/semesters/academicsApi';

export interface TeacherSubject { idMateria: number; nombreMateria: string; codigoMateria: string; tipo: number; idDocenteMateria: number | null }
export interface TeacherRole { idRol: number; nombreRol: string }

/** The documented teacher calls of spec 02 §7 "Teachers" that the REST face does not cover. */
export function useTeachersApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    roles: () => dp.call<TeacherRole[]>('GET', '/roles/selectTeacherRoles'),
    assigned: (idTeacher: number, dept: number) => dp.call<TeacherSubject[]>('GET', `/subjects/selectSubjectTeacher/${idTeacher}/${dept}`),
    available: (idTeacher: number, dept: number) => dp.call<TeacherSubject[]>('GET', `/subjects/selectSubjectByIdTeacher/${idTeacher}/${dept}`),
    assign: (idTeacher: number, idSubject: number) => dp.call<WriteAnswer>('POST', '/subjects/insertSubjectTeacher', { idTeacher, idSubject }),
    unassign: (idSubjectTeacher: number) => dp.call<WriteAnswer>('PUT', '/subjects/deleteSubjectTeacher', { idSubjectTeacher }),
    transfer: (idUser: number, idBranchoffice: number) => dp.call<WriteAnswer>('PUT', '/users/updateTransferUser', { idUser, idBranchoffice }),
  }), [dp]);
}
