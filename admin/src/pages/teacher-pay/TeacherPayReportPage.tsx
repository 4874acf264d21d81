import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import SearchIcon from '@mui/icons-material/Search';
import { payWeek, TEACHER_PAY_MESSAGES as M, weekLabel } from '../../../../domain/teacher-pay';
import { Breadcrumb } from '../../common/Breadcrumb';
import { DocumentDialog } from '../../common/DocumentDialog';
import { fetchDocument, saveDocument } from '../../common/documents';
import { FIRST_DATE, showBs, showInstant, showMoney, todayLaPaz } from '../../common/format';
import { PageHeading } from '../../common/ListParts';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { PayWeekReport, TeacherOption } from '../../providers/calls/teacherPay';
import { usersKeys } from '../../providers/calls/users';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { AfpDialog } from './AfpDialog';
import { PayTable } from './PayTable';

/**
 * /report-individual-payment 'Reporte Pago de Horas Individuales' (spec 02 §2, §4, §5, §9): a teacher and a day
 * turned into the Sunday-to-Friday week; the lessons paid by the hour, the practices, the AFP discounts and
 * the weekly total = individuals + practices − AFP; PDF, Excel, and 'Descuento (AFP)' with a teacher chosen.
 */
export default function TeacherPayReportPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();
  const dept = session.departmentId() ?? 0;
  // Teachers and directors (roles 3 and 5) of the department.
  const teachers: TeacherOption[] =
    useQuery({ queryKey: usersKeys.usersByRole(dept, 3, 5), queryFn: () => dp.usersByRole(dept, 3, 5) }).data ?? [];
  const [idTeacher, setIdTeacher] = useState<number | ''>('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<{ teacher?: string; week?: string }>({});
  const [report, setReport] = useState<PayWeekReport | null>(null);
  const [afp, setAfp] = useState(false);
  const [printing, setPrinting] = useState<string | null>(null);
  const week = date ? payWeek(date) : null;
  const path = week && idTeacher ? `${dept}/${idTeacher}/${week.start}/${week.end}` : null;

  const search = () => {
    const problems = {
      teacher: idTeacher ? undefined : M.teacher,
      week: date && date >= FIRST_DATE && date <= todayLaPaz() ? undefined : M.week,
    };
    setErrors(problems);
    setReport(null);
    if (problems.teacher || problems.week || !path) return;
    run(async () => setReport(await dp.payWeek(path)));
  };
  const bs = (n: number) => showBs(n);
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.reports.section') }, { label: t('app.reports.teacherPay.title') }]} />
      <PageHeading title={t('app.reports.teacherPay.title')}>
        <Button
          variant="outlined"
          startIcon={<RemoveCircleIcon />}
          disabled={!idTeacher || !week}
          onClick={() => setAfp(true)}
        >
          {t('app.reports.teacherPay.afp')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          disabled={!report || !path}
          onClick={() => setPrinting(`/api/reports/teacherPayReport/${path}/report.pdf`)}
        >
          {t('app.reports.teacherPay.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<GridOnIcon />}
          disabled={!report || busy}
          onClick={() =>
            void run(async () =>
              saveDocument(
                await fetchDocument(
                  `/api/reports/teacherPayReport/${path}/report.xlsx`,
                  'ReportePagoHoraIndividual.xlsx',
                ),
              ),
            )
          }
        >
          {t('app.reports.teacherPay.excel')}
        </Button>
      </PageHeading>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              size="small"
              label={t('app.reports.teacherPay.teacher')}
              value={idTeacher}
              sx={{ width: { xs: '100%', sm: 320 } }}
              error={!!errors.teacher}
              helperText={errors.teacher ?? ' '}
              onChange={(e) => {
                setIdTeacher(Number(e.target.value));
                setReport(null);
              }}
            >
              {teachers.map((p) => (
                <MenuItem key={p.idUsuario} value={p.idUsuario}>{`${p.apellidos} ${p.nombres}`}</MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label={t('app.reports.teacherPay.week')}
              value={date}
              sx={{ width: { xs: '100%', sm: 260 } }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: FIRST_DATE, max: todayLaPaz() } }}
              error={!!errors.week}
              helperText={errors.week ?? (week ? weekLabel(week) : ' ')}
              onChange={(e) => {
                setDate(e.target.value);
                setReport(null);
              }}
            />
            <Button
              variant="contained"
              startIcon={<SearchIcon />}
              onClick={search}
              disabled={busy}
              sx={{ minHeight: 40 }}
            >
              {t('app.reports.teacherPay.search')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {!report ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('app.reports.teacherPay.intro')}
        </Typography>
      ) : (
        <>
          <Stack
            direction="row"
            useFlexGap
            spacing={2}
            sx={{ flexWrap: 'wrap', mb: 2 }}
            data-testid="teacher-pay-summary"
          >
            {(
              [
                ['totalIndividuals', report.summary.individuales],
                ['totalPractices', report.summary.practicas],
                ['totalAfp', -report.summary.afp],
                ['total', report.summary.total],
              ] as const
            ).map(([k, v]) => (
              <Card key={k} sx={{ px: 2, py: 1, minWidth: 170 }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`app.reports.teacherPay.${k}`)}
                </Typography>
                <Typography variant="h6" component="p">
                  {showMoney(v)}
                </Typography>
              </Card>
            ))}
          </Stack>
          <PayTable
            title={t('app.reports.teacherPay.individuals')}
            rows={report.individuals}
            total={bs(report.summary.individuales)}
            empty={M.none}
            columns={[
              { label: t('app.reports.teacherPay.columns.date'), value: (r) => r.fechaClase },
              { label: t('app.reports.teacherPay.columns.start'), value: (r) => `${r.inicio} - ${r.fin}` },
              { label: t('app.reports.teacherPay.columns.hours'), value: (r) => r.horas },
              {
                label: t('app.reports.teacherPay.columns.student'),
                value: (r) => `${r.apellidos} ${r.nombres}`,
                text: true,
              },
              { label: t('app.reports.teacherPay.columns.subject'), value: (r) => r.materia, text: true },
              { label: t('app.reports.teacherPay.columns.level'), value: (r) => r.nivel },
              { label: t('app.reports.teacherPay.columns.students'), value: (r) => r.nroAlumnos },
              { label: t('app.reports.teacherPay.columns.type'), value: (r) => r.tipo },
              {
                label: t('app.reports.teacherPay.columns.paidOn'),
                value: (r) => (r.fechaPago ? showInstant(r.fechaPago).slice(0, 10) : '-'),
              },
              { label: t('app.reports.teacherPay.columns.rate'), value: (r) => bs(r.pago), money: true },
              { label: t('app.reports.teacherPay.columns.amount'), value: (r) => bs(r.total), money: true },
            ]}
          />
          <PayTable
            title={t('app.reports.teacherPay.practices')}
            rows={report.practices}
            total={bs(report.summary.practicas)}
            empty={M.none}
            columns={[
              {
                label: t('app.reports.teacherPay.columns.paidOn'),
                value: (r) => showInstant(r.fechaPago).slice(0, 10),
              },
              { label: t('app.reports.teacherPay.columns.name'), value: (r) => r.nombre, text: true },
              { label: t('app.reports.teacherPay.detail'), value: (r) => r.detalleIngreso || '-', text: true },
              { label: t('app.reports.teacherPay.columns.initials'), value: (r) => r.sigla },
              { label: t('app.reports.teacherPay.columns.pay'), value: (r) => bs(r.pago), money: true },
            ]}
          />
          <PayTable
            title={t('app.reports.teacherPay.afps')}
            rows={report.afps}
            total={bs(report.summary.afp)}
            empty={M.noDiscounts}
            columns={[
              {
                label: t('app.reports.teacherPay.columns.date'),
                value: (r) => showInstant(r.fechaDescuento).slice(0, 10),
              },
              { label: t('app.reports.teacherPay.detail'), value: (r) => r.detalle, text: true },
              { label: t('app.reports.teacherPay.discount'), value: (r) => bs(r.descuento), money: true },
            ]}
          />
        </>
      )}
      {afp && idTeacher && week ? (
        <AfpDialog
          dept={dept}
          idTeacher={idTeacher}
          date={week.end > todayLaPaz() ? todayLaPaz() : week.end}
          onClose={() => setAfp(false)}
          onSaved={() => {
            setAfp(false);
            if (path) run(async () => setReport(await dp.payWeek(path)));
          }}
        />
      ) : null}
      <DocumentDialog
        path={printing}
        title={t('app.reports.teacherPay.title')}
        fallbackName="Reporte Pago de Horas Individuales.pdf"
        onClose={() => setPrinting(null)}
      />
    </Box>
  );
}
