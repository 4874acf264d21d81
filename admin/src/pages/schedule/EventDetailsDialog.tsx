import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { eventActions } from '../../../../domain/calendar';
import { showMoney } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { CalendarItem } from './calendarEvents';
import { toWallClock, wallDate, wallTime } from '../../common/laPazClock';

export type EventAction = 'pay' | 'receipt' | 'changeOne' | 'changeAll' | 'edit' | 'delete';

const when = (start: string, end: string) => {
  const from = toWallClock(start);
  return `${wallDate(from).split('-').reverse().join('/')} ${wallTime(from)} - ${wallTime(toWallClock(end))}`;
};

/**
 * The popup of an event (spec 02 §2, §4): a lesson shows subject, student, CI, phone, level, number of
 * students, description and virtual, with pay / view receipt / change one / change all as its type allows;
 * group and activity blocks offer 'Eliminar' (after '¿Esta seguro de eliminar el evento?').
 */
export function EventDetailsDialog({
  item,
  manage,
  canDeleteBlocks,
  onAction,
  onClose,
}: {
  item: CalendarItem;
  manage: boolean;
  canDeleteBlocks: boolean;
  onAction: (action: EventAction) => void;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const yesNo = (v: unknown) => t(v ? 'app.schedule.yes' : 'app.schedule.no');
  let title = '';
  let rows: Array<[string, string]> = [];
  const buttons: Array<[EventAction, string]> = [];
  if (item.kind === 'lesson') {
    const l = item.lesson;
    title = l.nombreMateria;
    rows = [
      [t('app.schedule.fields.date'), when(l.fechaInicial, l.fechaFinal)],
      [t('app.schedule.fields.subject'), `${l.codigoMateria} - ${l.nombreMateria}`],
      [t('app.schedule.student'), `${l.nombres} ${l.apellidos}`],
      [t('app.schedule.fields.ci'), l.ci],
      [t('app.schedule.fields.phone'), l.telefono ?? ''],
      [t('app.schedule.fields.level'), `${l.nombreNivel} (${l.sigla})`],
      [t('app.schedule.fields.numberStudents'), String(l.nroAlumnos)],
      [t('app.schedule.fields.description'), l.descripcion || '-'],
      [t('app.schedule.fields.virtual'), yesNo(l.virtual)],
      [t('app.schedule.fields.type'), t(`app.schedule.types.${l.tipo}` as never)],
      ...(l.hrsRestante !== null
        ? [[t('app.schedule.minutesLeft', { minutes: l.hrsRestante }), ''] as [string, string]]
        : []),
      ...(l.precio !== null
        ? [
            [
              t('app.schedule.fields.price'),
              `${showMoney(l.precio)} · ${t('app.schedule.fields.paid')} ${showMoney(l.pagado)}`,
            ] as [string, string],
          ]
        : []),
    ];
    if (manage) {
      const allowed = eventActions(l.tipo);
      if (allowed.pay) buttons.push(['pay', t('app.schedule.pay')]);
      if (allowed.viewReceipt) buttons.push(['receipt', t('app.schedule.viewReceipt')]);
      if (allowed.change)
        buttons.push(['changeOne', t('app.schedule.changeOne')], ['changeAll', t('app.schedule.changeAll')]);
      buttons.push(['edit', t('app.schedule.edit')]);
    }
  } else if (item.kind === 'group') {
    title = item.block.nombreGrupo;
    rows = [
      [t('app.schedule.fields.group'), item.block.nombreGrupo],
      [t('app.schedule.fields.date'), when(item.block.fechaInicial, item.block.fechaFinal)],
    ];
    if (canDeleteBlocks && manage) buttons.push(['delete', t('app.schedule.delete')]);
  } else {
    title = item.activity.descripcion;
    rows = [
      [t('app.schedule.fields.description'), item.activity.descripcion],
      [t('app.schedule.fields.date'), when(item.activity.fechaInicial, item.activity.fechaFinal)],
    ];
    if (canDeleteBlocks) buttons.push(['delete', t('app.schedule.delete')]);
  }
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="event-title">
      <DialogTitle id="event-title">{title}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {buttons.map(([action, label]) => (
          <Button
            key={action}
            onClick={() => onAction(action)}
            color={action === 'delete' ? 'error' : 'primary'}
            variant={action === 'pay' ? 'contained' : 'text'}
          >
            {label}
          </Button>
        ))}
        <Button onClick={onClose}>{t('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
