import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { Breadcrumb } from '../../common/Breadcrumb';
import { fetchDocument, saveDocument } from '../../common/documents';
import { PageHeading } from '../../common/ListParts';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';

/** /backup (role 1): downloads a consistent snapshot of the whole database (GET /api/backups/download). */
export default function BackupPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const download = () =>
    run(async () => {
      saveDocument(await fetchDocument('/api/backups/download', 'respaldo.sqlite'));
      notify(t('app.backup.done'), { type: 'success' });
    });
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 820 }}>
      <Breadcrumb items={[{ label: t('app.sections.admin') }, { label: t('app.menu.backup') }]} />
      <PageHeading title={t('app.backup.title')} />
      <Card>
        <CardContent>
          <Typography sx={{ mb: 1 }}>{t('app.backup.intro')}</Typography>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('app.backup.keep')}
          </Alert>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('app.backup.restore')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="backup-seal">
            {t('app.backup.seal')}
          </Typography>
          <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
            {t('app.backup.download')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
