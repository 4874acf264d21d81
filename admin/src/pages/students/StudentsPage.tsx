import { useState } from 'react';
import { Box, Button, TableCell, TablePagination, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { ListContextProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { RowActionsCell, StatusChip } from '../../common/StatusButtons';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { ListSearchField } from '../../resources/master/ListSearchField';
import { RecordTableCard } from '../../resources/master/RecordTableCard';
import { useRecordList } from '../../resources/master/useRecordList';
import { useRecordStatus } from '../../resources/master/useRecordStatus';
import { statusTexts } from '../../common/statusTexts';
import type { Student } from '../../providers/calls/academics';
import { statementPath } from '../../common/statementFormat';
import { StudentDialog } from './StudentDialog';
import { STUDENTS_PER_PAGE as PER_PAGE, STUDENTS_SORT } from './studentsList';

/**
 * /student: the department's students on the list controller over the `students` resource (paged, searched by
 * name or ci on the server); create/edit through useCreate / useUpdate, status through useUpdate.
 */
export default function StudentsPage() {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const list = useRecordList<Student>('students', { sort: STUDENTS_SORT, perPage: PER_PAGE });
  const { data, total, refetch, page, setPage } = list;
  const [editing, setEditing] = useState<Student | null | undefined>(undefined);
  const status = useRecordStatus<Student>({
    resource: 'students',
    texts: statusTexts('students', 'students'),
    describe: (s) => `${s.nombres} ${s.apellidos}`,
    activated: 'app.academics.students.activated',
    deactivated: 'app.academics.students.deactivated',
    onDone: () => refetch(),
  });

  return (
    <ListContextProvider value={list}>
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <Breadcrumb items={[{ label: t('app.academics.section') }, { label: t('app.academics.students.title') }]} />
        <PageHeading title={t('app.academics.students.title')}>
          <ListSearchField />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('app.academics.students.newStudent')}
          </Button>
        </PageHeading>
        <RecordTableCard
          label={t('app.academics.students.title')}
          emptyText={t('app.academics.students.empty')}
          columns={[
            'app.academics.students.ci',
            'app.academics.students.surnames',
            'app.academics.students.names',
            'app.academics.students.phone',
            'app.academics.students.branch',
            'app.common.status',
          ]}
          pager={
            (total ?? 0) > PER_PAGE ? (
              <TablePagination
                component="div"
                count={total ?? 0}
                page={page - 1}
                rowsPerPage={PER_PAGE}
                rowsPerPageOptions={[]}
                onPageChange={(_e, next) => setPage(next + 1)}
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
              />
            ) : null
          }
        >
          {(data ?? []).map((s) => (
            <TableRow key={s.id} hover>
              <TableCell>{s.ci}</TableCell>
              <TableCell>{s.apellidos}</TableCell>
              <TableCell>{s.nombres}</TableCell>
              <TableCell>{s.telefono}</TableCell>
              <TableCell>{s.nombreSucursal}</TableCell>
              <TableCell>
                <StatusChip estado={s.estado} />
              </TableCell>
              <RowActionsCell
                estado={s.estado}
                isAdmin={isAdmin}
                onEdit={() => setEditing(s)}
                onToggle={() => status.ask(s)}
              >
                <Button
                  size="small"
                  startIcon={<ReceiptLongIcon />}
                  onClick={() => navigate(statementPath(s.idUsuario))}
                >
                  {t('app.statement.open')}
                </Button>
              </RowActionsCell>
            </TableRow>
          ))}
        </RecordTableCard>
        {editing !== undefined ? (
          <StudentDialog record={editing} onClose={() => setEditing(undefined)} onSaved={() => refetch()} />
        ) : null}
        {status.dialog}
      </Box>
    </ListContextProvider>
  );
}
