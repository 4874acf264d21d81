import { showInstant } from '../../common/format';
import { FREE_TEXT_CELL } from '../../theme';
import type { FinanceKind } from '../finance/financeKind';
import { InactiveChip } from '../finance/FinanceTable';
import { showBs } from '../../common/format';
import type { Expense } from '../../providers/calls/finance';
import { searchFilter } from '../../common/finance/financeValues';
import { ExpenseDialog } from './ExpenseDialog';

/**
 * /egress: Nro Egreso, Fecha, Nombre, Total Bs., Detalle; the expenses the server lets this user see (role 1 the
 * department's, others their own); print and Excel for role 1.
 */
export const expenseKind: FinanceKind<Expense> = {
  resource: 'expenses',
  texts: 'egress',
  columns: [
    { label: 'app.finance.egress.number', render: (expense) => expense.codigo },
    {
      label: 'app.finance.common.date',
      sx: { whiteSpace: 'nowrap' },
      render: (expense) => showInstant(expense.fechaRegistro),
    },
    {
      label: 'app.finance.common.name',
      sx: FREE_TEXT_CELL,
      render: (expense) => (
        <>
          {expense.nombre}
          <InactiveChip estado={expense.estado} />
        </>
      ),
    },
    { label: 'app.finance.common.totalColumn', align: 'right', render: (expense) => showBs(expense.total) },
    { label: 'app.finance.common.detail', sx: FREE_TEXT_CELL, render: (expense) => expense.detalleEgreso },
  ],
  receiptNumber: (expense) => String(expense.codigo),
  documentsPath: '/api/egress',
  reportFiles: { pdf: 'Reporte de Egresos.pdf', excel: 'ReporteEgresos.xlsx' },
  printListAdminOnly: true,
  searchFilter: (s) => searchFilter(s, false),
  reportSearch: (s) => ({ name: s.name, total: s.total, start: s.start, end: s.end }),
  question: (expense, isAdmin, t) => {
    const detail = expense.detalleEgreso || expense.nombre;
    if (!isAdmin) return t('app.finance.egress.confirmDelete', { detail });
    return t(expense.estado === 1 ? 'app.finance.egress.confirmDeactivate' : 'app.finance.egress.confirmActivate', {
      detail,
    });
  },
  editable: () => true,
  addButtons: [{ label: 'app.finance.egress.add', form: 1 }],
  formOf: () => 1,
  Editor: ExpenseDialog,
};
