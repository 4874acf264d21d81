import { useState, type ReactNode } from 'react';
import { Box, Button, Card, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ClassGroupSelects, useClassGroupFilter } from '../../common/ClassGroupFilter';
import { Notice } from '../../common/EmptyState';
import { PageHeading, PersonCells } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import type { AppMessageKey } from '../../i18n/es';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { Enrolment } from '../../providers/calls/academics';
import { gradesKeys, type ClassGroup } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * The shape of /student-grade and /student-attendance (spec 01 §2): Semestre, Grupo (and what `extraFilters`
 * adds), 'Buscar Grupo', then Ci, Apellidos, Nombres, Telefono and the row's action.
 */
export function GroupStudentList({
  title,
  entry,
  extraFilters,
  toolbar,
  action,
  ready = true,
}: {
  title: AppMessageKey;
  ready?: boolean;
  /** The entry screen this report belongs to (grades or attendance), for the roles that may open it. */
  entry?: { label: AppMessageKey; path: string; allowed: boolean };
  extraFilters?: (group: ClassGroup | null) => ReactNode;
  toolbar?: (group: ClassGroup) => ReactNode;
  action: (student: Enrolment, group: ClassGroup) => ReactNode;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [f, setF] = useState<{ idSemester: number | ''; idGroup: number | '' }>({ idSemester: '', idGroup: '' });
  const [searched, setSearched] = useState<number | null>(null);
  const filter = useClassGroupFilter('all', f.idSemester, f.idGroup);
  const students = useQuery({
    queryKey: gradesKeys.courseStudents(Number(searched)),
    queryFn: searched ? () => dp.courseStudents(searched) : skipToken,
  });
  const group = (filter.groups.data ?? []).find((g) => g.idGrupo === searched) ?? null;
  const rows = students.data ?? [];

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t(title) }]} />
      <PageHeading title={t(title)}>
        {entry?.allowed ? (
          <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => navigate(entry.path)}>
            {t(entry.label)}
          </Button>
        ) : null}
      </PageHeading>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 1, alignItems: 'flex-start' }}>
        <ClassGroupSelects
          source="all"
          filter={filter}
          idSemester={f.idSemester}
          idGroup={f.idGroup}
          onSemester={(id) => {
            setF({ idSemester: id, idGroup: '' });
            setSearched(null);
          }}
          onGroup={(id) => {
            setF((s) => ({ ...s, idGroup: id }));
            setSearched(null);
          }}
        />
        {extraFilters?.(filter.group)}
        <Button
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={!f.idGroup || !ready}
          onClick={() => setSearched(Number(f.idGroup))}
          sx={{ minHeight: 40 }}
        >
          {t('app.grades.searchGroup')}
        </Button>
        {group && rows.length ? toolbar?.(group) : null}
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        {!searched || !group ? (
          <Notice text={t(f.idSemester ? 'app.grades.chooseGroup' : 'app.grades.chooseSemester')} />
        ) : students.isLoading ? (
          <PageLoading />
        ) : !rows.length ? (
          <Notice text={students.error?.message || t('app.grades.empty')} />
        ) : (
          <Table size="small" aria-label={t(title)}>
            <TableHead>
              <TableRow>
                {(['app.grades.ci', 'app.grades.surnames', 'app.grades.names', 'app.grades.phone'] as const).map(
                  (k) => (
                    <TableCell key={k}>{t(k)}</TableCell>
                  ),
                )}
                <TableCell align="right">{t('app.grades.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.idGrupoUsuario} hover>
                  <PersonCells person={s} />
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {action(s, group)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}
