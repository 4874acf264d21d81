import { useState, type FormEvent } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { ShiftSummary } from '../../../../domain/cash-shift';
import { FormDialog } from '../../common/FormDialog';
import { showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { inputCents } from '../../common/paymentTable';
import { money } from '../../common/statementFormat';

const cell = { py: 0.5, px: { xs: 0.75, sm: 2 } } as const;
// On a phone the payment type folds under the concept, so the amount stays in view.
const wide = { ...cell, display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * 'Cierre de caja': what the shift took in and paid out, totals by payment type and the expected cash; the
 * cashier types the cash counted and sees the difference before 'Cerrar caja' (the server stores and recomputes).
 */
export function ShiftCloseDialog({
  shift,
  busy,
  onClose,
  onConfirm,
}: {
  shift: ShiftSummary;
  busy: boolean;
  onClose: () => void;
  onConfirm: (counted: string) => void;
}) {
  const t = useAppTranslate();
  const [counted, setCounted] = useState('');
  const [touched, setTouched] = useState(false);
  const countedCents = inputCents(counted);
  const expectedCents = Math.round(shift.esperado * 100);
  const error = touched && countedCents === null ? t('app.counter.shift.counted') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (countedCents !== null) onConfirm(counted.trim());
  };
  const line = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
  return (
    <FormDialog
      titleId="shift-close-title"
      title={t('app.counter.shift.closeTitle')}
      maxWidth="sm"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      saveLabel={t('app.counter.shift.confirmClose')}
    >
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('app.counter.shift.receipts')}
      </Typography>
      {shift.recibos.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('app.counter.shift.receipts')}>
            <TableHead>
              <TableRow>
                {(['receiptNumber', 'concept', 'paymentType', 'amount'] as const).map((k) => (
                  <TableCell key={k} sx={k === 'paymentType' ? wide : cell} align={k === 'amount' ? 'right' : 'left'}>
                    {t(`app.counter.shift.${k}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shift.recibos.map((r) => (
                <TableRow key={`${r.tipo}-${r.codigo}`}>
                  <TableCell sx={cell}>{`${t(`app.counter.shift.kinds.${r.tipo}`)} N° ${r.codigo}`}</TableCell>
                  <TableCell sx={{ ...cell, overflowWrap: 'anywhere' }}>
                    {r.detalle}
                    <Typography
                      variant="caption"
                      component="div"
                      color="text.secondary"
                      sx={{ display: { sm: 'none' } }}
                    >
                      {r.tipoPago}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wide}>{r.tipoPago}</TableCell>
                  <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
                    {money(r.monto)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('app.counter.shift.none')}
        </Typography>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('app.counter.shift.expenses')}
      </Typography>
      {shift.egresos.length ? (
        shift.egresos.map((e) => line(`N° ${e.codigo} · ${e.nombre}`, money(e.monto)))
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('app.counter.shift.none')}
        </Typography>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('app.counter.shift.byType')}
      </Typography>
      {shift.totalesPorTipo.map((x) => (
        <Box key={x.tipoPago}>{line(x.tipoPago, money(x.monto))}</Box>
      ))}
      <Box sx={{ mt: 2, p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }} data-testid="shift-arqueo">
        {line(`${t('app.counter.shift.openingLine')} (${showInstant(shift.apertura)})`, money(shift.fondoInicial))}
        {line(t('app.counter.shift.cashIn'), money(shift.efectivoRecibido))}
        {line(t('app.counter.shift.cashOut'), money(shift.efectivoPagado))}
        {line(t('app.counter.shift.expected'), money(shift.esperado), true)}
      </Box>
      <TextField
        label={t('app.counter.shift.counted')}
        value={counted}
        onChange={(e) => setCounted(e.target.value)}
        autoFocus
        required
        fullWidth
        margin="dense"
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
      />
      {countedCents !== null ? (
        <Typography
          sx={{ fontWeight: 700, mt: 1 }}
          color={countedCents === expectedCents ? 'success.main' : 'error'}
          data-testid="shift-difference"
        >
          {`${t('app.counter.shift.difference')}: ${money((countedCents - expectedCents) / 100)}`}
        </Typography>
      ) : null}
    </FormDialog>
  );
}
