import { MenuItem, TextField } from '@mui/material';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useLoad } from '../semesters/academicsApi';
import { useGradesApi, type ClassGroup } from './gradesApi';

/** Which group list a screen needs: grades only groups with a subject; attendance and reports every group. */
export type GroupSource = 'grades' | 'attendance' | 'all';

export const FILTER_SX = { width: { xs: '100%', sm: 220 } } as const;

/**
 * The semester → group selects every grades and attendance screen starts with. Teachers get only the
 * semesters and groups they teach (the server filters); empty lists say so with the spec's texts.
 */
export function useClassGroupFilter(source: GroupSource, idSemester: number | '', idGroup: number | '') {
  const api = useGradesApi();
  const dept = session.departmentId() ?? 0;
  const user = session.get().user?.idUsuario ?? 0;
  const semesters = useLoad(() => api.semesters(dept), [api, dept]);
  const groups = useLoad<ClassGroup[]>(async () => {
    if (!idSemester) return [];
    if (source === 'grades') return api.gradeGroups(dept, user, idSemester);
    return source === 'attendance' ? api.attendanceGroups(dept, idSemester) : api.groups(dept, idSemester);
  }, [api, dept, user, idSemester, source]);
  const group = (groups.data ?? []).find((g) => g.idGrupo === idGroup) ?? null;
  return { semesters, groups, group };
}

export function ClassGroupSelects({ source, filter, idSemester, idGroup, onSemester, onGroup }: {
  source: GroupSource; filter: ReturnType<typeof useClassGroupFilter>; idSemester: number | ''; idGroup: number | '';
  onSemester: (id: number) => void; onGroup: (id: number) => void;
}) {
  const t = useAppTranslate();
  const { semesters, groups } = filter;
  const noGroups = source === 'grades' ? 'app.grades.noGroupsWithSubject' : 'app.grades.noGroups';
  return (
    <>
      <TextField select size="small" sx={FILTER_SX} label={t('app.grades.semester')} value={idSemester}
        onChange={(e) => onSemester(Number(e.target.value))}
        helperText={semesters.data && !semesters.data.length ? t('app.grades.noSemesters') : !idSemester ? t('app.grades.chooseSemester') : ' '}>
        {(semesters.data ?? []).map((s) => <MenuItem key={s.idSemestre} value={s.idSemestre}>{s.nombreSemestre}</MenuItem>)}
      </TextField>
      <TextField select size="small" sx={FILTER_SX} label={t('app.grades.group')} value={idGroup} disabled={!idSemester}
        onChange={(e) => onGroup(Number(e.target.value))}
        helperText={idSemester && groups.data && !groups.data.length ? t(noGroups) : idSemester && !idGroup ? t('app.grades.chooseGroup') : ' '}>
        {(groups.data ?? []).map((g) => <MenuItem key={g.idGrupo} value={g.idGrupo}>{g.nombreGrupo}</MenuItem>)}
      </TextField>
    </>
  );
}
