import { useCallback } from 'react';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { showInstant } from '../../common/format';
import { PageLoading } from '../../common/PageLoading';
import { PersonSearchForm, type PersonQuery } from '../../common/PersonSearchForm';
import { usePersonSearch } from '../../common/usePersonSearch';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useDataProvider } from 'react-admin';
import { toWallClock, wallDate } from '../../common/laPazClock';
import type { IndividualHoursRow } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';

const COLUMNS = ['ci', 'surnames', 'names', 'subject', 'teacher', 'start', 'level', 'students'] as const;

/**
 * /individual-hours-student (spec 02 §2): a student's reservations of individual lessons, found by CI,
 * Apellidos or Nombres; a row opens that teacher's calendar with the student and reservation chosen.
 */
export default function IndividualHoursPage() {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const dp = useDataProvider<AppDataProvider>();
  const find = useCallback((query: PersonQuery) => dp.individualHours(session.departmentId() ?? 0, query), [dp]);
  const { rows, loading, search } = usePersonSearch<IndividualHoursRow>(find, t('app.schedule.individualHours.none'));

  const cells = (r: IndividualHoursRow) => [
    r.ci,
    r.apellidos,
    r.nombres,
    r.nombreMateria,
    r.docente,
    showInstant(r.fechaInicial),
    r.sigla,
    String(r.nroAlumnos),
  ];
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.dropdowns.hours') }, { label: t('app.schedule.individualHours.title') }]} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('app.schedule.individualHours.title')}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <PersonSearchForm busy={loading} onSearch={search} autoFocus />
        </CardContent>
      </Card>
      {loading ? (
        <PageLoading />
      ) : rows?.length ? (
        <Card>
          <TableContainer>
            <Table size="small" aria-label={t('app.schedule.individualHours.title')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} sx={{ fontWeight: 700 }}>
                      {t(`app.schedule.individualHours.columns.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow
                    key={r.idReserva}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() =>
                      navigate(
                        `/teacher/${r.idDocente}/schedule?idReservation=${r.idReserva}&date=${wallDate(toWallClock(r.fechaInicial))}`,
                      )
                    }
                  >
                    {cells(r).map((value, i) => (
                      <TableCell key={COLUMNS[i]}>{value}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      ) : rows ? (
        <Typography color="text.secondary" role="status" sx={{ p: 3, textAlign: 'center' }}>
          {t('app.schedule.individualHours.none')}
        </Typography>
      ) : null}
    </Box>
  );
}
