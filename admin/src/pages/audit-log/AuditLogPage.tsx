import { useState } from 'react';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { AUDIT_MESSAGES } from '../../../../domain/audit';
import { Breadcrumb } from '../../common/Breadcrumb';
import { fetchDocument, saveDocument } from '../../common/documents';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { reportsKeys } from '../../providers/calls/reports';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from './AuditFilters';
import { AuditTable } from './AuditTable';

/**
 * /audit-log 'Bitácora de cambios' (role 1): the audit rows of the department it acts in, newest
 * first, one page at a time (the server pages by cursor: the stack of cursors walks back to newer pages).
 */
export default function AuditLogPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();
  const dept = session.departmentId() ?? 0;
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [cursors, setCursors] = useState<Array<number | null>>([null]);
  const query = new URLSearchParams({ idDepartament: String(dept) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const cursor = cursors[cursors.length - 1];
  const pageQuery = new URLSearchParams(query);
  if (cursor) pageQuery.set('before', String(cursor));
  const users = useQuery({ queryKey: reportsKeys.auditUsers(dept), queryFn: () => dp.auditUsers(dept) });
  const page = useQuery({
    queryKey: reportsKeys.auditLog(pageQuery.toString()),
    queryFn: () => dp.auditLog(pageQuery),
  });
  const rows = page.data?.rows ?? [];
  const change = (next: AuditFilterValues) => {
    setFilters(next);
    setCursors([null]);
  };
  const exportRows = () =>
    run(async () => saveDocument(await fetchDocument(`/api/audit/report.xlsx?${query}`, AUDIT_MESSAGES.reportName)));

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.sections.admin') }, { label: t('app.audit.title') }]} />
      <PageHeading title={t('app.audit.title')}>
        <Button
          variant="outlined"
          startIcon={<GridOnIcon />}
          disabled={!rows.length || busy}
          onClick={() => void exportRows()}
        >
          {t('app.audit.excel')}
        </Button>
      </PageHeading>
      <AuditFilters value={filters} users={users.data ?? []} onChange={change} />
      <Card sx={{ overflowX: 'auto' }}>
        {page.isLoading ? (
          <PageLoading />
        ) : !rows.length ? (
          <Typography
            role="status"
            color={page.error?.message ? 'error' : 'text.secondary'}
            sx={{ py: 5, textAlign: 'center' }}
          >
            {page.error?.message || t('app.audit.none')}
          </Typography>
        ) : (
          <AuditTable rows={rows} />
        )}
      </Card>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2" color="text.secondary">
          {t('app.audit.page', { n: cursors.length })}
        </Typography>
        <Button disabled={cursors.length < 2 || page.isLoading} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('app.audit.newer')}
        </Button>
        <Button
          disabled={!page.data?.next || page.isLoading}
          onClick={() => setCursors((c) => [...c, page.data!.next])}
        >
          {t('app.audit.older')}
        </Button>
      </Stack>
    </Box>
  );
}
