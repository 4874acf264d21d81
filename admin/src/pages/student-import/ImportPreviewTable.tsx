import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { bsToCents, formatBs } from '../../../../domain/money';
import { OUTCOME_LABELS, type ImportOutcome } from '../../../../domain/student-import';
import { VirtualTableBody } from '../../common/VirtualTableBody';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { ImportPreview } from '../../providers/calls/studentImport';

const COLOURS: Record<ImportOutcome, 'success' | 'info' | 'default' | 'error'> = {
  nuevo: 'success',
  existente: 'info',
  'sin cambios': 'default',
  error: 'error',
};
const COUNTS = ['filas', 'nuevos', 'existentes', 'sinCambios', 'errores', 'pagos'] as const;
const COLUMNS = ['fila', 'ci', 'estudiante', 'grupo', 'fecha', 'pagado', 'descuento', 'resultado', 'motivo'] as const;
const day = (iso: string) => iso.split('-').reverse().join('/');

/** The counts of a preview (or of what a confirm wrote), as chips. */
export function ImportCounts({ totals }: { totals: ImportPreview['totales'] }) {
  const t = useAppTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} data-testid="import-counts">
      {COUNTS.map((key) => (
        <Chip
          key={key}
          variant={key === 'errores' && totals.errores ? 'filled' : 'outlined'}
          color={key === 'errores' && totals.errores ? 'error' : 'default'}
          label={`${t(`app.studentImport.counts.${key}`)}: ${totals[key]}`}
        />
      ))}
      <Chip
        variant="outlined"
        label={`${t('app.studentImport.counts.montoPagado')}: ${formatBs(bsToCents(totals.montoPagado))}`}
      />
    </Stack>
  );
}

/**
 * Each row of the file with its outcome; the errors can be shown alone. Once imported (`onCollect`), the rows
 * written, each with 'Cobrar': the counter opens on that student.
 */
export function ImportPreviewTable({
  preview,
  onCollect,
}: {
  preview: ImportPreview;
  onCollect?: (ci: string) => void;
}) {
  const t = useAppTranslate();
  const [onlyErrors, setOnlyErrors] = useState(!onCollect && preview.totales.errores > 0);
  const rows = onCollect
    ? preview.filas.filter((r) => r.resultado !== 'error')
    : onlyErrors
      ? preview.filas.filter((r) => r.resultado === 'error')
      : preview.filas;
  return (
    <Box>
      {onCollect ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('app.studentImport.collectHint')}
        </Typography>
      ) : (
        <FormControlLabel
          control={<Switch checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />}
          label={t('app.studentImport.onlyErrors')}
        />
      )}
      <Box sx={{ overflowX: 'auto' }} role="region" aria-label={t('app.studentImport.title')} tabIndex={0}>
        <Table size="small" data-testid={onCollect ? 'import-written' : 'import-preview'}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{t(`app.studentImport.columns.${c}`)}</TableCell>
              ))}
              {onCollect ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <VirtualTableBody
            rows={rows}
            columns={COLUMNS.length + (onCollect ? 1 : 0)}
            estimate={41}
            renderRow={(r, measure) => (
              <TableRow key={r.fila} {...measure} hover>
                <TableCell>{r.fila}</TableCell>
                <TableCell>{r.ci}</TableCell>
                <TableCell>{`${r.apellidos} ${r.nombres}`.trim()}</TableCell>
                <TableCell>
                  {r.grupo}
                  {r.semestre ? (
                    <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                      {r.semestre}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{day(r.fechaInscripcion)}</TableCell>
                <TableCell align="right">
                  {r.montoPagado ? `${formatBs(bsToCents(r.montoPagado))} · ${r.cuotasPagadas} cuota(s)` : '—'}
                </TableCell>
                <TableCell align="right">{r.descuento ? formatBs(bsToCents(r.descuento)) : '—'}</TableCell>
                <TableCell>
                  <Chip size="small" color={COLOURS[r.resultado]} label={OUTCOME_LABELS[r.resultado]} />
                </TableCell>
                <TableCell sx={{ color: 'error.main', minWidth: onCollect ? 0 : 220 }}>{r.motivo}</TableCell>
                {onCollect ? (
                  <TableCell>
                    <Button size="small" startIcon={<PaymentsIcon />} onClick={() => onCollect(r.ci)}>
                      {t('app.studentImport.collect')}
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            )}
          />
        </Table>
      </Box>
    </Box>
  );
}
