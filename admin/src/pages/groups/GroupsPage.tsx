import { useState } from 'react';
import { Box, Button, TableCell, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { ListContextProvider, useGetOne, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { isActive, RowActionsCell, StatusChip } from '../../common/StatusButtons';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { ListSearchField } from '../../resources/master/ListSearchField';
import { RecordTableCard } from '../../resources/master/RecordTableCard';
import { useRecordList } from '../../resources/master/useRecordList';
import { useRecordStatus } from '../../resources/master/useRecordStatus';
import { showBs, showDate } from '../../common/format';
import { statusTexts } from '../../common/statusTexts';
import type { Group, Semester } from '../../providers/calls/academics';
import { AssignSubjectDialog } from './AssignSubjectDialog';
import { GroupDialog } from './GroupDialog';

/**
 * /semester/{idSemester}/group: the semester's groups (the `groups` resource filtered on the semester, searched
 * by name or turn on the server); an active row opens its students (spec 01 §2 "Groups").
 */
export default function GroupsPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const idSemester = Number(useParams().idSemester);
  const semester = useGetOne<Semester>('semesters', { id: idSemester });
  const list = useRecordList<Group>('groups', {
    filter: { semesterId: idSemester },
    sort: { field: 'nombreGrupo', order: 'ASC' },
  });
  const { data, refetch } = list;
  const reload = () => {
    refetch();
  };
  const [editing, setEditing] = useState<Group | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<Group | null>(null);
  const status = useRecordStatus<Group>({
    resource: 'groups',
    texts: statusTexts('groups', 'groups'),
    describe: (g) => g.nombreGrupo,
    activated: 'app.academics.groups.activated',
    deactivated: 'app.academics.groups.deactivated',
    onDone: reload,
  });

  const open = (group: Group) => {
    if (isActive(group.estado)) navigate(`/semester/${idSemester}/group/${group.idGrupo}`);
    else notify(t('app.academics.groups.inactiveNotice'), { type: 'warning' });
  };

  return (
    <ListContextProvider value={list}>
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <Breadcrumb
          items={[
            { label: t('app.academics.section') },
            { label: t('app.academics.semesters.title'), to: '/semester' },
            {
              label: semester.data
                ? t('app.academics.groups.semester', { name: semester.data.nombreSemestre })
                : t('app.academics.groups.title'),
            },
          ]}
        />
        <PageHeading
          title={
            <>
              {t('app.academics.groups.title')}
              {semester.data ? ` — ${semester.data.nombreSemestre}` : ''}
            </>
          }
        >
          <ListSearchField />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('app.academics.new')}
          </Button>
        </PageHeading>
        <RecordTableCard
          label={t('app.academics.groups.title')}
          emptyText={t('app.academics.groups.empty')}
          columns={[
            'app.academics.groups.name',
            'app.academics.groups.turn',
            'app.academics.groups.share',
            'app.academics.groups.cost',
            'app.academics.groups.startDate',
            'app.academics.groups.endDate',
            'app.common.status',
          ]}
        >
          {(data ?? []).map((group) => (
            <TableRow key={group.idGrupo} hover onClick={() => open(group)} sx={{ cursor: 'pointer' }}>
              <TableCell>{group.nombreGrupo}</TableCell>
              <TableCell>{group.nombreTurno}</TableCell>
              <TableCell>{group.cuotas}</TableCell>
              <TableCell>{showBs(group.costo)}</TableCell>
              <TableCell>{showDate(group.fechaInicio)}</TableCell>
              <TableCell>{showDate(group.fechaFin)}</TableCell>
              <TableCell>
                <StatusChip estado={group.estado} />
              </TableCell>
              <RowActionsCell
                estado={group.estado}
                isAdmin={isAdmin}
                onEdit={() => setEditing(group)}
                onToggle={() => status.ask(group)}
              >
                <Button size="small" startIcon={<MenuBookIcon />} onClick={() => setAssigning(group)}>
                  {t('app.academics.groups.assign')}
                </Button>
              </RowActionsCell>
            </TableRow>
          ))}
        </RecordTableCard>
        {editing !== undefined ? (
          <GroupDialog
            idSemester={idSemester}
            record={editing}
            onClose={() => setEditing(undefined)}
            onSaved={reload}
          />
        ) : null}
        {assigning ? <AssignSubjectDialog group={assigning} onClose={() => setAssigning(null)} /> : null}
        {status.dialog}
      </Box>
    </ListContextProvider>
  );
}
