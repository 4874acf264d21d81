import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import PrintIcon from '@mui/icons-material/Print';
import { useDataProvider, useNotify } from 'react-admin';
import { showMoney, showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { ChosenStudent, LessonReceipt, TeacherInfo } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * The calendar's header (spec 02 §2): the teacher (names, surnames, CI, type) and the selected student (names,
 * CI, level, number of students, minutes left of a package), 'Seleccionar' / 'Quitar' student, and the picker
 * of the reservation's receipts with 'Imprimir' ('Debe seleccionar un recibo para la impresion').
 */
export function ScheduleHeader({
  teacher,
  student,
  receiptsVersion,
  onChoose,
  onRemove,
  onPrint,
  manage,
}: {
  teacher: TeacherInfo | null;
  student: ChosenStudent | null;
  receiptsVersion: number;
  manage: boolean;
  onChoose: () => void;
  onRemove: () => void;
  onPrint: (receipt: LessonReceipt) => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [receipts, setReceipts] = useState<LessonReceipt[]>([]);
  const [chosen, setChosen] = useState<number | ''>('');
  const idReserva = student?.idReserva ?? null;

  useEffect(() => {
    setChosen('');
    if (!idReserva || student?.paquete) {
      setReceipts([]);
      return;
    }
    dp.lessonReceipts(idReserva).then(setReceipts, () => setReceipts([]));
  }, [dp, idReserva, student?.paquete, receiptsVersion]);

  const print = () => {
    const receipt = receipts.find((r) => r.idPago === chosen);
    if (!receipt) notify(t('app.schedule.rules.receipt'), { type: 'warning' });
    else onPrint(receipt);
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent
        sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start', '&:last-child': { pb: 2 } }}
      >
        <Box sx={{ minWidth: 220 }}>
          <Typography variant="overline">{t('app.schedule.teacher')}</Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="schedule-teacher">
            {teacher ? `${teacher.nombres} ${teacher.apellidos}` : '…'}
          </Typography>
          {teacher?.ci ? (
            <Typography variant="body2" color="text.secondary">{`CI ${teacher.ci} · ${teacher.nombreRol}`}</Typography>
          ) : null}
        </Box>
        {manage ? (
          <Box sx={{ minWidth: 240, flexGrow: 1 }}>
            <Typography variant="overline">{t('app.schedule.student')}</Typography>
            {student ? (
              <>
                <Typography
                  sx={{ fontWeight: 600 }}
                  data-testid="schedule-student"
                >{`${student.nombres} ${student.apellidos}`}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    `CI ${student.ci}`,
                    student.sigla ? `${t('app.schedule.fields.level')} ${student.sigla}` : null,
                    student.numberStudents
                      ? `${t('app.schedule.fields.numberStudents')} ${student.numberStudents}`
                      : null,
                    student.paquete ? t('app.schedule.minutesLeft', { minutes: student.hrsRestante ?? 0 }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary">{t('app.schedule.noStudent')}</Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" startIcon={<PersonSearchIcon />} onClick={onChoose}>
                {t('app.schedule.selectStudent')}
              </Button>
              {student ? (
                <Button size="small" color="warning" startIcon={<PersonRemoveIcon />} onClick={onRemove}>
                  {t('app.schedule.removeStudent')}
                </Button>
              ) : null}
            </Box>
          </Box>
        ) : null}
        {manage && !student?.paquete ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 220 }}
              label={t('app.schedule.receipt')}
              value={chosen}
              onChange={(e) => setChosen(Number(e.target.value))}
              helperText={idReserva && !receipts.length ? t('app.schedule.noReceipts') : ' '}
            >
              {receipts.map((r) => (
                <MenuItem
                  key={r.idPago}
                  value={r.idPago}
                >{`N° ${r.codigo} · ${showInstant(r.fechaPago)} · ${showMoney(r.subTotal)}`}</MenuItem>
              ))}
            </TextField>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={print} sx={{ mb: 2.5 }}>
              {t('app.schedule.print')}
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
