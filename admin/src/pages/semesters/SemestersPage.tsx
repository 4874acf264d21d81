import { useState } from 'react';
import { Box, Button, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useIsAdmin } from '../../providers/useSession';
import { errorText, isActive, useAcademicsApi, useLoad, type Semester } from './academicsApi';
import { SemesterDialog } from './SemesterDialog';
import { nextState, StatusChip, ToggleButton } from './ToggleButton';

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
  const [toggling, setToggling] = useState<Semester | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (semester: Semester) => {
    if (isActive(semester.estado)) navigate(`/semester/${semester.idSemestre}/group`);
    else notify(t('app.academics.semesters.inactiveNotice'), { type: 'warning' });
  };

  const toggle = async () => {
    if (!toggling) return;
    const state = nextState(toggling.estado, isAdmin);
    setBusy(true);
    try {
      const answer = await api.semesterState(toggling.idSemestre, state);
      const msg = isAdmin ? answer.msg : t('app.academics.semesters.deleted');
      notify(msg, { type: state === 1 ? 'success' : 'warning' });
      setToggling(null);
      reload();
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const question = (s: Semester) => {
    const key = !isAdmin ? 'app.academics.semesters.confirmDelete'
      : isActive(s.estado) ? 'app.academics.semesters.confirmDeactivate' : 'app.academics.semesters.confirmActivate';
    return t(key, { name: s.nombreSemestre });
  };

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.academics.section') }, { label: t('app.academics.semesters.title') }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{t('app.academics.semesters.title')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.academics.new')}</Button>
      </Box>
      <Card>
        {loading ? <PageLoading /> : failed || !data?.length ? (
          <EmptyState text={t('app.academics.semesters.empty')} onRetry={reload} />
        ) : (
          <Table size="small" aria-label={t('app.academics.semesters.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('app.academics.semesters.number')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('app.academics.semesters.name')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('app.common.status')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }} align="right">{t('app.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((semester, index) => (
                <TableRow key={semester.idSemestre} hover onClick={() => open(semester)} sx={{ cursor: 'pointer' }}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{semester.nombreSemestre}</TableCell>
                  <TableCell><StatusChip estado={semester.estado} /></TableCell>
                  <TableCell align="right" onClick={(e) => e.stopPropagation()}>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(semester)}>{t('app.common.edit')}</Button>
                    <ToggleButton estado={semester.estado} isAdmin={isAdmin} onClick={() => setToggling(semester)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing !== undefined ? <SemesterDialog record={editing} onClose={() => setEditing(undefined)} onSaved={reload} /> : null}
      <ConfirmDialog open={!!toggling} title={t('app.academics.semesters.report')} question={toggling ? question(toggling) : null}
        busy={busy} onYes={toggle} onNo={() => setToggling(null)} />
    </Box>
  );
}
