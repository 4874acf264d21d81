import { forwardRef } from 'react';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { CounterOwed } from '../../../../domain/counter';
import { showDate } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { money } from '../../common/statementFormat';

/** On a phone the date and state columns fold into the concept cell, so the balance and 'Cobrar' stay in view. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW = { display: { xs: 'block', sm: 'none' } } as const;

const hours = (minutes: number) => `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

/** The first item the cashier can collect now: its 'Cobrar' takes the focus, so Enter pays it. */
const firstPayable = (items: CounterOwed[]) => items.find((o) => o.pagable && o.tipo !== 'paquete') ?? null;

function State({ item }: { item: CounterOwed }) {
  const t = useAppTranslate();
  if (item.vencida)
    return <Chip size="small" color="error" label={t('app.counter.owed.overdue', { days: item.diasAtraso })} />;
  if (item.paquete)
    return (
      <Chip
        size="small"
        variant="outlined"
        label={t('app.counter.owed.minutesLeft', { hours: hours(item.paquete.minutosRestantes) })}
      />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(item.pagable ? 'app.counter.owed.pending' : 'app.counter.owed.later')}
    />
  );
}

function Concept({ item }: { item: CounterOwed }) {
  const t = useAppTranslate();
  const { mensualidad: m, clase: c, paquete: p } = item;
  if (m)
    return <>{t('app.counter.owed.instalment', { group: m.nombreGrupo, number: m.nroMensualidad, count: m.cuotas })}</>;
  if (c) {
    return (
      <>
        {t('app.counter.owed.lesson', { subject: c.materia || '-', teacher: c.docente || '-' })}
        <Typography variant="caption" component="div" color="text.secondary">
          {c.precio > 0 || c.precioFijado
            ? t('app.counter.owed.lessonDetail', { level: c.nivel, price: money(c.precio), paid: money(c.pagado) })
            : t('app.counter.owed.unpriced', { level: c.nivel })}
        </Typography>
      </>
    );
  }
  return <>{t('app.counter.owed.package', { type: p?.tipo || '-' })}</>;
}

/**
 * Everything the student owes, oldest first (the statement's owed list): instalments, lessons, packages.
 * 'Cobrar' on what can be collected now; the first one holds the ref the page focuses.
 */
export const OwedTable = forwardRef<HTMLButtonElement, { items: CounterOwed[]; onPay: (item: CounterOwed) => void }>(
  function OwedTable({ items, onPay }, firstRef) {
    const t = useAppTranslate();
    const first = firstPayable(items);
    return (
      <TableContainer>
        <Table size="small" aria-label={t('app.counter.owed.title')}>
          <TableHead>
            <TableRow>
              {(['concept', 'date', 'balance', 'state', 'actions'] as const).map((key) => (
                <TableCell
                  key={key}
                  sx={{ fontWeight: 700, ...(key === 'date' || key === 'state' ? WIDE : {}) }}
                  align={key === 'balance' || key === 'actions' ? 'right' : 'left'}
                >
                  {t(`app.counter.owed.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={`${item.tipo}-${item.id}`} data-testid="owed-row" selected={item === first}>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: { xs: 120, sm: 160 } }}>
                  <Concept item={item} />
                  <Typography variant="caption" color="text.secondary" sx={NARROW}>
                    {showDate(item.fecha)}
                  </Typography>
                  <Box sx={{ ...NARROW, mt: 0.5 }}>
                    <State item={item} />
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE }}>{showDate(item.fecha)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {item.paquete
                    ? `${t('app.counter.owed.hours')}: ${hours(item.paquete.minutosRestantes)}`
                    : money(item.saldo)}
                </TableCell>
                <TableCell sx={WIDE}>
                  <State item={item} />
                </TableCell>
                <TableCell align="right">
                  {item.pagable && !item.paquete ? (
                    <Button
                      ref={item === first ? firstRef : undefined}
                      variant={item === first ? 'contained' : 'outlined'}
                      size="small"
                      startIcon={<PaymentsIcon />}
                      onClick={() => onPay(item)}
                    >
                      {t('app.counter.owed.pay')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  },
);
