import { useState } from 'react';
import { Box, Button, Card, MenuItem, Stack, TextField, Typography } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { DocumentDialog } from '../../common/DocumentDialog';
import { fetchDocument, saveDocument } from '../../common/documents';
import { segment, showBs, sumBs } from '../../common/format';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { useBusyAction } from '../../common/useBusyAction';
import { useIsPhone } from '../../common/useIsPhone';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { academicsKeys } from '../../providers/calls/academics';
import { reportsKeys } from '../../providers/calls/reports';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { OverduePhoneList, OverdueTable, type OverdueRow } from './OverdueRows';

/**
 * /overdue 'Morosos' (beyond the spec): students with an instalment past its deadline, largest debt
 * first; a row opens the payments page; a WhatsApp link carries a polite reminder (nothing is sent by the server).
 */
export default function OverduePage() {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const dp = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();
  const dept = session.departmentId() ?? 0;
  const [f, setF] = useState<{ idSemester: number | ''; idGroup: number | ''; idBranch: number | '' }>({
    idSemester: '',
    idGroup: '',
    idBranch: '',
  });
  const [printing, setPrinting] = useState<string | null>(null);
  const semesters = useQuery({
    queryKey: academicsKeys.semesters(dept, false),
    queryFn: () => dp.semesters(dept, false),
  });
  const idSemester = f.idSemester;
  const groups = useQuery({
    queryKey: academicsKeys.groups(idSemester, false),
    queryFn: () => dp.groups(idSemester, false),
    enabled: idSemester !== '',
  });
  const branches = useQuery({ queryKey: academicsKeys.branches(dept), queryFn: () => dp.branchOptions(dept) });
  const path = `${dept}/${segment(f.idSemester)}/${segment(f.idGroup)}/${segment(f.idBranch)}`;
  const list = useQuery({ queryKey: reportsKeys.overdue(path), queryFn: () => dp.overdueStudents(path) });
  const rows = list.data ?? [];
  const total = sumBs(rows.map((r) => r.montoAdeudado));
  const phone = useIsPhone();
  const open = (r: OverdueRow) => navigate(`/semester/${r.idSemestre}/group/${r.idGrupo}/student/${r.idUsuario}`);
  const select = (
    key: 'idSemester' | 'idGroup' | 'idBranch',
    label: string,
    options: Array<{ id: number; name: string }>,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={f[key]}
      sx={{ width: { xs: '100%', sm: 190 } }}
      onChange={(e) =>
        setF((s) => ({
          ...s,
          [key]: e.target.value === '' ? '' : Number(e.target.value),
          ...(key === 'idSemester' ? { idGroup: '' } : {}),
        }))
      }
    >
      <MenuItem value="">{t('app.reports.overdue.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.reports.section') }, { label: t('app.reports.overdue.title') }]} />
      <PageHeading title={t('app.reports.overdue.title')}>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          disabled={!rows.length}
          onClick={() => setPrinting(`/api/reports/overdueReport/${path}/report.pdf`)}
        >
          {t('app.reports.overdue.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<GridOnIcon />}
          disabled={!rows.length || busy}
          onClick={() =>
            void run(async () =>
              saveDocument(
                await fetchDocument(`/api/reports/overdueReport/${path}/report.xlsx`, 'ReporteMorosos.xlsx'),
              ),
            )
          }
        >
          {t('app.reports.overdue.excel')}
        </Button>
      </PageHeading>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 2 }}>
        {select(
          'idSemester',
          t('app.reports.overdue.semester'),
          (semesters.data ?? []).map((s) => ({ id: s.idSemestre, name: s.nombreSemestre })),
        )}
        {select(
          'idGroup',
          t('app.reports.overdue.group'),
          (groups.data ?? []).map((g) => ({ id: g.idGrupo, name: g.nombreGrupo })),
        )}
        {select('idBranch', t('app.reports.overdue.branch'), branches.data ?? [])}
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        {list.isLoading ? (
          <PageLoading />
        ) : !rows.length ? (
          <Typography role="status" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
            {list.error?.message || t('app.reports.overdue.none')}
          </Typography>
        ) : (
          <>
            <Typography sx={{ px: 2, pt: 1.5, fontWeight: 600 }} data-testid="overdue-summary">
              {t('app.reports.overdue.summary', {
                count: new Set(rows.map((r) => r.idUsuario)).size,
                amount: showBs(total),
              })}
            </Typography>
            {phone ? (
              <OverduePhoneList rows={rows} onOpen={open} label={t('app.reports.overdue.title')} />
            ) : (
              <OverdueTable rows={rows} onOpen={open} label={t('app.reports.overdue.title')} />
            )}
          </>
        )}
      </Card>
      <DocumentDialog
        path={printing}
        title={t('app.reports.overdue.title')}
        fallbackName="Reporte de Morosos.pdf"
        onClose={() => setPrinting(null)}
      />
    </Box>
  );
}
