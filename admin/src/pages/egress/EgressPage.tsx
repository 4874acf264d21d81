import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
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
import { emptySearch, errorText, isSearching, showBs, useFinanceApi, type Expense, type SearchValues } from '../ingress/financeApi';
import { SearchPanel } from '../ingress/SearchPanel';
import { ExpenseDialog } from './ExpenseDialog';

const head = { fontWeight: 700 };
type Doc = { path: string; title: string; fallback: string };

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
  const [search, setSearch] = useState<SearchValues>(emptySearch);
  const [showSearch, setShowSearch] = useState(false);
  const [state, setState] = useState<{ rows: Expense[]; loading: boolean; failed: boolean }>({ rows: [], loading: true, failed: false });
  const [editing, setEditing] = useState<Expense | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [doc, setDoc] = useState<Doc | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((values: SearchValues) => {
    if (!user) return;
    setState((s) => ({ ...s, loading: true, failed: false }));
    api.expenses(dept, values, user).then((rows) => {
      setState({ rows, loading: false, failed: false });
      if (isSearching(values) && !rows.length) notify(t('app.finance.common.noMatches'), { type: 'info' });
    }, (e) => {
      console.error(e);
      if (isSearching(values)) notify(errorText(e, t('app.common.generic')), { type: 'error' });
      setState({ rows: [], loading: false, failed: true });
    });
  }, [api, dept, user, notify, t]);

  useEffect(() => load(search), [load, search]);

  const saved = (expense: Expense, created: boolean) => {
    setEditing(undefined);
    load(search);
    if (created && expense) setDoc({ path: `/api/egress/receipt/${expense.idEgreso}`, title: t('app.finance.documents.savedReceipt', { number: expense.codigo }), fallback: 'recibo.pdf' });
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await api.expenseState(deleting.idEgreso, 0);
      notify(answer.msg, { type: 'warning' });
      setDeleting(null);
      load(search);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const reportQuery = () => queryString({ idDepartament: dept, name: search.name, total: search.total, start: search.start, end: search.end });
  const excel = async () => {
    try {
      saveDocument(await fetchDocument(`/api/egress/report.xlsx${reportQuery()}`, 'ReporteEgresos.xlsx'));
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    }
  };
  const action = (title: string, icon: JSX.Element, onClick: () => void, color?: 'error') => (
    <Tooltip title={title}><IconButton size="small" aria-label={title} color={color} onClick={onClick}>{icon}</IconButton></Tooltip>
  );
  const searching = isSearching(search);

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.finance.egress.breadcrumb') }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{t('app.finance.egress.title')}</Typography>
        <Button startIcon={<FilterListIcon />} onClick={() => setShowSearch((v) => !v)} aria-expanded={showSearch}>
          {t(showSearch ? 'app.finance.common.hideSearch' : 'app.finance.common.advancedSearch')}
        </Button>
        {isAdmin ? (
          <>
            <Button startIcon={<PrintIcon />} onClick={() => setDoc({ path: `/api/egress/report.pdf${reportQuery()}`, title: t('app.finance.common.printList'), fallback: 'Reporte de Egresos.pdf' })}>
              {t('app.finance.common.printList')}
            </Button>
            <Button startIcon={<GridOnIcon />} onClick={excel}>{t('app.finance.common.excel')}</Button>
          </>
        ) : null}
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('app.finance.egress.add')}</Button>
      </Box>
      {showSearch ? <SearchPanel initial={search} onSearch={setSearch} /> : null}
      <Card>
        {state.loading ? <PageLoading /> : !searching && (state.failed || !state.rows.length) ? (
          <EmptyState text={t('app.finance.egress.empty')} onRetry={() => load(search)} />
        ) : !state.rows.length ? (
          <Typography sx={{ p: 3 }} color="text.secondary" role="status">{t('app.finance.common.noMatches')}</Typography>
        ) : (
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
              {state.rows.map((expense) => (
                <TableRow key={expense.idEgreso} hover>
                  <TableCell>{expense.codigo}</TableCell>
                  <TableCell>{expense.nombre}</TableCell>
                  <TableCell align="right">{showBs(expense.total)}</TableCell>
                  <TableCell>{expense.detalleEgreso}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {action(t('app.common.edit'), <EditIcon />, () => setEditing(expense))}
                    {action(t('app.finance.common.print'), <PrintIcon />, () => setDoc({
                      path: `/api/egress/receipt/${expense.idEgreso}`, title: t('app.finance.documents.savedReceipt', { number: expense.codigo }), fallback: 'recibo.pdf',
                    }))}
                    {action(t('app.common.delete'), <DeleteIcon />, () => setDeleting(expense), 'error')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing !== undefined ? (
        <ExpenseDialog record={editing} departmentId={dept} userId={user?.idUsuario ?? 0} onClose={() => setEditing(undefined)} onSaved={saved} />
      ) : null}
      <DocumentDialog path={doc?.path ?? null} title={doc?.title ?? ''} fallbackName={doc?.fallback} onClose={() => setDoc(null)} />
      <ConfirmDialog open={!!deleting} title={t('app.finance.egress.report')} busy={busy} onYes={remove} onNo={() => setDeleting(null)}
        question={deleting ? t('app.finance.egress.confirmDelete', { detail: deleting.detalleEgreso || deleting.nombre }) : null} />
    </Box>
  );
}
