import { MenuItem, TextField } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';
import { gradesKeys, type ClassGroup } from '../providers/calls/grades';
import type { AppDataProvider } from '../providers/dataProvider';
import { session } from '../providers/session';

/** Which group list a screen needs: grades only groups with a subject; attendance and reports every group. */
export type GroupSource = 'grades' | 'attendance' | 'all';

export const FILTER_SX = { width: { xs: '100%', sm: 220 } } as const;

/**
 * The semester → group selects every grades and attendance screen starts with. Teachers get only the
 * semesters and groups they teach (the server filters); empty lists say so with the spec's texts.
 */
export function useClassGroupFilter(source: GroupSource, idSemester: number | '', idGroup: number | '') {
  const dp = useDataProvider<AppDataProvider>();
  const dept = session.departmentId() ?? 0;
  const user = session.get().user?.idUsuario ?? 0;
  const semesters = useQuery({ queryKey: gradesKeys.teacherSemesters(dept), queryFn: () => dp.teacherSemesters(dept) });
  const groups = useQuery<ClassGroup[]>({
    queryKey: gradesKeys.filterGroups(source, dept, Number(idSemester), user),
    queryFn:
      idSemester === ''
        ? skipToken
        : () => {
            if (source === 'grades') return dp.gradeGroups(dept, user, idSemester);
            return source === 'attendance' ? dp.attendanceGroups(dept, idSemester) : dp.classGroups(dept, idSemester);
          },
  });
  const group = (groups.data ?? []).find((g) => g.idGrupo === idGroup) ?? null;
  return { semesters, groups, group };
}

export function ClassGroupSelects({
  source,
  filter,
  idSemester,
  idGroup,
  onSemester,
  onGroup,
}: {
  source: GroupSource;
  filter: ReturnType<typeof useClassGroupFilter>;
  idSemester: number | '';
  idGroup: number | '';
  onSemester: (id: number) => void;
  onGroup: (id: number) => void;
}) {
  const t = useAppTranslate();
  const { semesters, groups } = filter;
  const noGroups = source === 'grades' ? 'app.grades.noGroupsWithSubject' : 'app.grades.noGroups';
  return (
    <>
      <TextField
        select
        size="small"
        sx={FILTER_SX}
        label={t('app.grades.semester')}
        value={idSemester}
        onChange={(e) => onSemester(Number(e.target.value))}
        helperText={
          semesters.data && !semesters.data.length
            ? t('app.grades.noSemesters')
            : !idSemester
              ? t('app.grades.chooseSemester')
              : ' '
        }
      >
        {(semesters.data ?? []).map((s) => (
          <MenuItem key={s.idSemestre} value={s.idSemestre}>
            {s.nombreSemestre}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={FILTER_SX}
        label={t('app.grades.group')}
        value={idGroup}
        disabled={!idSemester}
        onChange={(e) => onGroup(Number(e.target.value))}
        helperText={
          idSemester && groups.data && !groups.data.length
            ? t(noGroups)
            : idSemester && !idGroup
              ? t('app.grades.chooseGroup')
              : ' '
        }
      >
        {(groups.data ?? []).map((g) => (
          <MenuItem key={g.idGrupo} value={g.idGrupo}>
            {g.nombreGrupo}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
