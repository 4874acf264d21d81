import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify } from 'react-admin';
import { Breadcrumb } from '../../common/Breadcrumb';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { DocumentDialog } from '../../common/DocumentDialog';
import { fetchDocument, queryString, saveDocument } from '../../common/documents';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { AssignClassesDialog } from './AssignClassesDialog';
import {
  emptySearch, errorText, incomeNumber, isSearching, KIND, useFinanceApi,
  type Income, type IncomeType, type ReservationStudent, type SearchValues,
} from './financeApi';
import { IncomeDialog } from './IncomeDialog';
import { IncomeTable } from './IncomeTable';
import { PackageDialog } from './PackageDialog';
import { PracticeDialog } from './PracticeDialog';
import { SearchPanel } from './SearchPanel';

type Editing = { kind: number; record: Income | null };
type Doc = { path: string; title: string; fallback: string };

/** /ingress: the department's income with advanced search, the three income dialogs, receipts and reports (spec 02 §2). */
export default function IngressPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useFinanceApi();
  const { user } = useSession();
  const isAdmin = user?.idRol === 1;
  const dept = session.departmentId() ?? 0;
  const [search, setSearch] = useState<SearchValues>(emptySearch);
  const [showSearch, setShowSearch] = useState(false);
  const [state, setState] = useState<{ rows: Income[]; loading: boolean; failed: boolean }>({ rows: [], loading: true, failed: false });
  const [types, setTypes] = useState<IncomeType[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [doc, setDoc] = useState<Doc | null>(null);
  const [toggling, setToggling] = useState<Income | null>(null);
  const [assigning, setAssigning] = useState<ReservationStudent | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((values: SearchValues) => {
    setState((s) => ({ ...s, loading: true, failed: false }));
    api.incomes(dept, values).then((rows) => {
      setState({ rows, loading: false, failed: false });
      if (isSearching(values) && !rows.length) notify(t('app.finance.common.noMatches'), { type: 'info' });
    }, (e) => {
      console.error(e);
      // A refused search (bad date, …) says why; a failed plain load is only logged (spec 02 §8).
      if (isSearching(values)) notify(errorText(e, t('app.common.generic')), { type: 'error' });
      setState({ rows: [], loading: false, failed: true });
    });
  }, [api, dept, notify, t]);

  useEffect(() => load(search), [load, search]);
  useEffect(() => {
    api.incomeTypes(dept, null).then(setTypes, console.error);
  }, [api, dept]);

  const saved = (income: Income, created: boolean) => {
    setEditing(null);
    load(search);
    // After registering, its receipt opens right away (spec 02 §4: the receipt follows the insert).
    if (created && income) {
      setDoc({ path: `/api/ingress/receipt/${income.idIngreso}`, title: t('app.finance.documents.savedReceipt', { number: incomeNumber(income.codigo) }), fallback: 'recibo.pdf' });
    }
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
    setBusy(true);
    try {
      const answer = await api.incomeState(toggling.idIngreso, next);
      notify(answer.msg, { type: next === 1 ? 'success' : 'warning' });
      setToggling(null);
      load(search);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const reportQuery = () => queryString({ idDepartament: dept, ...search });
  const excel = async () => {
    try {
      saveDocument(await fetchDocument(`/api/ingress/report.xlsx${reportQuery()}`, 'ReporteIngresos.xlsx'));
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    }
  };

  const question = (income: Income) => (isAdmin
    ? t(income.estado === 1 ? 'app.finance.ingress.confirmDeactivate' : 'app.finance.ingress.confirmActivate', { name: income.nombre })
    : null);
  const dialogProps = { departmentId: dept, userId: user?.idUsuario ?? 0, onClose: () => setEditing(null), onSaved: saved };
  const searching = isSearching(search);

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.finance.ingress.breadcrumb') }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{t('app.finance.ingress.title')}</Typography>
        <Button startIcon={<FilterListIcon />} onClick={() => setShowSearch((v) => !v)} aria-expanded={showSearch}>
          {t(showSearch ? 'app.finance.common.hideSearch' : 'app.finance.common.advancedSearch')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => setDoc({ path: `/api/ingress/report.pdf${reportQuery()}`, title: t('app.finance.common.printList'), fallback: 'Reporte de Ingresos.pdf' })}>
          {t('app.finance.common.printList')}
        </Button>
        {isAdmin ? <Button startIcon={<GridOnIcon />} onClick={excel}>{t('app.finance.common.excel')}</Button> : null}
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: KIND.INCOME, record: null })}>{t('app.finance.ingress.add')}</Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: KIND.PACKAGE, record: null })}>{t('app.finance.ingress.addPackage')}</Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: KIND.PRACTICE, record: null })}>{t('app.finance.ingress.addPractice')}</Button>
      </Box>
      {showSearch ? (
        <SearchPanel initial={search} types={types.map((type) => ({ id: type.idTipoIngreso, name: type.nombreTipoIngreso }))} onSearch={setSearch} />
      ) : null}
      <Card>
        {state.loading ? <PageLoading /> : !searching && (state.failed || !state.rows.length) ? (
          <EmptyState text={t('app.finance.ingress.empty')} onRetry={() => load(search)} />
        ) : !state.rows.length ? (
          <Typography sx={{ p: 3 }} color="text.secondary" role="status">{t('app.finance.common.noMatches')}</Typography>
        ) : (
          <IncomeTable rows={state.rows} isAdmin={isAdmin} actions={{
            onAssign: assign,
            onPrintClasses: (income) => setDoc({ path: `/api/ingress/classes/${income.idIngreso}`, title: t('app.finance.ingress.printClasses'), fallback: 'clases.pdf' }),
            onEdit: (income) => setEditing({ kind: income.tipo, record: income }),
            onPrint: (income) => setDoc({ path: `/api/ingress/receipt/${income.idIngreso}`, title: t('app.finance.documents.savedReceipt', { number: incomeNumber(income.codigo) }), fallback: 'recibo.pdf' }),
            onToggle: setToggling,
          }} />
        )}
      </Card>
      {editing?.kind === KIND.INCOME ? <IncomeDialog record={editing.record} {...dialogProps} /> : null}
      {editing?.kind === KIND.PACKAGE ? <PackageDialog record={editing.record} {...dialogProps} /> : null}
      {editing?.kind === KIND.PRACTICE ? <PracticeDialog record={editing.record} {...dialogProps} /> : null}
      {assigning ? <AssignClassesDialog student={assigning} departmentId={dept} onClose={() => setAssigning(null)} /> : null}
      <DocumentDialog path={doc?.path ?? null} title={doc?.title ?? ''} fallbackName={doc?.fallback} onClose={() => setDoc(null)} />
      <ConfirmDialog open={!!toggling} title={t('app.finance.ingress.report')} question={toggling ? question(toggling) : null}
        busy={busy} onYes={toggle} onNo={() => setToggling(null)} />
    </Box>
  );
}
