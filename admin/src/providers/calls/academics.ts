import { segment } from '../../common/format';
import type { Answer, RequestBody } from '../apiTypes';
import type { components } from '../../types/api';
import { API_KEY, type Call, type PersonQuery } from './call';

/** Shapes of the documented academics endpoints (spec 01 §3), shared by the semester, group and student pages. */
/** A semester as the API answers it (the OpenAPI document's `Semestre`); `version` is sent back by an edit. */
export type Semester = components['schemas']['Semestre'];
export type Group = components['schemas']['Grupo'];
export type Student = components['schemas']['Estudiante'];
/** What the student dialog edits: the group-students page opens it from an enrolment, which has no `version` (the dialog reloads the record). */
export type StudentFields = Pick<
  Student,
  | 'id'
  | 'idUsuario'
  | 'nombres'
  | 'apellidos'
  | 'ci'
  | 'email'
  | 'telefono'
  | 'idSucursal'
  | 'nombreSucursal'
  | 'estado'
> &
  Partial<Pick<Student, 'version'>>;
/** `id` is the enrolment's (idGrupoUsuario); `estado` the enrolment's, `estadoEstudiante` the student's; `qrCode` only for role 1. */
export type Enrolment = components['schemas']['Inscripcion'];
export interface Option {
  id: number;
  name: string;
}

/** Role 1 lists everything (state null); everyone else only active records (spec 01 §6). */
const stateSegment = (isAdmin: boolean) => (isAdmin ? 'null' : '1');

/**
 * The documented endpoints of spec 01 §7 that the academics workflows use (lookups, subjects, the enrol panel's
 * search, the reports' filters); semesters, groups, students and enrolments themselves are REST-face resources.
 */
export const academicsCalls = (call: Call) => {
  const branches = (dept: number) =>
    call<Answer<'get_branchoffices_selectBranchoffices'>>('GET', `/branchoffices/selectBranchoffices/${dept}/1`);
  return {
    semesters: (dept: number, isAdmin: boolean) =>
      call<Answer<'get_semesters_selectSemesters'>>(
        'GET',
        `/semesters/selectSemesters/${dept}/null/${stateSegment(isAdmin)}`,
      ),
    groups: (idSemester: number | string, isAdmin: boolean) =>
      call<Answer<'get_groups_selectGroups'>>('GET', `/groups/selectGroups/${idSemester}/${stateSegment(isAdmin)}`),
    turnOptions: async (dept: number) =>
      (await call<Answer<'get_turns_selectTurns'>>('GET', `/turns/selectTurns/1/${dept}`)).map((t): Option => ({
        id: t.idTurno,
        name: t.nombreTurno,
      })),
    availableGroupSubjects: async (idGroup: number, dept: number) =>
      (
        await call<Answer<'get_subjects_selectSubjectGroupByIdGroup'>>(
          'GET',
          `/subjects/selectSubjectGroupByIdGroup/${idGroup}/${dept}`,
        )
      ).map((s): Option => ({ id: s.idMateria, name: s.nombreMateria })),
    groupSubjects: (idGroup: number, dept: number) =>
      call<Answer<'get_subjects_selectSubjectGroup'>>('GET', `/subjects/selectSubjectGroup/${idGroup}/${dept}`),
    assignGroupSubject: (body: RequestBody<'post_subjects_insertSubjectGroup'>) =>
      call<Answer<'post_subjects_insertSubjectGroup'>>('POST', '/subjects/insertSubjectGroup', body),
    removeGroupSubject: (idGroupSubject: number) =>
      call<Answer<'put_subjects_deleteSubjectGroup'>>('PUT', '/subjects/deleteSubjectGroup', { idGroupSubject }),
    // Implemented by the users area (GET users/selectTeachers/{idDepartament}/1).
    teacherOptions: async (dept: number) =>
      (await call<Answer<'get_users_selectTeachers'>>('GET', `/users/selectTeachers/${dept}/1`)).map((t): Option => ({
        id: t.idUsuario,
        name: t.nombreCompleto,
      })),
    branches,
    branchOptions: async (dept: number) =>
      (await branches(dept)).map((b): Option => ({ id: b.idSucursal, name: b.nombreSucursal })),
    // The users area's branch transfer for any person.
    transferUser: (idUser: number, idBranchoffice: number) =>
      call<Answer<'put_users_updateTransferUser'>>('PUT', '/users/updateTransferUser', { idUser, idBranchoffice }),
    /** Students to enrol (idGroup) or anyone (null). */
    searchStudents: (dept: number, idGroup: number | null, by: PersonQuery) =>
      call<Answer<'get_users_selectSearchStudent'>>(
        'GET',
        `/users/selectSearchStudent/${dept}/${idGroup ?? 'null'}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`,
      ),
  };
};
export type AcademicsCalls = ReturnType<typeof academicsCalls>;

const all = [API_KEY, 'academics'] as const;
export const academicsKeys = {
  all,
  semesters: (dept: number, isAdmin: boolean) => [...all, 'semesters', dept, isAdmin] as const,
  groups: (idSemester: number | string, isAdmin: boolean) => [...all, 'groups', idSemester, isAdmin] as const,
  turns: (dept: number) => [...all, 'turns', dept] as const,
  branches: (dept: number) => [...all, 'branches', dept] as const,
  teachers: (dept: number) => [...all, 'teachers', dept] as const,
  groupSubjects: (idGroup: number, dept: number) => [...all, 'groupSubjects', idGroup, dept] as const,
  availableSubjects: (idGroup: number, dept: number) => [...all, 'availableSubjects', idGroup, dept] as const,
};
