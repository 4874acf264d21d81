import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { StatusTexts } from '../../common/useStatusToggle';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Answer, RequestBody } from '../../providers/apiTypes';
import type { components } from '../../types/api';
import { segment } from '../../common/format';

/** Shapes of the documented academics endpoints (spec 01 §3), shared by the semester, group and student pages. */
/** A semester as the API answers it (the OpenAPI document's `Semestre`); `version` is sent back by an edit. */
export type Semester = components['schemas']['Semestre'];
export type Group = components['schemas']['Grupo'];
export type Student = components['schemas']['Estudiante'];
/** What the student dialog edits: the group-students page opens it from an enrolment, which has no `version` (the dialog reloads the record). */
export type StudentFields = Pick<Student, 'id' | 'idUsuario' | 'nombres' | 'apellidos' | 'ci' | 'email' | 'telefono' | 'idSucursal' | 'nombreSucursal' | 'estado'>
  & Partial<Pick<Student, 'version'>>;
/** `id` is the enrolment's (idGrupoUsuario); `estado` the enrolment's, `estadoEstudiante` the student's; `qrCode` only for role 1. */
export type Enrolment = components['schemas']['Inscripcion'];
export type GroupSubject = components['schemas']['MateriaDeGrupo'];
export interface Option { id: number; name: string }

/** Role 1 lists everything (state null); everyone else only active records (spec 01 §6). */
export const stateSegment = (isAdmin: boolean) => (isAdmin ? 'null' : '1');

/**
 * Typed calls of the documented endpoints of spec 01 §7 that the academics workflows use (lookups, subjects,
 * the enrol panel's search, the reports' filters); semesters, groups, students and enrolments themselves go
 * through their REST-face resources.
 */
export function useAcademicsApi() {
  const dp = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    // The reports' semester and group filters; typed by the OpenAPI document (providers/apiTypes.ts).
    semesters: (dept: number, isAdmin: boolean) =>
      dp.call<Answer<'get_semesters_selectSemesters'>>('GET', `/semesters/selectSemesters/${dept}/null/${stateSegment(isAdmin)}`),
    groups: (idSemester: number | string, isAdmin: boolean) => dp.call<Answer<'get_groups_selectGroups'>>('GET', `/groups/selectGroups/${idSemester}/${stateSegment(isAdmin)}`),
    turns: async (dept: number) => (await dp.call<Answer<'get_turns_selectTurns'>>('GET', `/turns/selectTurns/1/${dept}`))
      .map((t): Option => ({ id: t.idTurno, name: t.nombreTurno })),

    availableSubjects: async (idGroup: number, dept: number) =>
      (await dp.call<Answer<'get_subjects_selectSubjectGroupByIdGroup'>>('GET', `/subjects/selectSubjectGroupByIdGroup/${idGroup}/${dept}`))
        .map((s): Option => ({ id: s.idMateria, name: s.nombreMateria })),
    groupSubjects: (idGroup: number, dept: number) => dp.call<Answer<'get_subjects_selectSubjectGroup'>>('GET', `/subjects/selectSubjectGroup/${idGroup}/${dept}`),
    assignSubject: (body: RequestBody<'post_subjects_insertSubjectGroup'>) => dp.call<Answer<'post_subjects_insertSubjectGroup'>>('POST', '/subjects/insertSubjectGroup', body),
    removeSubject: (idGroupSubject: number) => dp.call<Answer<'put_subjects_deleteSubjectGroup'>>('PUT', '/subjects/deleteSubjectGroup', { idGroupSubject }),
    // Implemented by the users area (GET users/selectTeachers/{idDepartament}/1).
    teachers: async (dept: number) => (await dp.call<Answer<'get_users_selectTeachers'>>('GET', `/users/selectTeachers/${dept}/1`))
      .map((t): Option => ({ id: t.idUsuario, name: t.nombreCompleto })),

    branches: async (dept: number) => (await dp.call<Answer<'get_branchoffices_selectBranchoffices'>>('GET', `/branchoffices/selectBranchoffices/${dept}/1`))
      .map((b): Option => ({ id: b.idSucursal, name: b.nombreSucursal })),
    // The users area's branch transfer for any person.
    transfer: (idUser: number, idBranchoffice: number) => dp.call<Answer<'put_users_updateTransferUser'>>('PUT', '/users/updateTransferUser', { idUser, idBranchoffice }),
    searchStudents: (dept: number, idGroup: number, by: { names?: string; surnames?: string; ci?: string }) =>
      dp.call<Answer<'get_users_selectSearchStudent'>>('GET', `/users/selectSearchStudent/${dept}/${idGroup}/${segment(by.names)}/${segment(by.surnames)}/${segment(by.ci)}`),

  }), [dp]);
}

/**
 * Loads something once and on demand; failures are logged (spec 01 §8) and keep the server's reason
 * (`error`), which a page shows when it cannot work without the data (e.g. a group id that does not exist).
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean; error: string | null }>(
    { data: null, loading: true, failed: false, error: null });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true, failed: false, error: null }));
    run().then((data) => setState({ data, loading: false, failed: false, error: null }), (error) => {
      console.error(error);
      setState({ data: null, loading: false, failed: true, error: (error as Error)?.message || null });
    });
  }, [run]);
  useEffect(reload, [reload]);
  return { ...state, reload };
}

export { showBs, showDate, todayLaPaz } from '../../common/format';

/** The confirmation texts of one academics list (enrolments reuse the student's 'deleted' message). */
export const statusTexts = (
  area: 'semesters' | 'groups' | 'students' | 'groupStudents', deleted: 'semesters' | 'groups' | 'students',
): StatusTexts => ({
  report: `app.academics.${area}.report`,
  confirmDelete: `app.academics.${area}.confirmDelete`,
  confirmDeactivate: `app.academics.${area}.confirmDeactivate`,
  confirmActivate: `app.academics.${area}.confirmActivate`,
  deleted: `app.academics.${deleted}.deleted`,
});
