import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
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
  Typography,
} from '@mui/material';
import { monthTitle } from '../../../../domain/grades';
import { todayLaPaz } from '../../common/format';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { gradesKeys } from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';

const WEEKDAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's Monday–Saturday weeks as calendar dates ('' for the cells outside the month). */
function weeksOf(month: string): string[][] {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const weeks: string[][] = [];
  let week: string[] = Array(6).fill('');
  for (let d = 1; d <= days; d++) {
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday
    if (weekday === 0) continue;
    week[weekday - 1] = `${month}-${String(d).padStart(2, '0')}`;
    if (weekday === 6) {
      weeks.push(week);
      week = Array(6).fill('');
    }
  }
  if (week.some(Boolean)) weeks.push(week);
  return weeks;
}

/** 'Ver asistencia' (spec 01 §2): a Monday–Saturday month calendar with the student's marks; Hoy, anterior, siguiente. */
export function AttendanceCalendarDialog({
  idGroup,
  idStudent,
  name,
  initialMonth,
  onClose,
}: {
  idGroup: number;
  idStudent: number;
  name: string;
  initialMonth: string;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [month, setMonth] = useState(initialMonth);
  const marks = useQuery({
    queryKey: gradesKeys.attendanceMonth(idGroup, idStudent, month),
    queryFn: () => dp.attendanceMonth(idGroup, idStudent, month),
  });
  const byDate = new Map((marks.data ?? []).map((m) => [m.fecha, m.presente]));
  const today = todayLaPaz();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="attendance-calendar-title">
      <DialogTitle id="attendance-calendar-title">
        {t('app.grades.studentAttendance.calendarTitle', { name })}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button variant="outlined" onClick={() => setMonth(today.slice(0, 7))}>
            {t('app.grades.studentAttendance.today')}
          </Button>
          <Button onClick={() => setMonth((m) => shiftMonth(m, -1))}>
            {t('app.grades.studentAttendance.previous')}
          </Button>
          <Button onClick={() => setMonth((m) => shiftMonth(m, 1))}>{t('app.grades.studentAttendance.next')}</Button>
          <Typography variant="h6" sx={{ ml: 1, textTransform: 'capitalize' }}>
            {monthTitle(month)}
          </Typography>
        </Stack>
        {marks.isLoading ? (
          <PageLoading />
        ) : (
          <Table
            size="small"
            aria-label={monthTitle(month)}
            sx={{ tableLayout: 'fixed', '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 } }}
          >
            <TableHead>
              <TableRow>
                {WEEKDAYS.map((d) => (
                  <TableCell key={d} align="center" sx={{ fontWeight: 600 }}>
                    {d}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {weeksOf(month).map((week) => (
                <TableRow key={week.find(Boolean)}>
                  {week.map((date, i) => {
                    const mark = byDate.get(date);
                    return (
                      <TableCell
                        key={date || `empty-${i}`}
                        sx={{
                          height: 64,
                          verticalAlign: 'top',
                          bgcolor: date ? 'background.paper' : 'action.hover',
                          outline: date === today ? 2 : 0,
                          outlineColor: 'primary.main',
                          outlineOffset: -2,
                        }}
                      >
                        {date ? <Typography variant="caption">{Number(date.slice(8))}</Typography> : null}
                        {mark !== undefined ? (
                          <Chip
                            size="small"
                            color={mark ? 'success' : 'error'}
                            sx={{ display: 'flex', mt: 0.5, maxWidth: '100%' }}
                            label={t(
                              mark ? 'app.grades.studentAttendance.present' : 'app.grades.studentAttendance.absent',
                            )}
                          />
                        ) : null}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.grades.studentGrades.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
