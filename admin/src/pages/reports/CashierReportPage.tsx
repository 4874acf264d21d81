import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
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
import { DocumentDialog } from '../../common/DocumentDialog';
import { fetchDocument, saveDocument } from '../../common/documents';
import { FIRST_DATE, segment, showBs, showInstant, sumBs, todayLaPaz } from '../../common/format';
import { PageHeading } from '../../common/ListParts';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { CashierSectionCall } from '../../providers/calls/reports';
import { usersKeys } from '../../providers/calls/users';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { useIsAdmin } from '../../providers/useSession';
import { FREE_TEXT_CELL } from '../../theme';

/** The four report calls; each answers rows the page shows column by column (so a row is read as a record of cells). */
type SectionCall = CashierSectionCall;
type Row = Record<string, string | number | null>;
interface Section {
  key: string;
  call: SectionCall;
  type: number;
  title: string;
  empty: string;
  total: string;
  columns: Array<[string, string]>;
}
const PAYMENT_COLUMNS: Array<[string, string]> = [
  ['codigo', 'Recibo'],
  ['fechaPago', 'Fecha'],
  ['tipo', 'Tipo'],
  ['detalle', 'Detalle'],
  ['total', 'Monto'],
  ['descuento', 'Desc.'],
  ['saldo', 'Saldo'],
  ['subTotal', 'Pagado'],
];
const SECTIONS: Section[] = [
  {
    key: 'individual',
    call: 'selectSearchIndividualReport',
    type: 1,
    title: 'Ingresos Individuales',
    empty: 'No se encontro ingresos individuales',
    total: 'subTotal',
    columns: PAYMENT_COLUMNS,
  },
  {
    key: 'group',
    call: 'selectSearchGroupReport',
    type: 2,
    title: 'Ingresos Grupales',
    empty: 'No se encontro ingresos grupales',
    total: 'subTotal',
    columns: PAYMENT_COLUMNS,
  },
  {
    key: 'other',
    call: 'selectSearchIngressReport',
    type: 3,
    title: 'Ingresos por Venta de Libros, Practicas y Otros',
    empty: 'No se encontro ingresos',
    total: 'total',
    columns: [
      ['codigo', 'Recibo'],
      ['fechaPago', 'Fecha'],
      ['tipo', 'Tipo'],
      ['nombre', 'Nombre'],
      ['detalle', 'Detalle'],
      ['total', 'Total'],
    ],
  },
  {
    key: 'expense',
    call: 'selectSearchEgressReport',
    type: 4,
    title: 'Egresos',
    empty: 'No se encontro egresos',
    total: 'total',
    columns: [
      ['codigo', 'Nro'],
      ['fechaRegistro', 'Fecha'],
      ['nombre', 'Nombre'],
      ['detalle', 'Detalle'],
      ['total', 'Total'],
    ],
  },
];
const TYPES = [0, 1, 2, 3, 4] as const;
const MONEY = new Set(['total', 'descuento', 'saldo', 'subTotal']);
/** Free text may wrap anywhere; amounts, dates, receipt numbers and payment types stay on one line. */
const FREE_TEXT = new Set(['detalle', 'nombre']);
const EMPTY_FORM = { idUser: '' as number | '', date: '', start: '', end: '' };

/**
 * /report-cashier 'Reporte de Ingreso Individual' and /report-general (spec 02 §2): a cashier (role 1 picks one,
 * others are their own), a day or a start/end range, then the sections with their totals in Bs, PDF and Excel.
 * The general report adds the report type; changing it clears the results.
 */
