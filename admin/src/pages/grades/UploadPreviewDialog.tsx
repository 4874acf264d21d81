import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { GRADE_MESSAGES } from '../../../../domain/grades';
import { sheetConflict } from '../../common/sheetEdits';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { type GradePreview, type GradeRow, type SheetQuery } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The file's cells that differ from the sheet on screen, each with the grade the screen showed. */
function changedGrades(preview: GradePreview, current: GradeRow[]) {
  const shown = new Map(current.map((r) => [r.idUsuario, r]));
  return preview.rows.flatMap((row) => {
    // A row without a student is invalid, and the dialog saves nothing while any row is.
    if (row.idUsuario === null) return [];
    const before = shown.get(row.idUsuario);
    const changed = preview.subjects
      .map((s) => s.codigoMateria)
      .filter(
        (code) =>
          !isBlank(row.notas[code]) && Number(String(row.notas[code]).replace(',', '.')) !== (before?.[code] ?? null),
      );
    if (!changed.length) return [];
    const pick = <V,>(from: (code: string) => V): Record<string, V> =>
      Object.fromEntries(changed.map((code) => [code, from(code)]));
    return [
      {
        idUsuario: row.idUsuario,
        ...pick((code) => row.notas[code]),
        previous: pick((code) => before?.[code] ?? null),
      },
    ];
  });
}
const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * The uploaded sheet before anything is saved: every row, every invalid cell marked with its message.
 * Saving sends the cells that differ from the sheet on screen; the server refuses (409) those someone changed
 * since and saves the others, and the dialog then says so while the page reloads the sheet.
 */
export function UploadPreviewDialog({
  preview,
  query,
  current,
  onClose,
  onSaved,
  onConflict,
}: {
  preview: GradePreview;
  query: SheetQuery;
  current: GradeRow[];
  onClose: () => void;
  onSaved: () => void;
  onConflict: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const [conflict, setConflict] = useState<string | null>(null);
  const save = () =>
    run(async () => {
      const user = session.get().user;
      const students = changedGrades(preview, current);
      if (!students.length) {
        notify(GRADE_MESSAGES.saved, { type: 'success' });
        onSaved();
        return;
      }
      try {
        const answer = await dp.saveGradeSheet({
          ...query,
          idTeacher: user && user.idRol >= 3 ? user.idUsuario : null,
          students,
        });
        notify(answer.msg, { type: 'success' });
        onSaved();
      } catch (error) {
        const found = sheetConflict(error);
        if (!found) throw new Error(GRADE_MESSAGES.bulkFailed);
        setConflict(found.msg);
        onConflict();
      }
    });
  const cellSx = (bad: boolean) =>
    bad ? { bgcolor: 'error.light', color: 'error.contrastText', fontWeight: 600 } : {};

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="grade-preview-title">
      <DialogTitle id="grade-preview-title">{t('app.grades.grades.previewTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('app.grades.grades.previewIntro')}
        </Typography>
        {conflict ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {conflict}. {t('app.grades.grades.conflictSaved')}
          </Alert>
        ) : null}
        {preview.invalidRows ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('app.grades.grades.previewInvalid', { count: preview.invalidRows })}
          </Alert>
        ) : (
          <Alert severity="success" sx={{ mb: 1 }}>
            {t('app.grades.grades.previewValid')}
          </Alert>
        )}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('app.grades.grades.previewTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.grades.grades.previewRow')}</TableCell>
                <TableCell>{t('app.grades.student')}</TableCell>
                <TableCell>{t('app.grades.ci')}</TableCell>
                {preview.subjects.map((s) => (
                  <TableCell key={s.idMateria} align="center">
                    {s.codigoMateria}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.fila} data-invalid={Object.keys(row.errores).length ? 'true' : 'false'}>
                  <TableCell>{row.fila}</TableCell>
                  <TableCell sx={cellSx(!!row.errores._fila)}>
                    {row.nombreCompleto}
                    {row.errores._fila ? (
                      <Typography variant="caption" component="div">
                        {row.errores._fila}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{row.ci}</TableCell>
                  {preview.subjects.map((s) => {
                    const error = row.errores[s.codigoMateria];
                    const value = row.notas[s.codigoMateria];
                    return (
                      <TableCell key={s.idMateria} align="center" sx={cellSx(!!error)} title={error}>
                        {value === null || value === undefined ? '' : String(value)}
                        {error ? (
                          <Typography variant="caption" component="div">
                            {error}
                          </Typography>
                        ) : null}
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
        <Button onClick={onClose} disabled={busy}>
          {t('app.grades.grades.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || preview.invalidRows > 0}>
          {t('app.grades.grades.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
