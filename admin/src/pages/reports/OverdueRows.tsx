import {
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { reminderText, whatsappLink } from '../../../../domain/overdue';
import { showBs, showMoney, showDate } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AnswerRow } from '../../providers/apiTypes';

export type OverdueRow = AnswerRow<'get_reports_selectOverdueStudents'>;

interface RowsProps {
  rows: OverdueRow[];
  onOpen: (row: OverdueRow) => void;
  label: string;
}

const WHATSAPP_GREEN = '#1b7f3b';

/** The desktop table: one line per student, the reminder link beside the phone. */
export function OverdueTable({ rows, onOpen, label }: RowsProps) {
  const t = useAppTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {(['student', 'ci', 'phone', 'group', 'instalments', 'since', 'owed'] as const).map((k) => (
            <TableCell key={k} align={k === 'owed' ? 'right' : 'left'}>
              {t(`app.reports.overdue.${k}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => {
          const link = whatsappLink(r.telefono, reminderText(r));
          return (
            <TableRow key={r.idGrupoUsuario} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(r)}>
              <TableCell>{`${r.apellidos} ${r.nombres}`}</TableCell>
              <TableCell>{r.ci}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.telefono}
                {link ? (
                  <Link
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={(e) => e.stopPropagation()}
                    sx={{ ml: 1, display: 'inline-flex', verticalAlign: 'middle' }}
                    aria-label={`${t('app.reports.overdue.whatsapp')} ${r.apellidos} ${r.nombres}`}
                    title={t('app.reports.overdue.whatsapp')}
                  >
                    <WhatsAppIcon fontSize="small" sx={{ color: WHATSAPP_GREEN }} />
                  </Link>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.nombreGrupo}</TableCell>
              <TableCell>{r.cuotasVencidas}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t('app.reports.overdue.days', { date: showDate(r.vencidaDesde), days: r.diasAtraso })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {showBs(r.montoAdeudado)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * On a phone: a list the width of the screen with the amount in view and a thumb-sized WhatsApp button, the
 * way a cashier goes through the debtors from a phone (the table needed sideways scrolling to reach the amount).
 */
export function OverduePhoneList({ rows, onOpen, label }: RowsProps) {
  const t = useAppTranslate();
  return (
    <List aria-label={label} disablePadding>
      {rows.map((r) => {
        const link = whatsappLink(r.telefono, reminderText(r));
        return (
          <ListItem
            key={r.idGrupoUsuario}
            divider
            disablePadding
            secondaryAction={
              link ? (
                <IconButton
                  component="a"
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  edge="end"
                  sx={{ width: 44, height: 44 }}
                  aria-label={`${t('app.reports.overdue.whatsapp')} ${r.apellidos} ${r.nombres}`}
                >
                  <WhatsAppIcon sx={{ color: WHATSAPP_GREEN }} />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemButton onClick={() => onOpen(r)} sx={{ pr: 8, alignItems: 'flex-start' }}>
              <ListItemText
                primary={`${r.apellidos} ${r.nombres}`}
                secondary={`${r.nombreGrupo} · ${t('app.reports.overdue.instalments')}: ${r.cuotasVencidas} · ${t('app.reports.overdue.since')} ${t('app.reports.overdue.days', { date: showDate(r.vencidaDesde), days: r.diasAtraso })} · ${r.telefono}`}
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
              />
              <Typography sx={{ ml: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {showMoney(r.montoAdeudado)}
              </Typography>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
