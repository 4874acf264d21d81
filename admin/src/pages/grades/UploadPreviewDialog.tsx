import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { GRADE_MESSAGES } from '../../../../domain/grades';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useGradesApi, type GradePreview, type SheetQuery } from './gradesApi';

/**
 * The uploaded sheet before anything is saved: every row, every invalid cell marked with its message.
 * Saving sends all rows in one request, which the server writes in one transaction (all or none).
 */
export function UploadPreviewDialog({ preview, query, onClose, onSaved }: { preview: GradePreview; query: SheetQuery; onClose: () => void; onSaved: () => void }) {
  const t = useAppTranslate();
  const api = useGradesApi();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const save = () => run(async () => {
    const user = session.get().user;
    try {
      const answer = await api.saveSheet({
        ...query, idTeacher: user && user.idRol >= 3 ? user.idUsuario : null,
        students: preview.rows.map((r) => ({ idUsuario: r.idUsuario, ...r.notas })),
      });
      notify(answer.msg, { type: 'success' });
      onSaved();
    } catch {
      throw new Error(GRADE_MESSAGES.bulkFailed);
    }
  });
  const cellSx = (bad: boolean) => (bad ? { bgcolor: 'error.light', color: 'error.contrastText', fontWeight: 600 } : {});

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="grade-preview-title">
      <DialogTitle id="grade-preview-title">{t('app.grades.grades.previewTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>{t('app.grades.grades.previewIntro')}</Typography>
        {preview.invalidRows
          ? <Alert severity="error" sx={{ mb: 1 }}>{t('app.grades.grades.previewInvalid', { count: preview.invalidRows })}</Alert>
          : <Alert severity="success" sx={{ mb: 1 }}>{t('app.grades.grades.previewValid')}</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('app.grades.grades.previewTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.grades.grades.previewRow')}</TableCell>
                <TableCell>{t('app.grades.student')}</TableCell>
                <TableCell>{t('app.grades.ci')}</TableCell>
                {preview.subjects.map((s) => <TableCell key={s.idMateria} align="center">{s.codigoMateria}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.fila} data-invalid={Object.keys(row.errores).length ? 'true' : 'false'}>
                  <TableCell>{row.fila}</TableCell>
                  <TableCell sx={cellSx(!!row.errores._fila)}>
                    {row.nombreCompleto}
                    {row.errores._fila ? <Typography variant="caption" component="div">{row.errores._fila}</Typography> : null}
                  </TableCell>
                  <TableCell>{row.ci}</TableCell>
                  {preview.subjects.map((s) => {
                    const error = row.errores[s.codigoMateria];
                    const value = row.notas[s.codigoMateria];
                    return (
                      <TableCell key={s.idMateria} align="center" sx={cellSx(!!error)} title={error}>
                        {value === null || value === undefined ? '' : String(value)}
                        {error ? <Typography variant="caption" component="div">{error}</Typography> : null}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.grades.grades.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || preview.invalidRows > 0}>{t('app.grades.grades.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
