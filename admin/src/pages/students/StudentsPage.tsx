import { useEffect, useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TablePagination, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { HeadRow, ListCard, PageHeading, SearchField } from '../../common/ListParts';
import { RowActionsCell, StatusChip } from '../../common/StatusButtons';
import { useStatusToggle } from '../../common/useStatusToggle';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { statusTexts, useAcademicsApi, type Student } from '../semesters/academicsApi';
import { statementPath } from '../statement/statementFormat';
import { StudentDialog } from './StudentDialog';

const PER_PAGE = 25;

/**
 * /student: the department's students over the REST face (`students`, paged, searched by name or ci on the
 * server); create/edit through users/insertStudent and updateStudent, status through users/deleteUser.
 */
export default function StudentsPage() {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const api = useAcademicsApi();
  const navigate = useNavigate();
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
  const status = useStatusToggle<Student>({
    texts: statusTexts('students', 'students'), describe: (s) => `${s.nombres} ${s.apellidos}`,
    change: (s, state) => api.userState(s.idUsuario, state, s.version), onDone: () => refetch(),
  });

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.academics.section') }, { label: t('app.academics.students.title') }]} />
      <PageHeading title={t('app.academics.students.title')}>
        <SearchField value={search} onChange={setSearch} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.academics.students.newStudent')}</Button>
      </PageHeading>
      <ListCard searching={!!q} loading={isPending} failed={!!error} empty={!data?.length} emptyText={t('app.academics.students.empty')} onRetry={() => refetch()}>
        {() => (
          <>
            <Table size="small" aria-label={t('app.academics.students.title')}>
              <HeadRow columns={[
                'app.academics.students.ci', 'app.academics.students.surnames', 'app.academics.students.names',
                'app.academics.students.phone', 'app.academics.students.branch', 'app.common.status',
              ]} />
              <TableBody>
                {(data ?? []).map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell>{s.ci}</TableCell>
                    <TableCell>{s.apellidos}</TableCell>
                    <TableCell>{s.nombres}</TableCell>
                    <TableCell>{s.telefono}</TableCell>
                    <TableCell>{s.nombreSucursal}</TableCell>
                    <TableCell><StatusChip estado={s.estado} /></TableCell>
                    <RowActionsCell estado={s.estado} isAdmin={isAdmin} onEdit={() => setEditing(s)} onToggle={() => status.ask(s)}>
                      <Button size="small" startIcon={<ReceiptLongIcon />} onClick={() => navigate(statementPath(s.idUsuario))}>{t('app.statement.open')}</Button>
                    </RowActionsCell>
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
      </ListCard>
      {editing !== undefined ? <StudentDialog record={editing} onClose={() => setEditing(undefined)} onSaved={() => refetch()} /> : null}
      {status.dialog}
    </Box>
  );
}
