import { Chip, Table, TableCell, TableHead, TableRow } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PrintIcon from '@mui/icons-material/Print';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { incomeNumber, showBs, type Income } from './financeApi';
import { rowAction } from './FinanceList';
import { FREE_TEXT_CELL } from '../../theme';
import { showInstant } from '../../common/format';
import { VirtualTableBody } from '../../common/VirtualTableBody';

export interface IncomeActions {
  onAssign: (income: Income) => void;
  onPrintClasses: (income: Income) => void;
  onEdit: (income: Income) => void;
  onPrint: (income: Income) => void;
  onToggle: (income: Income) => void;
}

const head = { fontWeight: 700 };

/** The income table of /ingress (spec 02 §2): Nro Ingreso, Nombre, Total Bs., Tipo, Detalle, Acciones; no paging. */
export function IncomeTable({ rows, isAdmin, actions }: { rows: Income[]; isAdmin: boolean; actions: IncomeActions }) {
  const t = useAppTranslate();
  return (
    <Table size="small" aria-label={t('app.finance.ingress.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={head}>{t('app.finance.ingress.number')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.date')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.name')}</TableCell>
          <TableCell sx={head} align="right">{t('app.finance.common.totalColumn')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.type')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.detail')}</TableCell>
          <TableCell sx={head} align="right">{t('app.common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <VirtualTableBody rows={rows} columns={7} renderRow={(income, measure) => {
          const active = income.estado === 1;
          return (
            <TableRow key={income.idIngreso} {...measure} hover sx={active ? undefined : { '& td': { color: 'text.secondary' } }}>
              <TableCell>
                {incomeNumber(income.codigo)}
                {active ? null : <Chip size="small" variant="outlined" label={t('app.finance.common.inactive')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{showInstant(income.fechaPago)}</TableCell>
              <TableCell sx={FREE_TEXT_CELL}>{income.nombre}</TableCell>
              <TableCell align="right">{showBs(income.total)}</TableCell>
              <TableCell>{income.nombreTipoIngreso}</TableCell>
              <TableCell sx={FREE_TEXT_CELL}>{income.detalleIngreso}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {income.idReserva && active ? rowAction(t('app.finance.ingress.assignClasses'), <EventIcon />, () => actions.onAssign(income)) : null}
                {income.idReserva ? rowAction(t('app.finance.ingress.printClasses'), <ListAltIcon />, () => actions.onPrintClasses(income)) : null}
                {active ? rowAction(t('app.common.edit'), <EditIcon />, () => actions.onEdit(income)) : null}
                {rowAction(t('app.finance.common.print'), <PrintIcon />, () => actions.onPrint(income))}
                {!isAdmin ? rowAction(t('app.common.delete'), <DeleteIcon />, () => actions.onToggle(income), 'error')
                  : active ? rowAction(t('app.common.deactivate'), <BlockIcon />, () => actions.onToggle(income), 'error')
                    : rowAction(t('app.common.activate'), <CheckCircleIcon />, () => actions.onToggle(income), 'success')}
              </TableCell>
            </TableRow>
          );
        }} />
    </Table>
  );
}
