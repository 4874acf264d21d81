import { useEffect, useState } from 'react';
import {
  Box, Button, Card, InputAdornment, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { useGetList, useNotify } from 'react-admin';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import type { AppMessageKey } from '../../i18n/es';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { errorText, isActive, useAcademicsApi, type Student } from '../semesters/academicsApi';
import { nextState, StatusChip, ToggleButton } from '../semesters/ToggleButton';
import { StudentDialog } from './StudentDialog';

const PER_PAGE = 25;

/**
 * /student: the department's students over the REST face (`students`, paged, searched by name or ci on the
 * server); create/edit through users/insertStudent and updateStudent, status through users/deleteUser.
 */
export default function StudentsPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const isAdmin = useIsAdmin();
  const api = useAcademicsApi();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => { setQ(search.trim()); setPage(0); }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, total, isPending, error, refetch } = useGetList<Student & { id: number }>('students', {
    pagination: { page: page + 1, perPage: PER_PAGE },
    sort: { field: 'apellidos', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const [editing, setEditing] = useState<Student | null | undefined>(undefined);
  const [toggling, setToggling] = useState<Student | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!toggling) return;
    const state = nextState(toggling.estado, isAdmin);
    setBusy(true);
    try {
      const answer = await api.userState(toggling.idUsuario, state);
      notify(isAdmin ? answer.msg : t('app.academics.students.deleted'), { type: state === 1 ? 'success' : 'warning' });
      setToggling(null);
      refetch();
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const question = (s: Student) => t(!isAdmin ? 'app.academics.students.confirmDelete'
    : isActive(s.estado) ? 'app.academics.students.confirmDeactivate' : 'app.academics.students.confirmActivate', { name: `${s.nombres} ${s.apellidos}` });
  const head = (key: AppMessageKey, align: 'left' | 'right' = 'left') => <TableCell sx={{ fontWeight: 700 }} align={align}>{t(key)}</TableCell>;

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.academics.section') }, { label: t('app.academics.students.title') }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{t('app.academics.students.title')}</Typography>
        <TextField size="small" sx={{ width: { xs: '100%', sm: 280 } }} placeholder={t('app.academics.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { 'aria-label': t('app.academics.search') } }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.academics.students.newStudent')}</Button>
      </Box>
      <Card sx={{ overflowX: 'auto' }}>
        {isPending ? <PageLoading /> : error || !data?.length ? (
          <EmptyState text={t('app.academics.students.empty')} onRetry={() => refetch()} />
        ) : (
          <>
            <Table size="small" aria-label={t('app.academics.students.title')}>
              <TableHead>
                <TableRow>
                  {head('app.academics.students.ci')}{head('app.academics.students.surnames')}{head('app.academics.students.names')}
                  {head('app.academics.students.phone')}{head('app.academics.students.branch')}{head('app.common.status')}{head('app.common.actions', 'right')}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell>{s.ci}</TableCell>
                    <TableCell>{s.apellidos}</TableCell>
                    <TableCell>{s.nombres}</TableCell>
                    <TableCell>{s.telefono}</TableCell>
                    <TableCell>{s.nombreSucursal}</TableCell>
                    <TableCell><StatusChip estado={s.estado} /></TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(s)}>{t('app.common.edit')}</Button>
                      <ToggleButton estado={s.estado} isAdmin={isAdmin} onClick={() => setToggling(s)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {(total ?? 0) > PER_PAGE ? (
              <TablePagination component="div" count={total ?? 0} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[]}
                onPageChange={(_e, next) => setPage(next)}
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`} />
            ) : null}
          </>
        )}
      </Card>
      {editing !== undefined ? <StudentDialog record={editing} onClose={() => setEditing(undefined)} onSaved={() => refetch()} /> : null}
      <ConfirmDialog open={!!toggling} title={t('app.academics.students.report')} question={toggling ? question(toggling) : null}
        busy={busy} onYes={toggle} onNo={() => setToggling(null)} />
    </Box>
  );
}
