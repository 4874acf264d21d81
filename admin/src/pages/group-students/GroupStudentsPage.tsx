import { useState } from 'react';
import {
  Box, Button, Card, CardContent, Grid, InputAdornment, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PaymentsIcon from '@mui/icons-material/Payments';
import SearchIcon from '@mui/icons-material/Search';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import type { AppMessageKey } from '../../i18n/es';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { errorText, isActive, showBs, showDate, useAcademicsApi, useLoad, type Enrolment } from '../semesters/academicsApi';
import { nextState, StatusChip, ToggleButton } from '../semesters/ToggleButton';
import { StudentDialog } from '../students/StudentDialog';
import { EnrolPanel } from './EnrolPanel';

/** /semester/{idSemester}/group/{idGroup}: the group's header, its enrolled students and the enrol panel (spec 01 §2). */
export default function GroupStudentsPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const api = useAcademicsApi();
  const params = useParams();
  const idSemester = Number(params.idSemester);
  const idGroup = Number(params.idGroup);
  const group = useLoad(() => api.group(idGroup), [api, idGroup]);
  const { data, loading, failed, reload } = useLoad(() => api.enrolled(idGroup, isAdmin), [api, idGroup, isAdmin]);
  const [search, setSearch] = useState('');
  const [enrolling, setEnrolling] = useState(false);
  const [editing, setEditing] = useState<Enrolment | null>(null);
  const [toggling, setToggling] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const term = search.trim().toUpperCase();
  const rows = (data ?? []).filter((e) => !term || `${e.ci} ${e.apellidos} ${e.nombres}`.toUpperCase().includes(term));

  const toggle = async () => {
    if (!toggling) return;
    const state = nextState(toggling.estado, isAdmin);
    setBusy(true);
    try {
      const answer = await api.enrolmentState({ idGroup, idUser: toggling.idUsuario, state });
      notify(isAdmin ? answer.msg : t('app.academics.students.deleted'), { type: state === 1 ? 'success' : 'warning' });
      setToggling(null);
      reload();
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const question = (e: Enrolment) => t(!isAdmin ? 'app.academics.groupStudents.confirmDelete'
    : isActive(e.estado) ? 'app.academics.groupStudents.confirmDeactivate' : 'app.academics.groupStudents.confirmActivate', { name: `${e.nombres} ${e.apellidos}` });
  const head = (key: AppMessageKey, align: 'left' | 'right' = 'left') => <TableCell sx={{ fontWeight: 700 }} align={align}>{t(key)}</TableCell>;
  const info = (label: AppMessageKey, value: string) => (
    <Grid size={{ xs: 6, md: 'grow' }}>
      <Typography variant="caption" color="text.secondary">{t(label)}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Grid>
  );
  const g = group.data;

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[
        { label: t('app.academics.section') }, { label: t('app.academics.semesters.title'), to: '/semester' },
        { label: g ? t('app.academics.groups.semester', { name: g.nombreSemestre }) : t('app.academics.groups.title'), to: `/semester/${idSemester}/group` },
        { label: g?.nombreGrupo ?? '' },
      ]} />
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {t('app.academics.groupStudents.enrolled', { count: data?.length ?? 0 })}
        </Typography>
        <TextField size="small" sx={{ width: { xs: '100%', sm: 280 } }} placeholder={t('app.academics.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { 'aria-label': t('app.academics.search') } }} />
        <Button variant="contained" color={enrolling ? 'inherit' : 'primary'} startIcon={enrolling ? <CloseIcon /> : <HowToRegIcon />}
          onClick={() => setEnrolling((v) => !v)}>
          {t(enrolling ? 'app.academics.groupStudents.close' : 'app.academics.groupStudents.enrol')}
        </Button>
      </Box>
      {enrolling ? <EnrolPanel idGroup={idGroup} onEnrolled={reload} /> : null}
      <Card sx={{ overflowX: 'auto' }}>
        {loading ? <PageLoading /> : failed || !rows.length ? (
          <EmptyState text={t('app.academics.groupStudents.empty')} onRetry={reload} />
        ) : (
          <Table size="small" aria-label={t('app.academics.groupStudents.enrolled', { count: rows.length })}>
            <TableHead>
              <TableRow>
                {head('app.academics.students.ci')}{head('app.academics.students.surnames')}{head('app.academics.students.names')}
                {head('app.academics.students.phone')}{head('app.academics.groupStudents.registration')}{head('app.common.status')}
                {head('app.common.actions', 'right')}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((e) => (
                <TableRow key={e.idGrupoUsuario} hover>
                  <TableCell>{e.ci}</TableCell>
                  <TableCell>{e.apellidos}</TableCell>
                  <TableCell>{e.nombres}</TableCell>
                  <TableCell>{e.telefono}</TableCell>
                  <TableCell>{showDate(e.fechaInscripcion)}</TableCell>
                  <TableCell><StatusChip estado={e.estado} /></TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" startIcon={<PaymentsIcon />}
                      onClick={() => navigate(`/semester/${idSemester}/group/${idGroup}/student/${e.idUsuario}`)}>
                      {t('app.academics.groupStudents.viewPayments')}
                    </Button>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(e)}>{t('app.common.edit')}</Button>
                    <ToggleButton estado={e.estado} isAdmin={isAdmin} onClick={() => setToggling(e)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing ? <StudentDialog record={{ ...editing, nombreSucursal: '' }} onClose={() => setEditing(null)} onSaved={reload} /> : null}
      <ConfirmDialog open={!!toggling} title={t('app.academics.groupStudents.report')} question={toggling ? question(toggling) : null}
        busy={busy} onYes={toggle} onNo={() => setToggling(null)} />
    </Box>
  );
}
