import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { Breadcrumb } from '../../common/Breadcrumb';
import { fetchDocument, saveDocument, type FetchedDocument } from '../../common/documents';
import { FIRST_DATE, showDate, todayLaPaz } from '../../common/format';
import { PageHeading } from '../../common/ListParts';
import { DocumentDialog } from '../../common/DocumentDialog';
import type { AppMessageKey } from '../../i18n/es';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { academicsKeys } from '../../providers/calls/academics';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import type { AnswerRow } from '../../providers/apiTypes';

type ReportGroup = AnswerRow<'get_reports_selectReportGroups'>;
const EMPTY = { groupName: '', idTurn: '' as number | '', idSemester: '' as number | '', date: '' };
const monthlyReportPath = (idGroup: number, kind: 'pdf' | 'xlsx') =>
  `/api/reports/monthlyPaymentReport/${idGroup}/report.${kind}`;

/**
 * /report-monthly-payment and /report-student-list (spec 02 §2): groups by name, shift, semester and start
 * date; each row prints the monthly payment report (and, on the first, downloads it as Excel). A
 * 'Generando Reporte' dialog shows while a document is made.
 */
export function GroupReportPage({ title, withExcel }: { title: AppMessageKey; withExcel: boolean }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const dept = session.departmentId() ?? 0;
  const [form, setForm] = useState(EMPTY);
  const [rows, setRows] = useState<ReportGroup[] | null>(null);
  const [generating, setGenerating] = useState(false);
  const [printing, setPrinting] = useState<string | null>(null);
  const turns = useQuery({ queryKey: academicsKeys.turns(dept), queryFn: () => dp.turnOptions(dept) });
  const semesters = useQuery({
    queryKey: academicsKeys.semesters(dept, false),
    queryFn: () => dp.semesters(dept, false),
  });
  const today = todayLaPaz();

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    setRows(null);
    try {
      const found = await dp.reportGroups(dept, form);
      setRows(found);
      if (!found.length) notify(t('app.reports.monthly.noGroups'), { type: 'info' });
    } catch (error) {
      notify((error as Error).message || t('app.common.generic'), { type: 'error' });
    }
  };
  const excel = async (group: ReportGroup) => {
    setGenerating(true);
    try {
      const doc: FetchedDocument = await fetchDocument(
        monthlyReportPath(group.idGrupo, 'xlsx'),
        `ReportePagoMensualidades${group.nombreGrupo}.xlsx`,
      );
      saveDocument(doc);
    } catch (error) {
      notify((error as Error).message || t('app.common.generic'), { type: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.reports.section') }, { label: t(title) }]} />
      <PageHeading title={t(title)} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={search}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              label={t('app.reports.monthly.groupName')}
              value={form.groupName}
              sx={{ width: { xs: '100%', sm: 200 } }}
              onChange={(e) => setForm((f) => ({ ...f, groupName: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              select
              size="small"
              label={t('app.reports.monthly.turn')}
              value={form.idTurn}
              sx={{ width: { xs: '100%', sm: 170 } }}
              onChange={(e) => setForm((f) => ({ ...f, idTurn: e.target.value === '' ? '' : Number(e.target.value) }))}
            >
              <MenuItem value="">{t('app.reports.monthly.any')}</MenuItem>
              {(turns.data ?? []).map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('app.reports.monthly.semester')}
              value={form.idSemester}
              sx={{ width: { xs: '100%', sm: 170 } }}
              onChange={(e) =>
                setForm((f) => ({ ...f, idSemester: e.target.value === '' ? '' : Number(e.target.value) }))
              }
            >
              <MenuItem value="">{t('app.reports.monthly.any')}</MenuItem>
              {(semesters.data ?? []).map((s) => (
                <MenuItem key={s.idSemestre} value={s.idSemestre}>
                  {s.nombreSemestre}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label={t('app.reports.monthly.startDate')}
              value={form.date}
              sx={{ width: { xs: '100%', sm: 180 } }}
              onChange={(e) => setForm((f) => ({ ...f, date: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: FIRST_DATE, max: today } }}
            />
            <Button
              variant="outlined"
              onClick={() => {
                setForm(EMPTY);
                setRows(null);
              }}
              sx={{ minHeight: 40 }}
            >
              {t('app.reports.monthly.clear')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: 40 }}>
              {t('app.reports.monthly.search')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ overflowX: 'auto' }}>
        {!rows?.length ? (
          <Typography role="status" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
            {t(rows ? 'app.reports.monthly.noGroups' : 'app.reports.monthly.intro')}
          </Typography>
        ) : (
          <Table size="small" aria-label={t(title)}>
            <TableHead>
              <TableRow>
                {(['group', 'turn', 'instalments', 'startDate'] as const).map((k) => (
                  <TableCell key={k}>{t(`app.reports.monthly.${k}`)}</TableCell>
                ))}
                <TableCell align="right">{t('app.reports.monthly.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((g) => (
                <TableRow key={g.idGrupo} hover>
                  <TableCell>{g.nombreGrupo}</TableCell>
                  <TableCell>{g.nombreTurno}</TableCell>
                  <TableCell>{g.cuotas}</TableCell>
                  <TableCell>{showDate(g.fechaInicio)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<PrintIcon />}
                      onClick={() => setPrinting(monthlyReportPath(g.idGrupo, 'pdf'))}
                    >
                      {t('app.reports.monthly.print')}
                    </Button>
                    {withExcel ? (
                      <Button size="small" startIcon={<GridOnIcon />} onClick={() => void excel(g)}>
                        {t('app.reports.monthly.excel')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <Dialog open={generating} aria-labelledby="generating-title">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-label={t('app.reports.monthly.generating')} />
          <Typography id="generating-title">{t('app.reports.monthly.generating')}</Typography>
        </DialogContent>
      </Dialog>
      <DocumentDialog
        path={printing}
        title={t('app.reports.monthly.generating')}
        fallbackName="Reporte Pago de Mensualidades.pdf"
        onClose={() => setPrinting(null)}
      />
    </Box>
  );
}
