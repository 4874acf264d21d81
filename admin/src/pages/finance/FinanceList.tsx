import { useState, type ReactNode } from 'react';
import { Box, Button, Card, IconButton, Tooltip, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useNotify } from 'react-admin';
import { Breadcrumb } from '../../common/Breadcrumb';
import { DocumentDialog } from '../../common/DocumentDialog';
import { fetchDocument, saveDocument } from '../../common/documents';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { isSearching, type SearchValues } from '../../common/finance/financeValues';
import { errorText } from '../../common/format';
import { SearchPanel } from '../../common/finance/SearchPanel';
import { ShiftGate } from '../counter/ShiftGate';

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
  const dialog = (
    <DocumentDialog
      path={doc?.path ?? null}
      title={doc?.title ?? ''}
      fallbackName={doc?.fallback}
      onClose={() => setDoc(null)}
    />
  );
  return { show: (path: string, title: string, fallback: string) => setDoc({ path, title, fallback }), excel, dialog };
}
export type FinanceDocuments = ReturnType<typeof useFinanceDocuments>;

/** A row's icon button with its Spanish name as tooltip and accessible label. */
export function rowAction(
  title: string,
  icon: JSX.Element,
  onClick: () => void,
  color?: 'error' | 'success',
  lockedReason?: string | null,
) {
  // Disabled with the reason in its tooltip when the server would refuse it (a closed shift's row, role 2).
  if (lockedReason)
    return (
      <Tooltip title={`${title}: ${lockedReason}`}>
        <span>
          <IconButton size="small" aria-label={title} disabled>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} color={color} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The frame of /ingress and /egress: breadcrumb, title, the advanced-search toggle beside the page's actions,
 * the search panel, then loading / empty (with 'Volver a Intentar' when loading failed) / no matches / the table; dialogs after it.
 */
export function FinanceListFrame({
  search,
  onSearch,
  state,
  onRetry,
  breadcrumb,
  title,
  emptyText,
  searchTypes,
  actions,
  children,
  dialogs,
}: {
  search: SearchValues;
  onSearch: (values: SearchValues) => void;
  state: { loading: boolean; failed: boolean; empty: boolean };
  onRetry: () => void;
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
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: breadcrumb }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button startIcon={<FilterListIcon />} onClick={() => setShowSearch((v) => !v)} aria-expanded={showSearch}>
          {t(showSearch ? 'app.finance.common.hideSearch' : 'app.finance.common.advancedSearch')}
        </Button>
        {actions}
      </Box>
      <ShiftGate />
      {showSearch ? <SearchPanel initial={search} types={searchTypes} onSearch={onSearch} /> : null}
      <Card>
        {state.loading ? (
          <PageLoading />
        ) : !isSearching(search) && (state.failed || state.empty) ? (
          <EmptyState text={emptyText} onRetry={state.failed ? onRetry : null} />
        ) : state.failed || state.empty ? (
          <Typography sx={{ p: 3 }} color="text.secondary" role="status">
            {t('app.finance.common.noMatches')}
          </Typography>
        ) : (
          children
        )}
      </Card>
      {dialogs}
    </Box>
  );
}
