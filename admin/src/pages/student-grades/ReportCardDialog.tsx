import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { DocumentDialog } from '../../common/DocumentDialog';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { gradesKeys, reportCardPath } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';

const show = (value: unknown) => (value === null || value === undefined ? '-' : Number(value).toFixed(2));

/**
 * 'Ver boletin' (spec 01 §2): Nro, Materia, 'Simulacro n' and 'Examen n' per instalment of the group,
 * the diagnosis band, attendance as a percentage, and a letter-size PDF to print.
 */
export function ReportCardDialog({
  idGroup,
  idStudent,
  name,
  onClose,
}: {
  idGroup: number;
  idStudent: number;
  name: string;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [printing, setPrinting] = useState(false);
  const card = useQuery({
    queryKey: gradesKeys.reportCard(idGroup, idStudent),
    queryFn: () => Promise.all([dp.reportCard(idGroup, idStudent), dp.attendanceTotal(idGroup, idStudent)]),
  });
  const [data, attendance] = card.data ?? [null, null];
  const partials = Array.from({ length: data?.cuotas ?? 0 }, (_, i) => i + 1);

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="report-card-title">
        <DialogTitle id="report-card-title">
          {t('app.grades.studentGrades.cardTitle')} · {name}
        </DialogTitle>
        <DialogContent>
          {card.isLoading ? (
            <PageLoading />
          ) : !data ? (
            <Alert severity="error">{card.error?.message || null}</Alert>
          ) : !data.subjects.length ? (
            <Alert severity="warning">{t('app.grades.grades.noSubjects')}</Alert>
          ) : (
            <>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
                <Chip
                  color="primary"
                  variant="outlined"
                  label={`${t('app.grades.studentGrades.diagnosis')}: ${
                    data.studentDiagnosis === null
                      ? t('app.grades.studentGrades.noDiagnosis')
                      : `${show(data.studentDiagnosis)} · ${data.diagnosisBand}`
                  }`}
                />
                <Chip
                  color="secondary"
                  variant="outlined"
                  label={`${t('app.grades.studentGrades.attendance')}: ${show(attendance?.totalAssistance)} %`}
                />
              </Stack>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('app.grades.studentGrades.cardTitle')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('app.grades.studentGrades.number')}</TableCell>
                      <TableCell>{t('app.grades.studentGrades.subject')}</TableCell>
                      {partials.flatMap((n) => [
                        <TableCell key={`s${n}`} align="center">{`${t('app.grades.simulacro')} ${n}`}</TableCell>,
                        <TableCell key={`e${n}`} align="center">{`${t('app.grades.exam')} ${n}`}</TableCell>,
                      ])}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.subjects.map((s, i) => (
                      <TableRow key={s.idMateria}>
                        <TableCell>{i + 1}</TableCell>
                        <TableCell>{s.nombreMateria}</TableCell>
                        {partials.flatMap((n) => [
                          <TableCell key={`s${n}`} align="center">
                            {show(s[`sim${n}`])}
                          </TableCell>,
                          <TableCell key={`e${n}`} align="center">
                            {show(s[`exa${n}`])}
                          </TableCell>,
                        ])}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.grades.studentGrades.close')}</Button>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={!data?.subjects.length}
            onClick={() => setPrinting(true)}
          >
            {t('app.grades.studentGrades.print')}
          </Button>
        </DialogActions>
      </Dialog>
      <DocumentDialog
        path={printing ? reportCardPath(idGroup, idStudent) : null}
        title={t('app.grades.studentGrades.cardTitle')}
        fallbackName="Boletin.pdf"
        onClose={() => setPrinting(false)}
      />
    </>
  );
}
