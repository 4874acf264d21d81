import { useCallback } from 'react';
import {
  Box,
  Button,
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
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageLoading } from '../../common/PageLoading';
import { PersonSearchForm, type PersonQuery } from '../../common/PersonSearchForm';
import { usePersonSearch } from '../../common/usePersonSearch';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useDataProvider } from 'react-admin';
import { showDate } from '../../common/format';
import type { SearchRow } from '../../providers/calls/payments';
import type { AppDataProvider } from '../../providers/dataProvider';
import { statementPath } from '../../common/statementFormat';

/** /monthly-pay-student: find an enrolled student; a row opens that enrolment's payments page. */
export default function MonthlyPaySearchPage() {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const dp = useDataProvider<AppDataProvider>();
  const find = useCallback(
    (query: PersonQuery) => dp.searchMonthlyPayStudents(session.departmentId() ?? 0, query),
    [dp],
  );
  const { rows, loading, search } = usePersonSearch<SearchRow>(find, t('app.payments.search.noResults'));

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.payments.section') }, { label: t('app.payments.search.title') }]} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('app.payments.search.title')}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <PersonSearchForm busy={loading} onSearch={search} autoFocus />
        </CardContent>
      </Card>
      <Card>
        {loading ? (
          <PageLoading />
        ) : !rows ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('app.payments.search.hint')}
          </Typography>
        ) : !rows.length ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
            {t('app.payments.search.noResults')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('app.payments.search.title')}>
              <TableHead>
                <TableRow>
                  {(['ci', 'surnames', 'names', 'semester', 'group', 'enrolled'] as const).map((key) => (
                    <TableCell key={key} sx={{ fontWeight: 700 }}>
                      {t(`app.payments.search.${key}`)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    {t('app.payments.table.actions')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow
                    key={r.idGrupoUsuario}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => navigate(`/monthly-pay-student/group/${r.idGrupo}/student/${r.idUsuario}`)}
                  >
                    <TableCell>{r.ci}</TableCell>
                    <TableCell>{r.apellidos}</TableCell>
                    <TableCell>{r.nombres}</TableCell>
                    <TableCell>{r.nombreSemestre}</TableCell>
                    <TableCell>{r.nombreGrupo}</TableCell>
                    <TableCell>{showDate(r.fechaInscripcion)}</TableCell>
                    <TableCell align="right" onClick={(e) => e.stopPropagation()}>
                      <Button
                        size="small"
                        startIcon={<ReceiptLongIcon />}
                        onClick={() => navigate(statementPath(r.idUsuario))}
                      >
                        {t('app.statement.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
    </Box>
  );
}
