import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { queryString } from '../../common/documents';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { useFinanceApi, type Expense, type SearchValues } from '../ingress/financeApi';
import { FinanceListFrame, useFinanceDocuments, useFinanceList } from '../ingress/FinanceList';
import { useDialogSave } from '../ingress/moneyForm';
import { ExpenseDialog } from './ExpenseDialog';
import { ExpenseTable } from './ExpenseTable';

/**
 * /egress (spec 02 §2): the expenses the server lets this user see (role 1 the department's, others their
 * own), advanced search, add/edit, delete confirmation, receipts; print and Excel for role 1.
 */
export default function EgressPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useFinanceApi();
  const { user } = useSession();
  const isAdmin = user?.idRol === 1;
  const dept = session.departmentId() ?? 0;
  // No fetch until the session's user is known: the server filters by the acting user.
  const list = useFinanceList(useMemo(() => (user ? (values: SearchValues) => api.expenses(dept, values, user) : null), [api, dept, user]));
  const documents = useFinanceDocuments();
  const [editing, setEditing] = useState<Expense | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const { busy, run } = useDialogSave();

  const receipt = (expense: Expense) => documents.show(
    `/api/egress/receipt/${expense.idEgreso}`, t('app.finance.documents.savedReceipt', { number: expense.codigo }), 'recibo.pdf',
  );

  const saved = (expense: Expense, created: boolean) => {
    setEditing(undefined);
    list.reload();
    if (created && expense) receipt(expense);
  };

  // Role 1 deactivates and activates again (it sees inactive rows, as on /ingress); others "delete".
  const toggle = async () => {
    if (!deleting) return;
    const next = isAdmin && deleting.estado !== 1 ? 1 : 0;
    await run(async () => {
      const answer = await api.expenseState(deleting.idEgreso, next, deleting.version);
      notify(answer.msg, { type: next === 1 ? 'success' : 'warning' });
      setDeleting(null);
      list.reload();
    });
  };
  const question = (expense: Expense) => {
    const detail = expense.detalleEgreso || expense.nombre;
    if (!isAdmin) return t('app.finance.egress.confirmDelete', { detail });
    return t(expense.estado === 1 ? 'app.finance.egress.confirmDeactivate' : 'app.finance.egress.confirmActivate', { detail });
  };

  const { search } = list;
  const reportQuery = () => queryString({ idDepartament: dept, name: search.name, total: search.total, start: search.start, end: search.end });

  return (
    <FinanceListFrame list={list} breadcrumb={t('app.finance.egress.breadcrumb')} title={t('app.finance.egress.title')}
      emptyText={t('app.finance.egress.empty')}
      actions={(
        <>
          {isAdmin ? (
            <>
              <Button startIcon={<PrintIcon />} onClick={() => documents.show(`/api/egress/report.pdf${reportQuery()}`, t('app.finance.common.printList'), 'Reporte de Egresos.pdf')}>
                {t('app.finance.common.printList')}
              </Button>
              <Button startIcon={<GridOnIcon />} onClick={() => documents.excel(`/api/egress/report.xlsx${reportQuery()}`, 'ReporteEgresos.xlsx')}>
                {t('app.finance.common.excel')}
              </Button>
            </>
          ) : null}
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.finance.egress.add')}</Button>
        </>
      )}
      dialogs={(
        <>
          {editing !== undefined ? (
            <ExpenseDialog record={editing} departmentId={dept} userId={user?.idUsuario ?? 0} onClose={() => setEditing(undefined)} onSaved={saved} />
          ) : null}
          {documents.dialog}
          <ConfirmDialog open={!!deleting} title={t('app.finance.egress.report')} busy={busy} onYes={toggle} onNo={() => setDeleting(null)}
            question={deleting ? question(deleting) : null} />
        </>
      )}>
      <ExpenseTable rows={list.state.rows} isAdmin={isAdmin} onEdit={setEditing} onPrint={receipt} onToggle={setDeleting} />
    </FinanceListFrame>
  );
}
