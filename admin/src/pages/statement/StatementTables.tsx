import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type {
  StatementEnrolment,
  StatementInstalment,
  StatementPackage,
  StatementPayment,
  StatementReservation,
} from '../../../../domain/statement';
import { showDate, showInstant } from '../../common/format';
import type { AppMessageKey } from '../../i18n/es';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { money } from '../../common/statementFormat';

type Column = { key: string; align?: 'right' | 'left' | 'center' };
const AMOUNT_COLUMNS: Column[] = [
  { key: 'discount', align: 'right' },
  { key: 'paid', align: 'right' },
  { key: 'balance', align: 'right' },
];
const lineSx = { '& > td': { fontWeight: 600, borderBottom: 'none' } };
const subSx = { '& > td': { color: 'text.secondary', fontSize: '0.8rem', py: 0.25 } };

/** A titled card holding one ledger table, scrolling sideways on a phone rather than squeezing the numbers. */
function LedgerCard({
  title,
  extra,
  columns,
  label,
  children,
}: {
  title: string;
  extra?: ReactNode;
  columns: Column[];
  label: string;
  children: ReactNode;
}) {
  const t = useAppTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {extra}
        </Box>
      </CardContent>
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard user can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table
          size="small"
          aria-label={label}
          sx={{ minWidth: 640, '& .MuiTableCell-alignRight, & .nowrap': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ fontWeight: 700 }}>
                  {t(`app.statement.columns.${c.key}` as AppMessageKey)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** A payment under its line: receipt number, La Paz date and time, type; a voided one struck out. */
function PaymentRows({ payments, span, trailing }: { payments: StatementPayment[]; span: number; trailing: number }) {
  const t = useAppTranslate();
  return (
    <>
      {payments.map((p) => (
        <TableRow
          key={p.idPago}
          sx={{ ...subSx, ...(p.anulado ? { '& > td': { ...subSx['& > td'], textDecoration: 'line-through' } } : {}) }}
          data-testid={`payment-${p.codigo}`}
        >
          <TableCell colSpan={span} sx={{ pl: 4 }}>
            {p.importado
              ? t('app.statement.importedPayment', { date: showInstant(p.fechaPago), type: p.nombreTipoPago })
              : t('app.statement.payment', { code: p.codigo, date: showInstant(p.fechaPago), type: p.nombreTipoPago })}
            {p.anulado ? ` · ${t('app.statement.voided')}` : ` · ${p.cajero}`}
          </TableCell>
          <TableCell align="right">{money(p.descuento)}</TableCell>
          <TableCell align="right">{money(p.subTotal)}</TableCell>
          <TableCell colSpan={trailing} />
        </TableRow>
      ))}
    </>
  );
}

function InstalmentState({ line }: { line: StatementInstalment }) {
  const t = useAppTranslate();
  if (line.saldo === 0)
    return <Chip size="small" color="success" variant="outlined" label={t('app.statement.fees.paidOff')} />;
  if (line.vencida)
    return (
      <Chip size="small" color="error" label={t('app.statement.fees.overdue', { smart_count: line.diasAtraso })} />
    );
  return <Chip size="small" variant="outlined" label={t('app.statement.fees.pending')} />;
}

/** One enrolment's instalments with their payments and the enrolment's subtotal. */
export function FeeLedger({ enrolment: e }: { enrolment: StatementEnrolment }) {
  const t = useAppTranslate();
  const title = t('app.statement.fees.title', { group: `${e.nombreGrupo} · ${e.nombreSemestre} · ${e.nombreTurno}` });
  const columns: Column[] = [
    { key: 'instalment' },
    { key: 'due' },
    { key: 'charge', align: 'right' },
    ...AMOUNT_COLUMNS,
    { key: 'state' },
  ];
  return (
    <LedgerCard
      title={title}
      label={title}
      columns={columns}
      extra={e.vigente ? null : <Chip size="small" variant="outlined" label={t('app.statement.fees.inactive')} />}
    >
      {e.mensualidades.map((m) => [
        <TableRow key={m.idMensualidad} sx={lineSx} data-testid={`instalment-${m.nroMensualidad}`}>
          <TableCell className="nowrap">
            {t('app.statement.fees.instalment', { number: m.nroMensualidad, count: e.cuotas })}
          </TableCell>
          <TableCell>{showDate(m.fechaVencimiento)}</TableCell>
          <TableCell align="right">{money(m.cargo)}</TableCell>
          <TableCell align="right">{money(m.descuento)}</TableCell>
          <TableCell align="right">{money(m.pagado)}</TableCell>
          <TableCell align="right">{money(m.saldo)}</TableCell>
          <TableCell>
            <InstalmentState line={m} />
          </TableCell>
        </TableRow>,
        <PaymentRows key={`p${m.idMensualidad}`} payments={m.pagos} span={3} trailing={2} />,
      ])}
      <TableRow sx={{ '& > td': { fontWeight: 700, bgcolor: 'action.hover' } }}>
        <TableCell colSpan={2} align="right">
          {t('app.statement.fees.subtotal')}
        </TableCell>
        <TableCell align="right">{money(e.cargo)}</TableCell>
        <TableCell align="right">{money(e.descuento)}</TableCell>
        <TableCell align="right">{money(e.pagado)}</TableCell>
        <TableCell align="right">{money(e.saldo)}</TableCell>
        <TableCell />
      </TableRow>
    </LedgerCard>
  );
}

/** Lessons paid per reservation: price, payments, what is left, and the classes booked. */
export function LessonLedger({ reservations }: { reservations: StatementReservation[] }) {
  const t = useAppTranslate();
  const columns: Column[] = [
    { key: 'lesson' },
    { key: 'classes' },
    { key: 'price', align: 'right' },
    ...AMOUNT_COLUMNS,
  ];
  return (
    <LedgerCard title={t('app.statement.lessons')} label={t('app.statement.lessons')} columns={columns}>
      {reservations.map((r) => [
        <TableRow key={r.idReserva} sx={lineSx} data-testid={`reservation-${r.idReserva}`}>
          <TableCell>
            {r.materia} · {r.docente}
            <Typography variant="caption" component="div" color="text.secondary">
              {r.nivel}
              {r.precioFijado ? '' : ` · ${t('app.statement.suggested')}`}
            </Typography>
          </TableCell>
          <TableCell sx={{ fontWeight: 400 }}>
            {r.clases.map((c) => (
              <div key={c.fechaInicial}>
                {showInstant(c.fechaInicial)}–{showInstant(c.fechaFinal).slice(11)}
              </div>
            ))}
          </TableCell>
          <TableCell align="right">{money(r.cargo)}</TableCell>
          <TableCell align="right">{money(r.descuento)}</TableCell>
          <TableCell align="right">{money(r.pagado)}</TableCell>
          <TableCell align="right">{money(r.saldo)}</TableCell>
        </TableRow>,
        <PaymentRows key={`p${r.idReserva}`} payments={r.pagos} span={3} trailing={1} />,
      ])}
    </LedgerCard>
  );
}

const hours = (minutes: number | null) =>
  minutes === null ? '-' : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

/** Hour packages: the income that bought them (paid in full) and the hours left to book. */
export function PackageLedger({ packages }: { packages: StatementPackage[] }) {
  const t = useAppTranslate();
  const columns: Column[] = [
    { key: 'receipt' },
    { key: 'date' },
    { key: 'package' },
    { key: 'hours', align: 'center' },
    { key: 'left', align: 'center' },
    { key: 'paid', align: 'right' },
  ];
  return (
    <LedgerCard title={t('app.statement.packages')} label={t('app.statement.packages')} columns={columns}>
      {packages.map((p) => (
        <TableRow
          key={p.idReserva}
          data-testid={`package-${p.idReserva}`}
          sx={p.anulado ? { '& > td': { textDecoration: 'line-through' } } : undefined}
        >
          <TableCell>{p.codigo ?? '-'}</TableCell>
          <TableCell>{p.fechaPago ? showInstant(p.fechaPago) : '-'}</TableCell>
          <TableCell>
            {p.tipo} · {p.nivel}
            {p.anulado ? ` · ${t('app.statement.voided')}` : ''}
          </TableCell>
          <TableCell align="center">{hours(p.minutosTotales)}</TableCell>
          <TableCell align="center">{hours(p.minutosRestantes)}</TableCell>
          <TableCell align="right">{money(p.pagado)}</TableCell>
        </TableRow>
      ))}
    </LedgerCard>
  );
}
