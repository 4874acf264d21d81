import { useState } from 'react';
import { Box, Chip, FormControlLabel, Stack, Switch, Table, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { bsToCents, formatBs } from '../../../../domain/money';
import { OUTCOME_LABELS, type ImportOutcome } from '../../../../domain/student-import';
import { VirtualTableBody } from '../../common/VirtualTableBody';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { ImportPreview } from '../../providers/calls/studentImport';

const COLOURS: Record<ImportOutcome, 'success' | 'info' | 'default' | 'error'> = { nuevo: 'success', existente: 'info', 'sin cambios': 'default', error: 'error' };
const COUNTS = ['filas', 'nuevos', 'existentes', 'sinCambios', 'errores', 'pagos'] as const;
const COLUMNS = ['fila', 'ci', 'estudiante', 'grupo', 'fecha', 'pagado', 'descuento', 'resultado', 'motivo'] as const;
const day = (iso: string) => iso.split('-').reverse().join('/');

/** The counts of a preview (or of what a confirm wrote), as chips. */
export function ImportCounts({ totals }: { totals: ImportPreview['totales'] }) {
  const t = useAppTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} data-testid="import-counts">
      {COUNTS.map((key) => (
        <Chip key={key} variant={key === 'errores' && totals.errores ? 'filled' : 'outlined'} color={key === 'errores' && totals.errores ? 'error' : 'default'}
          label={`${t(`app.studentImport.counts.${key}`)}: ${totals[key]}`} />
      ))}
      <Chip variant="outlined" label={`${t('app.studentImport.counts.montoPagado')}: ${formatBs(bsToCents(totals.montoPagado))}`} />
    </Stack>
  );
}

/** Each row of the file with its outcome; the errors can be shown alone. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const t = useAppTranslate();
  const [onlyErrors, setOnlyErrors] = useState(preview.totales.errores > 0);
  const rows = onlyErrors ? preview.filas.filter((r) => r.resultado === 'error') : preview.filas;
  return (
    <Box>
      <FormControlLabel control={<Switch checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />} label={t('app.studentImport.onlyErrors')} />
      <Box sx={{ overflowX: 'auto' }} role="region" aria-label={t('app.studentImport.title')} tabIndex={0}>
        <Table size="small" data-testid="import-preview">
          <TableHead>
            <TableRow>{COLUMNS.map((c) => <TableCell key={c}>{t(`app.studentImport.columns.${c}`)}</TableCell>)}</TableRow>
          </TableHead>
          <VirtualTableBody rows={rows} columns={COLUMNS.length} estimate={41} renderRow={(r, measure) => (
            <TableRow key={r.fila} {...measure} hover>
              <TableCell>{r.fila}</TableCell>
              <TableCell>{r.ci}</TableCell>
              <TableCell>{`${r.apellidos} ${r.nombres}`.trim()}</TableCell>
              <TableCell>{r.grupo}{r.semestre ? <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">{r.semestre}</Typography> : null}</TableCell>
              <TableCell>{day(r.fechaInscripcion)}</TableCell>
              <TableCell align="right">{r.montoPagado ? `${formatBs(bsToCents(r.montoPagado))} · ${r.cuotasPagadas} cuota(s)` : '—'}</TableCell>
              <TableCell align="right">{r.descuento ? formatBs(bsToCents(r.descuento)) : '—'}</TableCell>
              <TableCell><Chip size="small" color={COLOURS[r.resultado]} label={OUTCOME_LABELS[r.resultado]} /></TableCell>
              <TableCell sx={{ color: 'error.main', minWidth: 220 }}>{r.motivo}</TableCell>
            </TableRow>
          )} />
        </Table>
      </Box>
    </Box>
  );
}
