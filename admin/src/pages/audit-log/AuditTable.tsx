import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditRow } from '../../../../domain/audit';
import { useAppTranslate } from '../../i18n/i18nProvider';

/** The changed fields of one row: field, before and after side by side. */
function Changes({ row }: { row: AuditRow }) {
  const t = useAppTranslate();
  if (!row.cambios.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('app.audit.noChanges')}
      </Typography>
    );
  return (
    <Box
      component="table"
      sx={{ borderCollapse: 'collapse', fontSize: 13, '& td': { py: 0.25, pr: 1.5, verticalAlign: 'top' } }}
    >
      <tbody>
        {row.cambios.map((c) => (
          <tr key={c.campo} data-testid="audit-change">
            <Box component="td" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {c.campo}
            </Box>
            <Box
              component="td"
              sx={{
                color: 'error.main',
                textDecoration: c.antes === '—' ? 'none' : 'line-through',
                minWidth: 80,
                overflowWrap: 'anywhere',
              }}
            >
              {c.antes}
            </Box>
            <td aria-hidden>→</td>
            <Box component="td" sx={{ color: 'success.dark', minWidth: 80, overflowWrap: 'anywhere' }}>
              {c.despues}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const t = useAppTranslate();
  return (
    <Table size="small" aria-label={t('app.audit.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('app.audit.date')}</TableCell>
          <TableCell>{t('app.audit.user')}</TableCell>
          <TableCell>{t('app.audit.record')}</TableCell>
          <TableCell>{t('app.audit.action')}</TableCell>
          <TableCell>{t('app.audit.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="audit-row" sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.fecha}</TableCell>
            <TableCell data-testid="audit-user">{r.usuario}</TableCell>
            <TableCell data-testid="audit-record" sx={{ minWidth: 200, maxWidth: 300 }}>
              {r.registro}
            </TableCell>
            <TableCell>{r.nombreAccion}</TableCell>
            <TableCell sx={{ minWidth: 360 }}>
              <Changes row={r} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
