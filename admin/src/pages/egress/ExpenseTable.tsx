import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { showBs, type Expense } from '../ingress/financeApi';
import { rowAction } from '../ingress/FinanceList';

const head = { fontWeight: 700 };

/** The expense table of /egress (spec 02 §2): Nro Egreso, Nombre, Total Bs., Detalle, Acciones; no paging. */
export function ExpenseTable({ rows, onEdit, onPrint, onDelete }: {
  rows: Expense[];
  onEdit: (expense: Expense) => void;
  onPrint: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}) {
  const t = useAppTranslate();
  return (
    <Table size="small" aria-label={t('app.finance.egress.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={head}>{t('app.finance.egress.number')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.name')}</TableCell>
          <TableCell sx={head} align="right">{t('app.finance.common.totalColumn')}</TableCell>
          <TableCell sx={head}>{t('app.finance.common.detail')}</TableCell>
          <TableCell sx={head} align="right">{t('app.common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((expense) => (
          <TableRow key={expense.idEgreso} hover>
            <TableCell>{expense.codigo}</TableCell>
            <TableCell>{expense.nombre}</TableCell>
            <TableCell align="right">{showBs(expense.total)}</TableCell>
            <TableCell>{expense.detalleEgreso}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {rowAction(t('app.common.edit'), <EditIcon />, () => onEdit(expense))}
              {rowAction(t('app.finance.common.print'), <PrintIcon />, () => onPrint(expense))}
              {rowAction(t('app.common.delete'), <DeleteIcon />, () => onDelete(expense), 'error')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
