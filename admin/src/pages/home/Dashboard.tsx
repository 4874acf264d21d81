import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { monthTitle } from '../../../../domain/grades';
import { showMoney } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { reportsKeys } from '../../providers/calls/reports';
import type { AppDataProvider } from '../../providers/dataProvider';

function Figure({
  label,
  value,
  hint,
  to,
  onOpen,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  to: string;
  onOpen: (to: string) => void;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onOpen(to)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, mt: 0.5 }}>
            {value}
          </Typography>
          {hint ? (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The home dashboard (beyond the spec), from one request: today's money, this month against the
 * last, what is owed past its deadline and this week's attendance; each figure opens its report.
 */
export function Dashboard({ departmentId, beforeOpen }: { departmentId: number; beforeOpen?: () => void }) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const data = useQuery({
    queryKey: reportsKeys.dashboard(departmentId),
    queryFn: () => dp.dashboard(departmentId),
  }).data;
  if (!data) return null;
  const open = (to: string) => {
    beforeOpen?.();
    navigate(to);
  };
  const attendance = data.asistencia.porcentaje === null ? '—' : `${data.asistencia.porcentaje.toFixed(1)} %`;
  return (
    <Box component="section" aria-label={t('app.dashboard.title')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(data.soloCajero ? 'app.dashboard.mine' : 'app.dashboard.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure
            label={t('app.dashboard.todayIncome')}
            value={showMoney(data.hoy.ingresos)}
            to="/report-cashier"
            onOpen={open}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure
            label={t('app.dashboard.todayExpense')}
            value={showMoney(data.hoy.egresos)}
            to="/egress"
            onOpen={open}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure
            label={t('app.dashboard.owed')}
            value={showMoney(data.morosos.adeudado)}
            hint={t('app.dashboard.owedStudents', { count: data.morosos.estudiantes })}
            to="/overdue"
            onOpen={open}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure
            label={t('app.dashboard.attendance')}
            value={attendance}
            hint={t('app.dashboard.attendanceMarks', { count: data.asistencia.registros })}
            to="/student-attendance"
            onOpen={open}
          />
        </Grid>
        <Grid size={12}>
          <Card>
            <CardActionArea onClick={() => open('/report-cashier')}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {t('app.dashboard.months')}
                </Typography>
                <BarChart
                  height={220}
                  margin={{ left: 70 }}
                  xAxis={[{ scaleType: 'band', data: data.meses.map((m) => monthTitle(m.mes)) }]}
                  // The default ticks group thousands with a comma ('6,000'), which reads as six here (Bolivia writes 6.000).
                  yAxis={[{ valueFormatter: (v: number | null) => String(v ?? '') }]}
                  series={[
                    {
                      data: data.meses.map((m) => m.ingresos),
                      label: t('app.dashboard.income'),
                      color: '#1f5fa8',
                      valueFormatter: (v) => showMoney(v ?? 0),
                    },
                    {
                      data: data.meses.map((m) => m.egresos),
                      label: t('app.dashboard.expense'),
                      color: '#c2410c',
                      valueFormatter: (v) => showMoney(v ?? 0),
                    },
                  ]}
                />
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
