import { useMemo, useState } from 'react';
import EventIcon from '@mui/icons-material/Event';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { FREE_TEXT_CELL } from '../../theme';
import type { FinanceExtras, FinanceKind, FinancePageContext } from '../finance/financeKind';
import { rowAction } from '../finance/FinanceList';
import { InactiveChip } from '../finance/FinanceTable';
import { AssignClassesDialog } from './AssignClassesDialog';
import { incomeNumber, KIND, searchFilter } from '../../common/finance/financeValues';
import { errorText, showBs } from '../../common/format';
import { financeKeys, type Income, type ReservationStudent } from '../../providers/calls/finance';
import type { AppDataProvider } from '../../providers/dataProvider';
import { IncomeDialog } from './IncomeDialog';
import type { MoneyDialogProps } from '../../common/finance/moneyForm';
import { PackageDialog } from './PackageDialog';
import { PracticeDialog } from './PracticeDialog';

/** The dialog of each income form: plain income, package, practice (spec 02 §2). */
function IncomeEditor({ form, ...props }: MoneyDialogProps<Income> & { form: number }) {
  if (form === KIND.PACKAGE) return <PackageDialog {...props} />;
  if (form === KIND.PRACTICE) return <PracticeDialog {...props} />;
  return <IncomeDialog {...props} />;
}

/** The income types of the search's Tipo filter. */
function useIncomeTypes(departmentId: number) {
  const dp = useDataProvider<AppDataProvider>();
  const rows = useQuery({
    queryKey: financeKeys.incomeTypes(departmentId, null),
    queryFn: () => dp.incomeTypes(departmentId, null),
  }).data;
  return useMemo(() => (rows ?? []).map((type) => ({ id: type.idTipoIngreso, name: type.nombreTipoIngreso })), [rows]);
}

/** A package's 'Asignar clases' (its teacher search) and every reservation's 'Imprimir clases'. */
function useIncomeExtras({ departmentId, isAdmin, documents }: FinancePageContext): FinanceExtras<Income> {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const [assigning, setAssigning] = useState<ReservationStudent | null>(null);
  const assign = async (income: Income) => {
    try {
      const student = await dp.reservationStudent(income.idReserva!);
      if (student.hrsRestante <= 0 && !isAdmin) notify(t('app.finance.ingress.allClassesAssigned'), { type: 'info' });
      else setAssigning(student);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    }
  };
  return {
    rowActions: (income) => (
      <>
        {income.idReserva && income.estado === 1
          ? rowAction(t('app.finance.ingress.assignClasses'), <EventIcon />, () => assign(income))
          : null}
        {income.idReserva
          ? rowAction(t('app.finance.ingress.printClasses'), <ListAltIcon />, () =>
              documents.show(`/api/ingress/classes/${income.id}`, t('app.finance.ingress.printClasses'), 'clases.pdf'),
            )
          : null}
      </>
    ),
    dialogs: assigning ? (
      <AssignClassesDialog student={assigning} departmentId={departmentId} onClose={() => setAssigning(null)} />
    ) : null,
  };
}

/** /ingress: Nro Ingreso, Fecha, Nombre, Total Bs., Tipo, Detalle; three add buttons; role 1 sees inactive rows. */
export const incomeKind: FinanceKind<Income> = {
  resource: 'incomes',
  texts: 'ingress',
  columns: [
    {
      label: 'app.finance.ingress.number',
      render: (income) => (
        <>
          {incomeNumber(income.codigo)}
          <InactiveChip estado={income.estado} />
        </>
      ),
    },
    {
      label: 'app.finance.common.date',
      sx: { whiteSpace: 'nowrap' },
      render: (income) => showInstant(income.fechaPago),
    },
    { label: 'app.finance.common.name', sx: FREE_TEXT_CELL, render: (income) => income.nombre },
    { label: 'app.finance.common.totalColumn', align: 'right', render: (income) => showBs(income.total) },
    { label: 'app.finance.common.type', render: (income) => income.nombreTipoIngreso },
    { label: 'app.finance.common.detail', sx: FREE_TEXT_CELL, render: (income) => income.detalleIngreso },
  ],
  receiptNumber: (income) => incomeNumber(income.codigo),
  documentsPath: '/api/ingress',
  reportFiles: { pdf: 'Reporte de Ingresos.pdf', excel: 'ReporteIngresos.xlsx' },
  printListAdminOnly: false,
  searchFilter: (s) => searchFilter(s, true),
  reportSearch: (s) => ({ name: s.name, total: s.total, type: s.type, start: s.start, end: s.end }),
  useSearchTypes: useIncomeTypes,
  question: (income, isAdmin, t) =>
    isAdmin
      ? t(income.estado === 1 ? 'app.finance.ingress.confirmDeactivate' : 'app.finance.ingress.confirmActivate', {
          name: income.nombre,
        })
      : null,
  editable: (income) => income.estado === 1,
  addButtons: [
    { label: 'app.finance.ingress.add', form: KIND.INCOME },
    { label: 'app.finance.ingress.addPackage', form: KIND.PACKAGE },
    { label: 'app.finance.ingress.addPractice', form: KIND.PRACTICE },
  ],
  formOf: (income) => income.tipo,
  Editor: IncomeEditor,
  useExtras: useIncomeExtras,
};
