import { Chip, Table, TableCell, TableHead, TableRow } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { showBs, type Expense } from '../ingress/financeApi';
import { rowAction } from '../ingress/FinanceList';
import { FREE_TEXT_CELL } from '../../theme';
import { showInstant } from '../../common/format';
import { VirtualTableBody } from '../../common/VirtualTableBody';

const head = { fontWeight: 700 };

/** The expense table of /egress (spec 02 §2): Nro Egreso, Nombre, Total Bs., Detalle, Acciones; no paging. */
export function ExpenseTable({ rows, isAdmin, onEdit, onPrint, onToggle }: {
  rows: Expense[];
  isAdmin: boolean;
  onEdit: (expense: Expense) => void;
  onPrint: (expense: Expense) => void;
  /** 'Eliminar' for staff; 'Desactivar' / 'Activar' for role 1. */
  onToggle: (expense: Expense) => void;
}) {
  const t = useAppTranslate();
  return (
    <Table size="small" aria-label={t('app.finance.egress.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={head}>{t('app.finance.egress.number')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.date')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.name')}</TableCell>
          <TableCell sx={head} align="right">{t('app.finance.common.totalColumn')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.detail')}</TableCell>
          <TableCell sx={head} align="right">{t('app.common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <VirtualTableBody rows={rows} columns={6} renderRow={(expense, measure) => (
          <TableRow key={expense.idEgreso} {...measure} hover sx={expense.estado === 1 ? undefined : { '& td': { color: 'text.secondary' } }}>
            <TableCell>{expense.codigo}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{showInstant(expense.fechaRegistro)}</TableCell>
            <TableCell sx={FREE_TEXT_CELL}>
              {expense.nombre}
              {expense.estado === 1 ? null : <Chip size="small" variant="outlined" label={t('app.finance.common.inactive')} sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell align="right">{showBs(expense.total)}</TableCell>
            <TableCell sx={FREE_TEXT_CELL}>{expense.detalleEgreso}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {rowAction(t('app.common.edit'), <EditIcon />, () => onEdit(expense))}
              {rowAction(t('app.finance.common.print'), <PrintIcon />, () => onPrint(expense))}
              {!isAdmin ? rowAction(t('app.common.delete'), <DeleteIcon />, () => onToggle(expense), 'error')
                : expense.estado === 1 ? rowAction(t('app.common.deactivate'), <BlockIcon />, () => onToggle(expense), 'error')
                  : rowAction(t('app.common.activate'), <CheckCircleIcon />, () => onToggle(expense), 'success')}
            </TableCell>
          </TableRow>
        )} />
    </Table>
  );
}
