import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CheckIcon from '@mui/icons-material/Check';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { fetchDocument, saveDocument } from '../../common/documents';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { ImportCounts, ImportPreviewTable } from './ImportPreviewTable';
import { academicsKeys } from '../../providers/calls/academics';
import type { ImportConfirm, ImportPreview } from '../../providers/calls/studentImport';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * /import-students 'Importar estudiantes' (role 1, in the chosen department): the template, a file chosen and
 * previewed at once (each row's outcome, nothing written), then 'Confirmar' writes it all in one go.
 */
export default function StudentImportPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const dept = session.departmentId() ?? 0;
  const [file, setFile] = useState<File | null>(null);
  const [chosenBranch, setBranch] = useState<number | ''>('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<{ answer: ImportConfirm; rows: ImportPreview } | null>(null);
  const navigate = useNavigate();
  const branches = useQuery({ queryKey: academicsKeys.branches(dept), queryFn: () => dp.branchOptions(dept) });
  // The first branch (the central one, registered first) unless another is chosen: visible, and one action less.
  const branch = chosenBranch || (branches.data?.[0]?.id ?? null);
  const fail = (error: unknown) => notify((error as Error).message || t('app.common.generic'), { type: 'error' });

  const check = useMutation({
    mutationFn: (chosen: File) => dp.previewStudentImport(dept, branch, chosen),
    onSuccess: setPreview,
    onError: (error) => {
      setPreview(null);
      fail(error);
    },
  });
  const confirm = useMutation({
    mutationFn: () => dp.confirmStudentImport(dept, branch, file!),
    // What was written stays listed, each row with 'Cobrar': the next step of a new institute is the first payment.
    onSuccess: (answer) => {
      setDone({ answer, rows: preview! });
      setPreview(null);
      notify(answer.msg, { type: 'success' });
    },
    onError: fail,
  });
  const download = useMutation({
    mutationFn: () => fetchDocument(dp.studentImportTemplatePath(dept), 'Plantilla de estudiantes.xlsx'),
    onSuccess: saveDocument,
    onError: fail,
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setDone(null);
    check.mutate(chosen);
  };
  const reset = () => {
    setFile(null);
    setPreview(null);
    setDone(null);
  };
  const writable = preview ? preview.totales.nuevos + preview.totales.existentes : 0;

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.sections.admin') }, { label: t('app.menu.importStudents') }]} />
      <PageHeading title={t('app.studentImport.title')} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{t('app.studentImport.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('app.studentImport.template')}
            </Button>
            {(branches.data?.length ?? 0) > 1 ? (
              <TextField
                select
                size="small"
                label={t('app.studentImport.branch')}
                value={branch ?? ''}
                sx={{ width: 300 }}
                onChange={(e) => setBranch(Number(e.target.value))}
              >
                {branches.data!.map((b) => (
                  <MenuItem key={b.id} value={b.id}>
                    {b.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Button
              variant="contained"
              component="label"
              startIcon={<UploadFileIcon />}
              disabled={check.isPending || confirm.isPending}
            >
              {t('app.studentImport.choose')}
              <input
                hidden
                type="file"
                data-testid="import-file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            {file ? (
              <Typography variant="body2" color="text.secondary">
                {file.name}
              </Typography>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      {check.isPending ? <PageLoading /> : null}
      {preview ? (
        <Card>
          <CardContent>
            <ImportCounts totals={preview.totales} />
            <Alert severity={preview.totales.errores ? 'warning' : 'info'} sx={{ mb: 2 }}>
              {preview.msg} {t('app.studentImport.importedNote')}
            </Alert>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Button
                variant="contained"
                startIcon={<CheckIcon />}
                disabled={!writable || confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                {confirm.isPending ? t('app.studentImport.confirming') : t('app.studentImport.confirm')}
              </Button>
              <Button onClick={reset} disabled={confirm.isPending}>
                {t('app.common.cancel')}
              </Button>
            </Stack>
            <ImportPreviewTable preview={preview} />
          </CardContent>
        </Card>
      ) : null}
      {done ? (
        <Card>
          <CardContent>
            <Alert
              severity="success"
              data-testid="import-done"
              action={
                <Button color="inherit" component={RouterLink} to="/student">
                  {t('app.menu.student')}
                </Button>
              }
            >
              <Typography sx={{ mb: 1 }}>{done.answer.msg}</Typography>
              <ImportCounts totals={done.answer.data} />
            </Alert>
            <ImportPreviewTable
              preview={done.rows}
              onCollect={(ci) => navigate(`/counter?q=${encodeURIComponent(ci)}`)}
            />
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
