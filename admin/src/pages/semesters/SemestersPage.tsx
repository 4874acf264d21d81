import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { HeadRow, ListCard, PageHeading } from '../../common/ListParts';
import { isActive, RowActionsCell, StatusChip } from '../../common/StatusButtons';
import { useStatusToggle } from '../../common/useStatusToggle';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useIsAdmin } from '../../providers/useSession';
import { statusTexts, useAcademicsApi, useLoad, type Semester } from './academicsApi';
import { SemesterDialog } from './SemesterDialog';

/** /semester: the department's semesters; an active row opens its groups (spec 01 §2 "Semesters"). */
export default function SemestersPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const api = useAcademicsApi();
  const dept = session.departmentId() ?? 0;
  const { data, loading, failed, reload } = useLoad(() => api.semesters(dept, isAdmin), [api, dept, isAdmin]);
  const [editing, setEditing] = useState<Semester | null | undefined>(undefined);
  const status = useStatusToggle<Semester>({
    texts: statusTexts('semesters', 'semesters'), describe: (s) => s.nombreSemestre,
    change: (s, state) => api.semesterState(s.idSemestre, state, s.version), onDone: reload,
  });

  const open = (semester: Semester) => {
    if (isActive(semester.estado)) navigate(`/semester/${semester.idSemestre}/group`);
    else notify(t('app.academics.semesters.inactiveNotice'), { type: 'warning' });
  };

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.academics.section') }, { label: t('app.academics.semesters.title') }]} />
      <PageHeading title={t('app.academics.semesters.title')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.academics.new')}</Button>
      </PageHeading>
      <ListCard loading={loading} failed={failed} empty={!data?.length} emptyText={t('app.academics.semesters.empty')} onRetry={reload} sx={{}}>
        {() => (
          <Table size="small" aria-label={t('app.academics.semesters.title')}>
            <HeadRow columns={['app.academics.semesters.number', 'app.academics.semesters.name', 'app.common.status']} />
            <TableBody>
              {(data ?? []).map((semester, index) => (
                <TableRow key={semester.idSemestre} hover onClick={() => open(semester)} sx={{ cursor: 'pointer' }}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{semester.nombreSemestre}</TableCell>
                  <TableCell><StatusChip estado={semester.estado} /></TableCell>
                  <RowActionsCell estado={semester.estado} isAdmin={isAdmin} onEdit={() => setEditing(semester)} onToggle={() => status.ask(semester)} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListCard>
      {editing !== undefined ? <SemesterDialog record={editing} onClose={() => setEditing(undefined)} onSaved={reload} /> : null}
      {status.dialog}
    </Box>
  );
}
