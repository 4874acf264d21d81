import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Table, TableCell, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import BadgeIcon from '@mui/icons-material/Badge';
import PaymentsIcon from '@mui/icons-material/Payments';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { ListContextProvider, useGetOne } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { HeadRow, ListCard, matchesPerson, PageHeading, PersonCells, SearchField } from '../../common/ListParts';
import { RowActionsCell, StatusChip } from '../../common/StatusButtons';
import type { AppMessageKey } from '../../i18n/es';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { useRecordList } from '../../resources/master/useRecordList';
import { useRecordStatus } from '../../resources/master/useRecordStatus';
import { showBs, showDate } from '../../common/format';
import { statusTexts } from '../../common/statusTexts';
import type { Enrolment, Group } from '../../providers/calls/academics';
import { CredentialDialog } from '../credentials/CredentialDialog';
import type { CredentialStudent } from '../../providers/calls/credentials';
import { StudentDialog } from '../students/StudentDialog';
import { ReportCardDialog } from '../student-grades/ReportCardDialog';
import { EnrolPanel } from './EnrolPanel';
import { VirtualTableBody } from '../../common/VirtualTableBody';
import { GROUP_STUDENTS_MAX } from '../../../../domain/rest-face';

/**
 * /semester/{idSemester}/group/{idGroup}: the group's header (the `groups` resource), its enrolled students (the
 * list controller over `enrolments` of the group) and the enrol panel (spec 01 §2).
 */
