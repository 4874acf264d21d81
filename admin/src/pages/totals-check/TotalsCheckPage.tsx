import { Alert, Box, Button, Card, CardContent, Stack, TableCell, TableRow, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import BuildIcon from '@mui/icons-material/Build';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { formatBs } from '../../../../domain/money';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { RegionTable } from '../../common/RegionTable';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { reportsKeys } from '../../providers/calls/reports';
import type { AppDataProvider } from '../../providers/dataProvider';

const KEY = reportsKeys.totalsCheck();

/** The stored columns as the screen names them; amounts in centavos are shown in Bs. */
const FIELDS: Record<string, string> = {
  balance_cents: 'Saldo',
  paid_cents: 'Pagado',
  last_paid_at: 'Último pago',
  paid: 'Pagada (1 = sí)',
  students: 'Estudiantes',
  dues: 'Saldos por fecha de vencimiento (centavos)',
};
const shown = (field: string, value: string | number | null) => {
  if (value === null) return '—';
  return field.endsWith('_cents') && typeof value === 'number' ? formatBs(value) : String(value);
};

/**
 * /totals-check 'Verificar totales' (role 1): the stored totals (instalment saldos, reservation payments, the
 * dashboard's debts) against a recomputation from payments and instalments, and their repair.
 */
export default function TotalsCheckPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const check = useQuery({ queryKey: KEY, queryFn: () => dp.totalsCheck(), gcTime: 0 });
  const repair = useMutation({
    mutationFn: () => dp.repairTotals(),
    onSuccess: (answer) => {
      client.setQueryData(KEY, answer);
      notify(t('app.totals.repaired', { smart_count: answer.reparadas ?? 0 }), { type: 'success' });
    },
    onError: (error) => notify((error as Error).message || t('app.common.generic'), { type: 'error' }),
  });
  const answer = check.data;
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 980 }}>
      <Breadcrumb items={[{ label: t('app.sections.admin') }, { label: t('app.menu.totalsCheck') }]} />
      <PageHeading title={t('app.totals.title')} />
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{t('app.totals.intro')}</Typography>
          {check.isPending || check.isFetching ? <PageLoading /> : null}
          {check.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {(check.error as Error).message || t('app.common.generic')}
            </Alert>
          ) : null}
          {answer && !check.isFetching ? (
            answer.diferencias === 0 ? (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('app.totals.none')}
              </Alert>
            ) : (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('app.totals.found', { smart_count: answer.diferencias })}
              </Alert>
            )
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
            <Button
              variant="outlined"
              startIcon={<FactCheckIcon />}
              disabled={check.isFetching || repair.isPending}
              onClick={() => void check.refetch()}
            >
              {t('app.totals.again')}
            </Button>
            {answer && answer.diferencias > 0 ? (
              <Button
                variant="contained"
                color="warning"
                startIcon={<BuildIcon />}
                disabled={repair.isPending || check.isFetching}
                onClick={() => repair.mutate()}
              >
                {t('app.totals.repair')}
              </Button>
            ) : null}
          </Stack>
          {answer && answer.filas.length > 0 ? (
            <RegionTable
              label={t('app.totals.title')}
              columns={(['figure', 'key', 'field', 'stored', 'expected'] as const).map((c) =>
                t(`app.totals.columns.${c}`),
              )}
            >
              {answer.filas.map((f) => (
                <TableRow key={`${f.cifra}-${f.clave}-${f.campo}`}>
                  <TableCell>{f.cifra}</TableCell>
                  <TableCell>{f.clave}</TableCell>
                  <TableCell>{FIELDS[f.campo] ?? f.campo}</TableCell>
                  <TableCell>{shown(f.campo, f.guardado)}</TableCell>
                  <TableCell>{shown(f.campo, f.calculado)}</TableCell>
                </TableRow>
              ))}
            </RegionTable>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
