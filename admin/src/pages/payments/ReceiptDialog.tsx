import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { errorText, fetchReceipt } from './paymentsApi';

/**
 * The printable receipt of a payment (spec 02 §2): the server's PDF shown in the page, with download
 * ('Recibo N° {codigo}.pdf') and open-in-a-tab. In-app rather than window.open after the save, which
 * browsers block as a pop-up once the click's moment has passed.
 */
export function ReceiptDialog({ idPago, codigo, onClose }: { idPago: number; codigo: number; onClose: () => void }) {
  const t = useAppTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchReceipt(idPago).then((blob) => {
      if (cancelled) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    }, (error) => {
      if (!cancelled) setFailure(errorText(error) || t('app.payments.receipt.failed'));
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [idPago, t]);

  const fileName = `Recibo N° ${codigo}.pdf`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">{t('app.payments.receipt.title', { code: codigo })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '75vh' }}>
        {failure ? <Alert severity="error" sx={{ m: 2 }}>{failure}</Alert> : url ? (
          <iframe title={fileName} src={url} style={{ border: 0, width: '100%', height: '100%' }} data-testid="receipt-frame" />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', height: '100%', gap: 2 }}>
            <CircularProgress aria-label={t('app.common.loading')} />
            <Typography color="text.secondary">{t('app.payments.receipt.loading')}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<OpenInNewIcon />} disabled={!url} onClick={() => url && window.open(url, '_blank', 'noopener')}>
          {t('app.payments.receipt.newTab')}
        </Button>
        <Button startIcon={<DownloadIcon />} disabled={!url} component="a" href={url ?? undefined} download={fileName}>
          {t('app.payments.receipt.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>{t('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
