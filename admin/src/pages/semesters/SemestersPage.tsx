import { useState } from 'react';
import { Box, Button, TableCell, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify, ListContextProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { isActive, RowActionsCell, StatusChip } from '../../common/StatusButtons';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { RecordTableCard } from '../../resources/master/RecordTableCard';
import { rowNumber, useRecordList } from '../../resources/master/useRecordList';
import { useRecordStatus } from '../../resources/master/useRecordStatus';
import { statusTexts } from '../../common/statusTexts';
import type { Semester } from '../../providers/calls/academics';
import { SemesterDialog } from './SemesterDialog';
import { SEMESTERS_SORT } from './semestersList';

/**
 * /semester: the department's semesters (the `semesters` resource, newest period first); an active row opens
 * its groups (spec 01 §2 "Semesters").
 */
export default function SemestersPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const list = useRecordList<Semester>('semesters', { sort: SEMESTERS_SORT });
  const { data, refetch, page, perPage } = list;
  const [editing, setEditing] = useState<Semester | null | undefined>(undefined);
  const status = useRecordStatus<Semester>({
    resource: 'semesters',
    texts: statusTexts('semesters', 'semesters'),
    describe: (s) => s.nombreSemestre,
    activated: 'app.academics.semesters.activated',
    deactivated: 'app.academics.semesters.deactivated',
    onDone: () => refetch(),
  });

  const open = (semester: Semester) => {
    if (isActive(semester.estado)) navigate(`/semester/${semester.idSemestre}/group`);
    else notify(t('app.academics.semesters.inactiveNotice'), { type: 'warning' });
  };

  return (
    <ListContextProvider value={list}>
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <Breadcrumb items={[{ label: t('app.academics.section') }, { label: t('app.academics.semesters.title') }]} />
        <PageHeading title={t('app.academics.semesters.title')}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('app.academics.new')}
          </Button>
        </PageHeading>
        <RecordTableCard
          label={t('app.academics.semesters.title')}
          emptyText={t('app.academics.semesters.empty')}
          sx={{}}
          columns={['app.academics.semesters.number', 'app.academics.semesters.name', 'app.common.status']}
        >
          {(data ?? []).map((semester, index) => (
            <TableRow key={semester.id} hover onClick={() => open(semester)} sx={{ cursor: 'pointer' }}>
              <TableCell>{rowNumber(page, perPage, index)}</TableCell>
              <TableCell>{semester.nombreSemestre}</TableCell>
              <TableCell>
                <StatusChip estado={semester.estado} />
              </TableCell>
              <RowActionsCell
                estado={semester.estado}
                isAdmin={isAdmin}
                onEdit={() => setEditing(semester)}
                onToggle={() => status.ask(semester)}
              />
            </TableRow>
          ))}
        </RecordTableCard>
        {editing !== undefined ? (
          <SemesterDialog record={editing} onClose={() => setEditing(undefined)} onSaved={() => refetch()} />
        ) : null}
        {status.dialog}
      </Box>
    </ListContextProvider>
  );
}