export function CashierReportPage({ general }: { general: boolean }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const isAdmin = useIsAdmin();
  const dept = session.departmentId() ?? 0;
  const me = session.get().user?.idUsuario ?? 0;
  const today = todayLaPaz();
  const [form, setForm] = useState(EMPTY_FORM);
  const [type, setType] = useState(0);
  const [result, setResult] = useState<Record<string, Row[]> | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  // Role 1 picks the cashier; everyone else reports on themselves.
  const cashiers = useQuery({
    queryKey: usersKeys.usersByRole(dept, 2, 1),
    queryFn: () => dp.usersByRole(dept, 2, 1),
    enabled: isAdmin,
  });
  const user = isAdmin ? form.idUser : me;
  const path = `${dept}/${segment(user)}/${segment(form.date)}/${segment(form.date ? '' : form.start)}/${segment(form.date ? '' : form.end)}`;
  const shown = SECTIONS.filter((s) => type === 0 || s.type === type);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null); // a new search starts from zero totals (spec 02 §4)
    if (!form.date && !(form.start && form.end))
      return notify(t('app.reports.cashier.chooseDate'), { type: 'warning' });
    try {
      const rows: Row[][] = await Promise.all(shown.map((s) => dp.cashierSection(s.call, path)));
      setResult(Object.fromEntries(shown.map((s, i) => [s.key, rows[i]])));
    } catch (error) {
      notify((error as Error).message || t('app.common.generic'), { type: 'error' });
    }
  };
  const sum = (rows: Row[], key: string) => sumBs(rows.map((row) => row[key]));
  const documentPath = (kind: 'pdf' | 'xlsx') => `/api/reports/cashierReport/${path}/${type}/report.${kind}`;
  const excel = async () => {
    try {
      saveDocument(await fetchDocument(documentPath('xlsx'), 'ReporteIngresos.xlsx'));
    } catch (error) {
      notify((error as Error).message || t('app.common.generic'), { type: 'error' });
    }
  };
  const title = t(general ? 'app.reports.cashier.titleGeneral' : 'app.reports.cashier.titleIndividual');
  const field = { width: { xs: '100%', sm: 170 } };

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.reports.section') }, { label: title }]} />
      <PageHeading title={title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={search}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
          >
            {general ? (
              <TextField
                select
                size="small"
                label={t('app.reports.cashier.type')}
                value={type}
                sx={field}
                onChange={(e) => {
                  setType(Number(e.target.value));
                  setResult(null);
                }}
              >
                {TYPES.map((id) => (
                  <MenuItem key={id} value={id}>
                    {t(`app.reports.cashier.types.t${id}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {isAdmin ? (
              <TextField
                select
                size="small"
                label={t('app.reports.cashier.cashier')}
                value={form.idUser}
                sx={{ width: { xs: '100%', sm: 240 } }}
                onChange={(e) =>
                  setForm((f) => ({ ...f, idUser: e.target.value === '' ? '' : Number(e.target.value) }))
                }
              >
                <MenuItem value="">{t('app.reports.cashier.all')}</MenuItem>
                {(cashiers.data ?? []).map((c) => (
                  <MenuItem key={c.idUsuario} value={c.idUsuario}>{`${c.nombres} ${c.apellidos}`}</MenuItem>
                ))}
              </TextField>
            ) : null}
            {(['date', 'start', 'end'] as const).map((key) => (
              <TextField
                key={key}
                type="date"
                size="small"
                label={t(`app.reports.cashier.${key}`)}
                value={form[key]}
                sx={field}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    [key]: e.target.value,
                    ...(key === 'date' ? { start: '', end: '' } : { date: '' }),
                  }))
                }
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: FIRST_DATE, max: today } }}
              />
            ))}
            <Button
              variant="outlined"
              onClick={() => {
                setForm(EMPTY_FORM);
                setResult(null);
              }}
              sx={{ minHeight: 40 }}
            >
              {t('app.reports.cashier.clear')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: 40 }}>
              {t('app.reports.cashier.search')}
            </Button>
            {result ? (
              <>
                <Button
                  variant="outlined"
                  startIcon={<PrintIcon />}
                  onClick={() => setPrinting(documentPath('pdf'))}
                  sx={{ minHeight: 40 }}
                >
                  {t('app.reports.cashier.print')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<GridOnIcon />}
                  onClick={() => void excel()}
                  sx={{ minHeight: 40 }}
                >
                  {t('app.reports.cashier.excel')}
                </Button>
              </>
            ) : null}
          </Box>
        </CardContent>
      </Card>
      {result ? (
        shown.map((s) => {
          const rows = result[s.key] ?? [];
          return (
            <Card key={s.key} sx={{ mb: 2, overflowX: 'auto' }}>
              <Stack direction="row" sx={{ px: 2, pt: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2">
                  {s.title}
                </Typography>
                <Typography variant="h6" component="p" data-testid={`total-${s.key}`}>
                  {t('app.reports.cashier.total', { amount: showBs(sum(rows, s.total)) })}
                </Typography>
              </Stack>
              {!rows.length ? (
                <Typography color="text.secondary" sx={{ px: 2, py: 2 }}>
                  {s.empty}
                </Typography>
              ) : (
                <Table size="small" aria-label={s.title}>
                  <TableHead>
                    <TableRow>
                      {s.columns.map(([key, label]) => (
                        <TableCell key={key} align={MONEY.has(key) ? 'right' : 'left'}>
                          {label}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row, i) => (
                      <TableRow key={i}>
                        {s.columns.map(([key]) => (
                          <TableCell
                            key={key}
                            align={MONEY.has(key) ? 'right' : 'left'}
                            sx={FREE_TEXT.has(key) ? FREE_TEXT_CELL : { whiteSpace: 'nowrap' }}
                          >
                            {MONEY.has(key)
                              ? showBs(Number(row[key]))
                              : key.startsWith('fecha')
                                ? showInstant(String(row[key]))
                                : row[key]}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Card>
          );
        })
      ) : (
        <Card>
          <Typography role="status" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
            {t('app.reports.cashier.intro')}
          </Typography>
        </Card>
      )}
      <DocumentDialog
        path={printing}
        title={title}
        fallbackName="ReporteIngresos.pdf"
        followProgress
        onClose={() => setPrinting(null)}
      />
    </Box>
  );
}
