import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { queryString } from '../../common/documents';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { useRecordList } from '../../resources/master/useRecordList';
import { useRecordWrites } from '../../resources/master/useRecordWrites';
import { emptySearch, isSearching, type SearchValues } from '../../common/finance/financeValues';
import { errorText } from '../../common/format';
import type { FinanceKind, FinanceRecord } from './financeKind';
import { FinanceListFrame, useFinanceDocuments } from './FinanceList';
import { FinanceTable } from './FinanceTable';

/** The spec's finance tables have no paging: one request asks for every row (the REST face allows it for these). */
const ALL_ROWS = 100_000;

type Editing<T> = { form: number; record: T | null };

/**
 * /ingress or /egress (spec 02 §2), configured by `kind`: the list runs on react-admin's list controller over
 * the kind's REST resource (newest receipt first; the advanced search is its filter), the status action is a
 * useUpdate of `estado`, and the kind's dialogs save; after a create the receipt opens (spec 02 §4).
 */
export function FinancePage<T extends FinanceRecord>({ kind }: { kind: FinanceKind<T> }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const { user } = useSession();
  const isAdmin = user?.idRol === 1;
  const dept = session.departmentId() ?? 0;
  const texts = `app.finance.${kind.texts}` as const;
  const list = useRecordList<T>(kind.resource, { sort: { field: 'codigo', order: 'DESC' }, perPage: ALL_ROWS });
  const { data, error, isPending, isFetching, refetch, setFilters } = list;
  const writes = useRecordWrites<T>(kind.resource);
  const documents = useFinanceDocuments();
  const searchTypes = kind.useSearchTypes?.(dept);
  const extras = kind.useExtras?.({ departmentId: dept, isAdmin, documents });
  const [search, setSearch] = useState<SearchValues>(emptySearch);
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [toggling, setToggling] = useState<T | null>(null);
  const { busy, run } = useBusyAction();

  // A search's outcome is told once its rows came: none found, or why the server refused it (spec 02 §8).
  const announce = useRef(false);
  useEffect(() => {
    if (!announce.current || isPending || isFetching) return;
    announce.current = false;
    if (error) notify(errorText(error, t('app.common.generic')), { type: 'error' });
    else if (!data?.length) notify(t('app.finance.common.noMatches'), { type: 'info' });
  }, [isPending, isFetching, error, data, notify, t]);

  const searchFor = (values: SearchValues) => {
    announce.current = isSearching(values);
    const filter = kind.searchFilter(values);
    if (JSON.stringify(filter) === JSON.stringify(list.filterValues)) refetch();
    else setFilters(filter, {}, false);
    setSearch(values);
  };

  const receipt = (row: T) =>
    documents.show(
      `${kind.documentsPath}/receipt/${row.id}`,
      t('app.finance.documents.savedReceipt', { number: kind.receiptNumber(row) }),
      'recibo.pdf',
    );
  const saved = (row: T, created: boolean) => {
    setEditing(null);
    refetch();
    if (created && row) receipt(row);
  };
  const toggle = () =>
    toggling &&
    run(async () => {
      const next = isAdmin && toggling.estado !== 1 ? 1 : 0;
      await writes.update(toggling, { estado: next });
      notify(t(!isAdmin ? `${texts}.deleted` : next === 1 ? `${texts}.activated` : `${texts}.deactivated`), {
        type: next === 1 ? 'success' : 'warning',
      });
      setToggling(null);
      refetch();
    });

  const reportQuery = () => queryString({ idDepartament: dept, ...kind.reportSearch(search) });
  const mayPrintList = isAdmin || !kind.printListAdminOnly;
  const Editor = kind.Editor;

  return (
    <FinanceListFrame
      search={search}
      onSearch={searchFor}
      onRetry={() => refetch()}
      state={{ loading: isPending, failed: !!error, empty: !data?.length }}
      breadcrumb={t(`${texts}.breadcrumb`)}
      title={t(`${texts}.title`)}
      emptyText={t(`${texts}.empty`)}
      searchTypes={searchTypes}
      actions={
        <>
          {mayPrintList ? (
            <Button
              startIcon={<PrintIcon />}
              onClick={() =>
                documents.show(
                  `${kind.documentsPath}/report.pdf${reportQuery()}`,
                  t('app.finance.common.printList'),
                  kind.reportFiles.pdf,
                )
              }
            >
              {t('app.finance.common.printList')}
            </Button>
          ) : null}
          {isAdmin ? (
            <Button
              startIcon={<GridOnIcon />}
              onClick={() =>
                documents.excel(`${kind.documentsPath}/report.xlsx${reportQuery()}`, kind.reportFiles.excel)
              }
            >
              {t('app.finance.common.excel')}
            </Button>
          ) : null}
          {kind.addButtons.map((button) => (
            <Button
              key={button.form}
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ form: button.form, record: null })}
            >
              {t(button.label)}
            </Button>
          ))}
        </>
      }
      dialogs={
        <>
          {editing ? (
            <Editor
              form={editing.form}
              record={editing.record}
              departmentId={dept}
              userId={user?.idUsuario ?? 0}
              onClose={() => setEditing(null)}
              onSaved={saved}
            />
          ) : null}
          {extras?.dialogs}
          {documents.dialog}
          <ConfirmDialog
            open={!!toggling}
            title={t(`${texts}.report`)}
            question={toggling ? kind.question(toggling, isAdmin, t) : null}
            busy={busy}
            onYes={toggle}
            onNo={() => setToggling(null)}
          />
        </>
      }
    >
      <FinanceTable
        label={t(`${texts}.title`)}
        rows={data ?? []}
        columns={kind.columns}
        isAdmin={isAdmin}
        extraActions={extras?.rowActions}
        editable={kind.editable}
        onEdit={(row) => setEditing({ form: kind.formOf(row), record: row })}
        onPrint={receipt}
        onToggle={setToggling}
      />
    </FinanceListFrame>
  );
}
