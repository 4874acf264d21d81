import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { StudentStatement } from '../../../../domain/statement';
import { statementFileName } from '../../../../domain/statement';
import { Breadcrumb } from '../../common/Breadcrumb';
import { fetchDocument, saveDocument } from '../../common/documents';
import { EmptyState } from '../../common/EmptyState';
import { showDate } from '../../common/format';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FeeLedger, LessonLedger, PackageLedger } from './StatementTables';
import { money } from '../../common/statementFormat';
import { PortalAccessCard } from '../portal-access/PortalAccessCard';

const pdfPath = (idUser: number | string) => `/api/students/statement/${idUser}/statement.pdf`;

/**
 * /statement/:idUser: the student's statement of account — fees per enrolment, individual
 * lessons and hour packages, each with its payments — and the letter PDF the cashier hands over.
 */
export default function StatementPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { idUser = '' } = useParams();
  const [state, setState] = useState<{ data: StudentStatement | null; loading: boolean }>({
    data: null,
    loading: true,
  });
  const { busy, run } = useBusyAction();

  const load = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    dp.studentStatement(idUser).then(
      (data) => setState({ data, loading: false }),
      (error) => {
        console.error(error);
        setState({ data: null, loading: false });
      },
    );
  }, [dp, idUser]);
  useEffect(load, [load]);

  const data = state.data;
  const download = () =>
    run(async () => saveDocument(await fetchDocument(pdfPath(idUser), statementFileName(data?.estudiante.ci ?? ''))));
  const totals = data?.totales;
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.payments.section') }, { label: t('app.statement.title') }]} />
      <PageHeading title={t('app.statement.title')}>
        {data ? (
          <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
            {busy ? t('app.statement.downloading') : t('app.statement.download')}
          </Button>
        ) : null}
      </PageHeading>
      {state.loading ? (
        <PageLoading />
      ) : !data || !totals ? (
        <Card>
          <EmptyState text={t('app.statement.failed')} onRetry={load} />
        </Card>
      ) : (
        <>
          <Card sx={{ mb: 2 }} data-testid="statement-student">
            <CardContent>
              <Grid container spacing={2}>
                {(
                  [
                    ['name', `${data.estudiante.nombres} ${data.estudiante.apellidos}`, 6],
                    ['ci', data.estudiante.ci, 2],
                    ['phone', data.estudiante.telefono, 2],
                    ['cutoff', showDate(data.fechaCorte), 2],
                  ] as const
                ).map(([key, value, md]) => (
                  <Grid key={key} size={{ xs: key === 'name' ? 12 : 4, md }} sx={{ minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary">
                      {t(`app.statement.student.${key}`)}
                    </Typography>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value || '-'}</Typography>
                  </Grid>
                ))}
              </Grid>
            </CardContent>
          </Card>
          <Card sx={{ mb: 2 }} data-testid="statement-totals">
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 } }}>
              {(
                [
                  ['charge', totals.cargo],
                  ['discount', totals.descuento],
                  ['paid', totals.pagado],
                  ['balance', totals.saldo],
                  ['overdue', totals.vencido],
                ] as const
              ).map(([key, value]) => (
                <Box key={key} data-testid={`total-${key}`}>
                  <Typography variant="caption" color="text.secondary">
                    {t(`app.statement.totals.${key}`)}
                  </Typography>
                  <Typography
                    variant="h6"
                    component="p"
                    color={key === 'overdue' && value > 0 ? 'error' : key === 'balance' ? 'primary' : 'text.primary'}
                    sx={{ fontWeight: key === 'balance' || key === 'overdue' ? 700 : 500 }}
                  >
                    {money(value)}
                  </Typography>
                </Box>
              ))}
              {totals.cuotasVencidas > 0 ? (
                <Chip
                  color="error"
                  variant="outlined"
                  sx={{ alignSelf: 'center' }}
                  label={t('app.statement.totals.overdueCount', { smart_count: totals.cuotasVencidas })}
                />
              ) : null}
            </CardContent>
          </Card>
          {data.mensualidades.map((enrolment) => (
            <FeeLedger key={enrolment.idGrupoUsuario} enrolment={enrolment} />
          ))}
          {data.clases.length ? <LessonLedger reservations={data.clases} /> : null}
          {data.paquetes.length ? <PackageLedger packages={data.paquetes} /> : null}
          {!data.mensualidades.length && !data.clases.length && !data.paquetes.length ? (
            <Card>
              <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
                {t('app.statement.empty')}
              </Typography>
            </Card>
          ) : null}
          <PortalAccessCard idStudent={data.estudiante.idUsuario} />
        </>
      )}
    </Box>
  );
}
