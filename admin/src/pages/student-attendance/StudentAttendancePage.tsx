import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import { groupCalendarMonths, monthTitle } from '../../../../domain/grades';
import { DocumentDialog } from '../../common/DocumentDialog';
import { fetchDocument, saveDocument } from '../../common/documents';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { FILTER_SX } from '../../common/ClassGroupFilter';
import { attendanceReportPath } from '../../providers/calls/grades';
import { GroupStudentList } from '../student-grades/GroupStudentList';
import { AttendanceCalendarDialog } from './AttendanceCalendarDialog';

/** /student-attendance (spec 01 §2): Semestre, Grupo, Mes; 'Ver asistencia' per student; the month's report as PDF and Excel. */
export default function StudentAttendancePage() {
  const t = useAppTranslate();
  const { busy, run } = useBusyAction();
  const [month, setMonth] = useState('');
  const [printing, setPrinting] = useState<string | null>(null);
  const [calendar, setCalendar] = useState<{ idGroup: number; idStudent: number; name: string } | null>(null);

  return (
    <>
      <GroupStudentList
        title="app.grades.studentAttendance.title"
        ready={!!month}
        entry={{ label: 'app.grades.studentAttendance.enter', path: '/attendance', allowed: true }}
        extraFilters={(group) => (
          <TextField
            select
            size="small"
            sx={FILTER_SX}
            label={t('app.grades.month')}
            value={month}
            disabled={!group}
            onChange={(e) => setMonth(e.target.value)}
            helperText={group && !month ? t('app.grades.chooseMonth') : ' '}
          >
            {(group ? groupCalendarMonths(group.fechaInicio, group.cuotas) : []).map((m) => (
              <MenuItem key={m} value={m} sx={{ textTransform: 'capitalize' }}>
                {monthTitle(m)}
              </MenuItem>
            ))}
          </TextField>
        )}
        toolbar={(group) => (
          <>
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              onClick={() => setPrinting(attendanceReportPath(group.idGrupo, month, 'pdf'))}
              sx={{ minHeight: 40 }}
            >
              {t('app.grades.studentAttendance.print')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<GridOnIcon />}
              disabled={busy}
              sx={{ minHeight: 40 }}
              onClick={() =>
                void run(async () =>
                  saveDocument(
                    await fetchDocument(attendanceReportPath(group.idGrupo, month, 'xlsx'), 'ReporteAsistencia.xlsx'),
                  ),
                )
              }
            >
              {t('app.grades.studentAttendance.excel')}
            </Button>
          </>
        )}
        action={(s, group) => (
          <Button
            size="small"
            startIcon={<EventAvailableIcon />}
            onClick={() =>
              setCalendar({ idGroup: group.idGrupo, idStudent: s.idUsuario, name: `${s.apellidos} ${s.nombres}` })
            }
          >
            {t('app.grades.studentAttendance.view')}
          </Button>
        )}
      />
      {calendar ? (
        <AttendanceCalendarDialog {...calendar} initialMonth={month} onClose={() => setCalendar(null)} />
      ) : null}
      <DocumentDialog
        path={printing}
        title={t('app.grades.studentAttendance.reportTitle')}
        fallbackName="Reporte de Asistencia.pdf"
        onClose={() => setPrinting(null)}
      />
    </>
  );
}