export default function GroupStudentsPage() {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const params = useParams();
  const idSemester = Number(params.idSemester);
  const idGroup = Number(params.idGroup);
  const group = useGetOne<Group>('groups', { id: idGroup }, { retry: false });
  const list = useRecordList<Enrolment>('enrolments', {
    filter: { groupId: idGroup },
    sort: { field: 'persona', order: 'ASC' },
    perPage: GROUP_STUDENTS_MAX,
  });
  const { data, isPending, error, refetch } = list;
  const reload = () => {
    refetch();
  };
  const [search, setSearch] = useState('');
  const [enrolling, setEnrolling] = useState(false);
  const [editing, setEditing] = useState<Enrolment | null>(null);
  const [credentialOf, setCredentialOf] = useState<CredentialStudent | null>(null);
  const [cardOf, setCardOf] = useState<Enrolment | null>(null);
  const status = useRecordStatus<Enrolment>({
    resource: 'enrolments',
    texts: statusTexts('groupStudents', 'students'),
    describe: (e) => `${e.nombres} ${e.apellidos}`,
    activated: 'app.academics.groupStudents.activated',
    deactivated: 'app.academics.groupStudents.deactivated',
    onDone: reload,
  });
  const term = search.trim();
  const rows = (data ?? []).filter((e) => matchesPerson(e, term));
  const info = (label: AppMessageKey, value: string) => (
    <Grid size={{ xs: 6, md: 'grow' }}>
      <Typography variant="caption" color="text.secondary">
        {t(label)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Grid>
  );
  const g = group.data;

  return (
    <ListContextProvider value={list}>
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <Breadcrumb
          items={[
            { label: t('app.academics.section') },
            { label: t('app.academics.semesters.title'), to: '/semester' },
            {
              label: g
                ? t('app.academics.groups.semester', { name: g.nombreSemestre })
                : t('app.academics.groups.title'),
              to: `/semester/${idSemester}/group`,
            },
            { label: g?.nombreGrupo ?? '' },
          ]}
        />
        {group.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {group.error.message || t('app.common.generic')}
          </Alert>
        ) : null}
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Grid container spacing={2}>
              {info('app.academics.groupStudents.group', g?.nombreGrupo ?? '')}
              {info('app.academics.groupStudents.semester', g?.nombreSemestre ?? '')}
              {info('app.academics.groupStudents.turn', g?.nombreTurno ?? '')}
              {info('app.academics.groupStudents.cost', g ? t('app.academics.bs', { amount: showBs(g.costo) }) : '')}
              {info('app.academics.groupStudents.startDate', showDate(g?.fechaInicio))}
            </Grid>
          </CardContent>
        </Card>
        <PageHeading variant="h6" title={t('app.academics.groupStudents.enrolled', { count: data?.length ?? 0 })}>
          <SearchField value={search} onChange={setSearch} />
          <Button
            variant="contained"
            color={enrolling ? 'inherit' : 'primary'}
            startIcon={enrolling ? <CloseIcon /> : <HowToRegIcon />}
            disabled={!!group.error}
            onClick={() => setEnrolling((v) => !v)}
          >
            {t(enrolling ? 'app.academics.groupStudents.close' : 'app.academics.groupStudents.enrol')}
          </Button>
        </PageHeading>
        {enrolling && g ? <EnrolPanel idGroup={idGroup} onEnrolled={reload} /> : null}
        <ListCard
          searching={!!term}
          loading={isPending}
          failed={!!error}
          empty={!rows.length}
          emptyText={t('app.academics.groupStudents.empty')}
          onRetry={reload}
        >
          {() => (
            <Table size="small" aria-label={t('app.academics.groupStudents.enrolled', { count: rows.length })}>
              <HeadRow
                columns={[
                  'app.academics.students.ci',
                  'app.academics.students.surnames',
                  'app.academics.students.names',
                  'app.academics.students.phone',
                  'app.academics.groupStudents.registration',
                  'app.common.status',
                ]}
              />
              {/* The whole group, searched on the page (every word in ci or names); a large one renders virtualised. */}
              <VirtualTableBody
                rows={rows}
                columns={7}
                renderRow={(e, measure) => (
                  <TableRow key={e.idGrupoUsuario} hover {...measure}>
                    <PersonCells person={e} />
                    <TableCell>{showDate(e.fechaInscripcion)}</TableCell>
                    <TableCell>
                      <StatusChip estado={e.estado} />
                    </TableCell>
                    <RowActionsCell
                      estado={e.estado}
                      isAdmin={isAdmin}
                      onEdit={() => setEditing(e)}
                      onToggle={() => status.ask(e)}
                    >
                      <Button
                        size="small"
                        startIcon={<PaymentsIcon />}
                        onClick={() => navigate(`/semester/${idSemester}/group/${idGroup}/student/${e.idUsuario}`)}
                      >
                        {t('app.academics.groupStudents.viewPayments')}
                      </Button>
                      {isAdmin ? (
                        <Button
                          size="small"
                          startIcon={<BadgeIcon />}
                          onClick={() => setCredentialOf(e as CredentialStudent)}
                        >
                          {t('app.studentCredentials.credential')}
                        </Button>
                      ) : null}
                      <Button size="small" startIcon={<AssignmentIcon />} onClick={() => setCardOf(e)}>
                        {t('app.grades.studentGrades.reportCard')}
                      </Button>
                    </RowActionsCell>
                  </TableRow>
                )}
              />
            </Table>
          )}
        </ListCard>
        {editing ? (
          <StudentDialog
            record={{ ...editing, id: editing.idUsuario, estado: editing.estadoEstudiante, nombreSucursal: '' }}
            onClose={() => setEditing(null)}
            onSaved={reload}
          />
        ) : null}
        {credentialOf && g ? (
          <CredentialDialog
            student={credentialOf}
            idGroup={idGroup}
            groupName={g.nombreGrupo}
            endDate={g.fechaFin}
            onClose={() => setCredentialOf(null)}
            onChanged={reload}
          />
        ) : null}
        {cardOf ? (
          <ReportCardDialog
            idGroup={idGroup}
            idStudent={cardOf.idUsuario}
            name={`${cardOf.apellidos} ${cardOf.nombres}`}
            onClose={() => setCardOf(null)}
          />
        ) : null}
        {status.dialog}
      </Box>
    </ListContextProvider>
  );
}
