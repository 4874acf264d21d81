import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CheckIcon from '@mui/icons-material/Check';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fetchDocument } from '../../common/documents';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { ImportCounts, ImportPreviewTable } from './ImportPreviewTable';
import { useImportApi, type ImportConfirm, type ImportPreview } from './importApi';

/** Saves a fetched file under its own name. */
function save(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /import-students 'Importar estudiantes' (role 1, in the chosen department): the template, a file chosen and
 * previewed at once (each row's outcome, nothing written), then 'Confirmar' writes it all in one go.
 */
export default function StudentImportPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useImportApi();
  const dept = session.departmentId() ?? 0;
  const [file, setFile] = useState<File | null>(null);
  const [chosenBranch, setBranch] = useState<number | ''>('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<ImportConfirm | null>(null);
  const branches = useQuery({ queryKey: ['branchoffices', dept, 'active'], queryFn: () => api.branches(dept) });
  // The first branch (the central one, registered first) unless another is chosen: visible, and one action less.
  const branch = chosenBranch || (branches.data?.[0]?.idSucursal ?? null);
  const fail = (error: unknown) => notify((error as Error).message || t('app.common.generic'), { type: 'error' });

  const check = useMutation({
    mutationFn: (chosen: File) => api.preview(dept, branch, chosen),
    onSuccess: setPreview,
    onError: (error) => { setPreview(null); fail(error); },
  });
  const confirm = useMutation({
    mutationFn: () => api.confirm(dept, branch, file!),
    onSuccess: (answer) => { setDone(answer); setPreview(null); notify(answer.msg, { type: 'success' }); },
    onError: fail,
  });
  const download = useMutation({
    mutationFn: () => fetchDocument(api.templatePath(dept), 'Plantilla de estudiantes.xlsx'),
    onSuccess: (doc) => save(doc.url, doc.filename),
    onError: fail,
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setDone(null);
    check.mutate(chosen);
  };
  const reset = () => { setFile(null); setPreview(null); setDone(null); };
  const writable = preview ? preview.totales.nuevos + preview.totales.existentes : 0;

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.sections.admin') }, { label: t('app.menu.importStudents') }]} />
      <PageHeading title={t('app.studentImport.title')} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{t('app.studentImport.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate()}>
              {t('app.studentImport.template')}
            </Button>
            {(branches.data?.length ?? 0) > 1 ? (
              <TextField select size="small" label={t('app.studentImport.branch')} value={branch ?? ''} sx={{ width: 300 }}
                onChange={(e) => setBranch(Number(e.target.value))}>
                {branches.data!.map((b) => <MenuItem key={b.idSucursal} value={b.idSucursal}>{b.nombreSucursal}</MenuItem>)}
              </TextField>
            ) : null}
            <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={check.isPending || confirm.isPending}>
              {t('app.studentImport.choose')}
              <input hidden type="file" data-testid="import-file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(e) => { choose(e.target.files?.[0]); e.target.value = ''; }} />
            </Button>
            {file ? <Typography variant="body2" color="text.secondary">{file.name}</Typography> : null}
          </Stack>
        </CardContent>
      </Card>
      {check.isPending ? <PageLoading /> : null}
      {preview ? (
        <Card>
          <CardContent>
            <ImportCounts totals={preview.totales} />
            <Alert severity={preview.totales.errores ? 'warning' : 'info'} sx={{ mb: 2 }}>{preview.msg} {t('app.studentImport.importedNote')}</Alert>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Button variant="contained" startIcon={<CheckIcon />} disabled={!writable || confirm.isPending} onClick={() => confirm.mutate()}>
                {confirm.isPending ? t('app.studentImport.confirming') : t('app.studentImport.confirm')}
              </Button>
              <Button onClick={reset} disabled={confirm.isPending}>{t('app.common.cancel')}</Button>
            </Stack>
            <ImportPreviewTable preview={preview} />
          </CardContent>
        </Card>
      ) : null}
      {done ? (
        <Alert severity="success" data-testid="import-done" action={<Button color="inherit" component={RouterLink} to="/student">{t('app.menu.student')}</Button>}>
          <Typography sx={{ mb: 1 }}>{done.msg}</Typography>
          <ImportCounts totals={done.data} />
        </Alert>
      ) : null}
    </Box>
  );
}
