import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Card, IconButton, Tooltip, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useNotify } from 'react-admin';
import { Breadcrumb } from '../../common/Breadcrumb';
import { DocumentDialog } from '../../common/DocumentDialog';
import { fetchDocument, saveDocument } from '../../common/documents';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { emptySearch, errorText, isSearching, type SearchValues } from './financeApi';
import { SearchPanel } from './SearchPanel';

export interface FinanceList<T> {
  search: SearchValues;
  setSearch: (values: SearchValues) => void;
  state: { rows: T[]; loading: boolean; failed: boolean };
  reload: () => void;
}

/**
 * The rows of /ingress or /egress for the current advanced search. `fetchRows` must be stable (useCallback);
 * null waits (e.g. for the session). A search without rows says so; a refused search (bad date, …) says why;
 * a failed plain load is only logged (spec 02 §8).
 */
export function useFinanceList<T>(fetchRows: ((values: SearchValues) => Promise<T[]>) | null): FinanceList<T> {
  const t = useAppTranslate();
  const notify = useNotify();
  const [search, setSearch] = useState<SearchValues>(emptySearch);
  const [state, setState] = useState<FinanceList<T>['state']>({ rows: [], loading: true, failed: false });

  const load = useCallback((values: SearchValues) => {
    if (!fetchRows) return;
    setState((s) => ({ ...s, loading: true, failed: false }));
    fetchRows(values).then((rows) => {
      setState({ rows, loading: false, failed: false });
      if (isSearching(values) && !rows.length) notify(t('app.finance.common.noMatches'), { type: 'info' });
    }, (e) => {
      console.error(e);
      if (isSearching(values)) notify(errorText(e, t('app.common.generic')), { type: 'error' });
      setState({ rows: [], loading: false, failed: true });
    });
  }, [fetchRows, notify, t]);

  useEffect(() => load(search), [load, search]);
  return { search, setSearch, state, reload: () => load(search) };
}

/** The PDF shown in the page (receipts, list report) and the Excel download, with the server's message on failure. */
export function useFinanceDocuments() {
  const t = useAppTranslate();
  const notify = useNotify();
  const [doc, setDoc] = useState<{ path: string; title: string; fallback: string } | null>(null);
  const excel = async (path: string, fallback: string) => {
    try {
      saveDocument(await fetchDocument(path, fallback));
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    }
  };
  const dialog = <DocumentDialog path={doc?.path ?? null} title={doc?.title ?? ''} fallbackName={doc?.fallback} onClose={() => setDoc(null)} />;
  return { show: (path: string, title: string, fallback: string) => setDoc({ path, title, fallback }), excel, dialog };
}

/** A row's icon button with its Spanish name as tooltip and accessible label. */
export function rowAction(title: string, icon: JSX.Element, onClick: () => void, color?: 'error' | 'success') {
  return <Tooltip title={title}><IconButton size="small" aria-label={title} color={color} onClick={onClick}>{icon}</IconButton></Tooltip>;
}

/**
 * The frame of /ingress and /egress: breadcrumb, title, the advanced-search toggle beside the page's actions,
 * the search panel, then loading / empty ('Volver a Intentar') / no matches / the table; dialogs after it.
 */
export function FinanceListFrame<T>({ list, breadcrumb, title, emptyText, searchTypes, actions, children, dialogs }: {
  list: FinanceList<T>;
  breadcrumb: string;
  title: string;
  emptyText: string;
  /** Income types for the search's Tipo filter; omitted on expenses. */
  searchTypes?: Array<{ id: number; name: string }>;
  actions: ReactNode;
  children: ReactNode;
  dialogs: ReactNode;
}) {
  const t = useAppTranslate();
  const [showSearch, setShowSearch] = useState(false);
  const { state } = list;
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: breadcrumb }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{title}</Typography>
        <Button startIcon={<FilterListIcon />} onClick={() => setShowSearch((v) => !v)} aria-expanded={showSearch}>
          {t(showSearch ? 'app.finance.common.hideSearch' : 'app.finance.common.advancedSearch')}
        </Button>
        {actions}
      </Box>
      {showSearch ? <SearchPanel initial={list.search} types={searchTypes} onSearch={list.setSearch} /> : null}
      <Card>
        {state.loading ? <PageLoading /> : !isSearching(list.search) && (state.failed || !state.rows.length) ? (
          <EmptyState text={emptyText} onRetry={list.reload} />
        ) : !state.rows.length ? (
          <Typography sx={{ p: 3 }} color="text.secondary" role="status">{t('app.finance.common.noMatches')}</Typography>
        ) : children}
      </Card>
      {dialogs}
    </Box>
  );
}
