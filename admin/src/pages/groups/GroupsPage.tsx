import { useState } from 'react';
import {
  Box, Button, Card, InputAdornment, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SearchIcon from '@mui/icons-material/Search';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { errorText, isActive, showBs, showDate, useAcademicsApi, useLoad, type Group } from '../semesters/academicsApi';
import { nextState, StatusChip, ToggleButton } from '../semesters/ToggleButton';
import { AssignSubjectDialog } from './AssignSubjectDialog';
import { GroupDialog } from './GroupDialog';

/** /semester/{idSemester}/group: the semester's groups; an active row opens its students (spec 01 §2 "Groups"). */
export default function GroupsPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const api = useAcademicsApi();
  const idSemester = Number(useParams().idSemester);
  const semester = useLoad(() => api.semester(idSemester), [api, idSemester]);
  const { data, loading, failed, reload } = useLoad(() => api.groups(idSemester, isAdmin), [api, idSemester, isAdmin]);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Group | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<Group | null>(null);
  const [toggling, setToggling] = useState<Group | null>(null);
  const [busy, setBusy] = useState(false);
  const term = search.trim().toUpperCase();
  const rows = (data ?? []).filter((g) => !term || g.nombreGrupo.includes(term) || g.nombreTurno.toUpperCase().includes(term));

  const open = (group: Group) => {
    if (isActive(group.estado)) navigate(`/semester/${idSemester}/group/${group.idGrupo}`);
    else notify(t('app.academics.groups.inactiveNotice'), { type: 'warning' });
  };
  const toggle = async () => {
    if (!toggling) return;
    const state = nextState(toggling.estado, isAdmin);
    setBusy(true);
    try {
      const answer = await api.groupState(toggling.idGrupo, state);
      notify(isAdmin ? answer.msg : t('app.academics.groups.deleted'), { type: state === 1 ? 'success' : 'warning' });
      setToggling(null);
      reload();
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const question = (g: Group) => t(!isAdmin ? 'app.academics.groups.confirmDelete'
    : isActive(g.estado) ? 'app.academics.groups.confirmDeactivate' : 'app.academics.groups.confirmActivate', { name: g.nombreGrupo });
  const head = (key: Parameters<typeof t>[0], align: 'left' | 'right' = 'left') => <TableCell sx={{ fontWeight: 700 }} align={align}>{t(key)}</TableCell>;

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[
        { label: t('app.academics.section') }, { label: t('app.academics.semesters.title'), to: '/semester' },
        { label: semester.data ? t('app.academics.groups.semester', { name: semester.data.nombreSemestre }) : t('app.academics.groups.title') },
      ]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('app.academics.groups.title')}{semester.data ? ` — ${semester.data.nombreSemestre}` : ''}
        </Typography>
        <TextField size="small" sx={{ width: { xs: '100%', sm: 280 } }} placeholder={t('app.academics.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { 'aria-label': t('app.academics.search') } }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.academics.new')}</Button>
      </Box>
      <Card sx={{ overflowX: 'auto' }}>
        {loading ? <PageLoading /> : failed || !rows.length ? (
          <EmptyState text={t('app.academics.groups.empty')} onRetry={reload} />
        ) : (
          <Table size="small" aria-label={t('app.academics.groups.title')}>
            <TableHead>
              <TableRow>
                {head('app.academics.groups.name')}{head('app.academics.groups.turn')}{head('app.academics.groups.share')}
                {head('app.academics.groups.cost')}{head('app.academics.groups.startDate')}{head('app.academics.groups.endDate')}
                {head('app.common.status')}{head('app.common.actions', 'right')}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((group) => (
                <TableRow key={group.idGrupo} hover onClick={() => open(group)} sx={{ cursor: 'pointer' }}>
                  <TableCell>{group.nombreGrupo}</TableCell>
                  <TableCell>{group.nombreTurno}</TableCell>
                  <TableCell>{group.cuotas}</TableCell>
                  <TableCell>{showBs(group.costo)}</TableCell>
                  <TableCell>{showDate(group.fechaInicio)}</TableCell>
                  <TableCell>{showDate(group.fechaFin)}</TableCell>
                  <TableCell><StatusChip estado={group.estado} /></TableCell>
                  <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" startIcon={<MenuBookIcon />} onClick={() => setAssigning(group)}>{t('app.academics.groups.assign')}</Button>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(group)}>{t('app.common.edit')}</Button>
                    <ToggleButton estado={group.estado} isAdmin={isAdmin} onClick={() => setToggling(group)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing !== undefined ? <GroupDialog idSemester={idSemester} record={editing} onClose={() => setEditing(undefined)} onSaved={reload} /> : null}
      {assigning ? <AssignSubjectDialog group={assigning} onClose={() => setAssigning(null)} /> : null}
      <ConfirmDialog open={!!toggling} title={t('app.academics.groups.report')} question={toggling ? question(toggling) : null}
        busy={busy} onYes={toggle} onNo={() => setToggling(null)} />
    </Box>
  );
}
