import { useCallback, useEffect, useState } from 'react';
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
import { AssignClassesDialog } from './AssignClassesDialog';
import {
  errorText, incomeNumber, KIND, useFinanceApi, type Income, type IncomeType, type ReservationStudent, type SearchValues,
} from './financeApi';
import { FinanceListFrame, useFinanceDocuments, useFinanceList } from './FinanceList';
import { IncomeDialog } from './IncomeDialog';
import { IncomeTable } from './IncomeTable';
import { useDialogSave } from './moneyForm';
import { PackageDialog } from './PackageDialog';
import { PracticeDialog } from './PracticeDialog';

type Editing = { kind: number; record: Income | null };

/** /ingress: the department's income with advanced search, the three income dialogs, receipts and reports (spec 02 §2). */
export default function IngressPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useFinanceApi();
  const { user } = useSession();
  const isAdmin = user?.idRol === 1;
  const dept = session.departmentId() ?? 0;
  const list = useFinanceList(useCallback((values: SearchValues) => api.incomes(dept, values), [api, dept]));
  const documents = useFinanceDocuments();
  const [types, setTypes] = useState<IncomeType[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toggling, setToggling] = useState<Income | null>(null);
  const [assigning, setAssigning] = useState<ReservationStudent | null>(null);
  const { busy, run } = useDialogSave();

  useEffect(() => {
    api.incomeTypes(dept, null).then(setTypes, console.error);
  }, [api, dept]);

  const receipt = (income: Income) => documents.show(
    `/api/ingress/receipt/${income.idIngreso}`, t('app.finance.documents.savedReceipt', { number: incomeNumber(income.codigo) }), 'recibo.pdf',
  );

  const saved = (income: Income, created: boolean) => {
    setEditing(null);
    list.reload();
    // After registering, its receipt opens right away (spec 02 §4: the receipt follows the insert).
    if (created && income) receipt(income);
  };

  const assign = async (income: Income) => {
    try {
      const student = await api.reservationStudent(income.idReserva!);
      if (student.hrsRestante <= 0 && !isAdmin) notify(t('app.finance.ingress.allClassesAssigned'), { type: 'info' });
      else setAssigning(student);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    }
  };

  const toggle = async () => {
    if (!toggling) return;
    const next = isAdmin && toggling.estado !== 1 ? 1 : 0;
    await run(async () => {
      const answer = await api.incomeState(toggling.idIngreso, next, toggling.version);
      notify(answer.msg, { type: next === 1 ? 'success' : 'warning' });
      setToggling(null);
      list.reload();
    });
  };

  const reportQuery = () => queryString({ idDepartament: dept, ...list.search });
  const question = (income: Income) => (isAdmin
    ? t(income.estado === 1 ? 'app.finance.ingress.confirmDeactivate' : 'app.finance.ingress.confirmActivate', { name: income.nombre })
    : null);
  const dialogProps = { departmentId: dept, userId: user?.idUsuario ?? 0, onClose: () => setEditing(null), onSaved: saved };

  return (
    <FinanceListFrame list={list} breadcrumb={t('app.finance.ingress.breadcrumb')} title={t('app.finance.ingress.title')}
      emptyText={t('app.finance.ingress.empty')} searchTypes={types.map((type) => ({ id: type.idTipoIngreso, name: type.nombreTipoIngreso }))}
      actions={(
        <>
          <Button startIcon={<PrintIcon />} onClick={() => documents.show(`/api/ingress/report.pdf${reportQuery()}`, t('app.finance.common.printList'), 'Reporte de Ingresos.pdf')}>
            {t('app.finance.common.printList')}
          </Button>
          {isAdmin ? (
            <Button startIcon={<GridOnIcon />} onClick={() => documents.excel(`/api/ingress/report.xlsx${reportQuery()}`, 'ReporteIngresos.xlsx')}>
              {t('app.finance.common.excel')}
            </Button>
          ) : null}
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: KIND.INCOME, record: null })}>{t('app.finance.ingress.add')}</Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: KIND.PACKAGE, record: null })}>{t('app.finance.ingress.addPackage')}</Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: KIND.PRACTICE, record: null })}>{t('app.finance.ingress.addPractice')}</Button>
        </>
      )}
      dialogs={(
        <>
          {editing?.kind === KIND.INCOME ? <IncomeDialog record={editing.record} {...dialogProps} /> : null}
          {editing?.kind === KIND.PACKAGE ? <PackageDialog record={editing.record} {...dialogProps} /> : null}
          {editing?.kind === KIND.PRACTICE ? <PracticeDialog record={editing.record} {...dialogProps} /> : null}
          {assigning ? <AssignClassesDialog student={assigning} departmentId={dept} onClose={() => setAssigning(null)} /> : null}
          {documents.dialog}
          <ConfirmDialog open={!!toggling} title={t('app.finance.ingress.report')} question={toggling ? question(toggling) : null}
            busy={busy} onYes={toggle} onNo={() => setToggling(null)} />
        </>
      )}>
      <IncomeTable rows={list.state.rows} isAdmin={isAdmin} actions={{
        onAssign: assign,
        onPrintClasses: (income) => documents.show(`/api/ingress/classes/${income.idIngreso}`, t('app.finance.ingress.printClasses'), 'clases.pdf'),
        onEdit: (income) => setEditing({ kind: income.tipo, record: income }),
        onPrint: receipt,
        onToggle: setToggling,
      }} />
    </FinanceListFrame>
  );
}
