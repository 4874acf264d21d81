import { useEffect, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Box, Button, Card, MenuItem, Table, TableCell, TableRow, TextField, Typography } from '@mui/material';
import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import { Breadcrumb } from '../../common/Breadcrumb';
import { EmptyState } from '../../common/EmptyState';
import { HeadRow, matchesPerson, PageHeading, PersonCells, SearchField } from '../../common/ListParts';
import { VirtualTableBody } from '../../common/VirtualTableBody';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { academicsKeys } from '../../providers/calls/academics';
import { credentialsKeys, type CredentialStudent } from '../../providers/calls/credentials';
import { gradesKeys } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { BinnacleDialog } from './BinnacleDialog';
import { CredentialDialog } from './CredentialDialog';

/**
 * The semester, group and search survive leaving the screen. The group shows whole (spec 02: "Tables have no
 * paging"); a long one renders virtualised.
 */
const STORAGE_KEY = 'credentials.table';
interface TableState {
  idSemester: number | '';
  idGroup: number | '';
  search: string;
}
const readState = (): TableState => {
  const empty: TableState = { idSemester: '', idGroup: '', search: '' };
  try {
    const {
      idSemester = '',
      idGroup = '',
      search = '',
    } = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<TableState>;
    return { idSemester, idGroup, search: typeof search === 'string' ? search : '' };
  } catch {
    return empty;
  }
};

function Notice({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/** /student-credential: a group's students with the administrator's 'Credencial' and 'Bitácora' actions. */
export default function StudentCredentialsPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const dept = session.departmentId() ?? 0;
  const [state, setState] = useState<TableState>(readState);
  const [credentialOf, setCredentialOf] = useState<CredentialStudent | null>(null);
  const [binnacleOf, setBinnacleOf] = useState<CredentialStudent | null>(null);
  useEffect(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state)), [state]);

  const { idSemester, idGroup } = state;
  const semesters = useQuery({
    queryKey: academicsKeys.semesters(dept, false),
    queryFn: () => dp.semesters(dept, false),
  });
  const groups = useQuery({
    queryKey: credentialsKeys.groups(dept, Number(idSemester)),
    queryFn: idSemester === '' ? skipToken : () => dp.credentialGroups(dept, idSemester),
  });
  const students = useQuery({
    queryKey: gradesKeys.courseStudents(Number(idGroup)),
    queryFn: idGroup === '' ? skipToken : () => dp.courseStudents(idGroup),
  });
  const all = students.data ?? [];
  const rows = all.filter((s) => matchesPerson(s, state.search));
  const group = (groups.data ?? []).find((g) => g.idGrupo === state.idGroup);
  const patch = (changes: Partial<TableState>) => setState((s) => ({ ...s, ...changes }));

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb
        items={[{ label: t('app.studentCredentials.title') }, { label: t('app.studentCredentials.breadcrumb') }]}
      />
      <PageHeading title={t('app.studentCredentials.breadcrumb')}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={t('app.studentCredentials.semester')}
          value={state.idSemester}
          onChange={(e) => patch({ idSemester: Number(e.target.value), idGroup: '' })}
          helperText={semesters.data && !semesters.data.length ? t('app.studentCredentials.noSemesters') : ' '}
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
          sx={{ minWidth: 180 }}
          label={t('app.studentCredentials.group')}
          value={state.idGroup}
          disabled={!state.idSemester}
          onChange={(e) => patch({ idGroup: Number(e.target.value) })}
          helperText={
            state.idSemester && groups.data && !groups.data.length ? t('app.studentCredentials.noGroups') : ' '
          }
        >
          {(groups.data ?? []).map((g) => (
            <MenuItem key={g.idGrupo} value={g.idGrupo}>
              {g.nombreGrupo}
            </MenuItem>
          ))}
        </TextField>
      </PageHeading>
      {state.idGroup ? (
        <Box sx={{ mb: 2 }}>
          <SearchField value={state.search} onChange={(search) => patch({ search })} />
        </Box>
      ) : null}
      <Card sx={{ overflowX: 'auto' }}>
        {!state.idGroup ? (
          <Notice
            text={t(state.idSemester ? 'app.studentCredentials.chooseGroup' : 'app.studentCredentials.chooseSemester')}
          />
        ) : students.isLoading ? (
          <PageLoading />
        ) : students.isError ? (
          <EmptyState text={t('app.studentCredentials.empty')} onRetry={() => void students.refetch()} />
        ) : !rows.length ? (
          <Notice text={t('app.studentCredentials.empty')} />
        ) : (
          <>
            <Table size="small" aria-label={t('app.studentCredentials.breadcrumb')}>
              <HeadRow
                columns={[
                  'app.studentCredentials.id',
                  'app.studentCredentials.surnames',
                  'app.studentCredentials.names',
                  'app.studentCredentials.phone',
                ]}
              />
              <VirtualTableBody
                rows={rows}
                columns={5}
                renderRow={(s, measure) => (
                  <TableRow key={s.idGrupoUsuario} hover {...measure}>
                    <PersonCells person={s} />
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" startIcon={<BadgeIcon />} onClick={() => setCredentialOf(s)}>
                        {t('app.studentCredentials.credential')}
                      </Button>
                      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setBinnacleOf(s)}>
                        {t('app.studentCredentials.binnacle')}
                      </Button>
                    </TableCell>
                  </TableRow>
                )}
              />
            </Table>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} data-testid="credentials-count">
              {t('app.studentCredentials.shownCount', { shown: rows.length, count: all.length })}
            </Typography>
          </>
        )}
      </Card>
      {credentialOf ? (
        <CredentialDialog
          student={credentialOf}
          idGroup={Number(state.idGroup)}
          groupName={group?.nombreGrupo ?? ''}
          endDate={group?.fechaFin ?? ''}
          onClose={() => setCredentialOf(null)}
          onChanged={() => void students.refetch()}
        />
      ) : null}
      {binnacleOf ? (
        <BinnacleDialog student={binnacleOf} idGroup={Number(state.idGroup)} onClose={() => setBinnacleOf(null)} />
      ) : null}
    </Box>
  );
}
