import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { HeadRow, ListCard, PageHeading, SearchField } from '../../common/ListParts';
import { isActive, RowActionsCell, StatusChip } from '../../common/StatusButtons';
import { useStatusToggle } from '../../common/useStatusToggle';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { showBs, showDate, statusTexts, useAcademicsApi, useLoad, type Group } from '../semesters/academicsApi';
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
  const status = useStatusToggle<Group>({
    texts: statusTexts('groups', 'groups'), describe: (g) => g.nombreGrupo,
    change: (g, state) => api.groupState(g.idGrupo, state, g.version), onDone: reload,
  });
  const term = search.trim().toUpperCase();
  const rows = (data ?? []).filter((g) => !term || g.nombreGrupo.includes(term) || g.nombreTurno.toUpperCase().includes(term));

  const open = (group: Group) => {
    if (isActive(group.estado)) navigate(`/semester/${idSemester}/group/${group.idGrupo}`);
    else notify(t('app.academics.groups.inactiveNotice'), { type: 'warning' });
  };

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[
        { label: t('app.academics.section') }, { label: t('app.academics.semesters.title'), to: '/semester' },
        { label: semester.data ? t('app.academics.groups.semester', { name: semester.data.nombreSemestre }) : t('app.academics.groups.title') },
      ]} />
      <PageHeading title={<>{t('app.academics.groups.title')}{semester.data ? ` — ${semester.data.nombreSemestre}` : ''}</>}>
        <SearchField value={search} onChange={setSearch} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.academics.new')}</Button>
      </PageHeading>
      <ListCard searching={!!term} loading={loading} failed={failed} empty={!rows.length} emptyText={t('app.academics.groups.empty')} onRetry={reload}>
        {() => (
          <Table size="small" aria-label={t('app.academics.groups.title')}>
            <HeadRow columns={[
              'app.academics.groups.name', 'app.academics.groups.turn', 'app.academics.groups.share', 'app.academics.groups.cost',
              'app.academics.groups.startDate', 'app.academics.groups.endDate', 'app.common.status',
            ]} />
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
                  <RowActionsCell estado={group.estado} isAdmin={isAdmin} onEdit={() => setEditing(group)} onToggle={() => status.ask(group)}>
                    <Button size="small" startIcon={<MenuBookIcon />} onClick={() => setAssigning(group)}>{t('app.academics.groups.assign')}</Button>
                  </RowActionsCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListCard>
      {editing !== undefined ? <GroupDialog idSemester={idSemester} record={editing} onClose={() => setEditing(undefined)} onSaved={reload} /> : null}
      {assigning ? <AssignSubjectDialog group={assigning} onClose={() => setAssigning(null)} /> : null}
      {status.dialog}
    </Box>
  );
}
