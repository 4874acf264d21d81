import { useEffect, useState } from 'react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useDataProvider } from 'react-admin';
import type { ShiftListRow } from '../../../../domain/cash-shift';
import { showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { money } from '../../common/statementFormat';

/** Role 1: every close of the department, newest first, each with its PDF; a close changed afterwards is flagged. */
export function ShiftHistory({ version, onView }: { version: number; onView: (id: number) => void }) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ShiftListRow[]>([]);
  useEffect(() => {
    if (open) dp.counterShifts().then(setRows, (error) => console.error(error));
  }, [dp, open, version]);
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {t('app.counter.shift.history')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="shift-history-title">
        <DialogTitle id="shift-history-title">{t('app.counter.shift.history')}</DialogTitle>
        <DialogContent dividers sx={{ overflowX: 'auto' }}>
          {!rows.length ? (
            <Typography color="text.secondary">{t('app.counter.shift.historyEmpty')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>N°</TableCell>
                  <TableCell>{t('app.counter.shift.cashier')}</TableCell>
                  <TableCell>{t('app.counter.shift.closedAt')}</TableCell>
                  <TableCell align="right">{t('app.counter.shift.expected')}</TableCell>
                  <TableCell align="right">{t('app.counter.shift.counted')}</TableCell>
                  <TableCell align="right">{t('app.counter.shift.difference')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.idCaja}>
                    <TableCell>{r.idCaja}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{r.cajero}</TableCell>
                    <TableCell>
                      <span style={{ whiteSpace: 'nowrap' }}>{showInstant(r.cierre)}</span>
                      {r.modificadoTrasCierre ? (
                        <Tooltip
                          describeChild
                          title={t('app.counter.shift.changedNow', { amount: money(r.esperadoAhora) })}
                        >
                          <Chip
                            size="small"
                            color="warning"
                            variant="outlined"
                            sx={{
                              display: 'flex',
                              width: 'fit-content',
                              mt: 0.5,
                              color: '#8a4b00',
                              borderColor: '#8a4b00',
                            }}
                            data-testid={`shift-changed-${r.idCaja}`}
                            label={t('app.counter.shift.changed')}
                            tabIndex={0}
                          />
                        </Tooltip>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{money(r.esperado)}</TableCell>
                    <TableCell align="right">{money(r.contado)}</TableCell>
                    <TableCell align="right">
                      {r.diferencia ? (
                        <Chip size="small" color="error" label={money(r.diferencia)} />
                      ) : (
                        money(r.diferencia)
                      )}
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => onView(r.idCaja)}>
                        {t('app.counter.shift.view')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('app.common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
