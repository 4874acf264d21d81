import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { errorText } from '../../common/format';
import { fetchReceipt } from '../../providers/calls/payments';
import type { ReceiptRef } from '../../common/paymentTable';

/**
 * The printable receipt of a payment (spec 02 §2): the server's PDF shown in the page, with download
 * ('Recibo N° {codigo}.pdf') and open-in-a-tab. In-app rather than window.open after the save, which
 * browsers block as a pop-up once the click's moment has passed. The receipts of several instalments paid
 * together come as one PDF ('Recibos N° {first}-{last}.pdf'), a receipt a page, printed at once.
 */
export function ReceiptDialog({ receipts, onClose }: { receipts: ReceiptRef[]; onClose: () => void }) {
  const t = useAppTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A string key, so a new array of the same receipts does not fetch the document again.
  const ids = receipts.map((r) => r.idPago).join(',');

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchReceipt(ids.split(',').map(Number)).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (error) => {
        if (!cancelled) setFailure(errorText(error) || t('app.payments.receipt.failed'));
      },
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [ids, t]);

  const first = receipts[0].codigo;
  const last = receipts[receipts.length - 1].codigo;
  const many = receipts.length > 1;
  const fileName = many ? `Recibos N° ${first}-${last}.pdf` : `Recibo N° ${first}.pdf`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">
        {many ? t('app.payments.receipt.titleMany', { first, last }) : t('app.payments.receipt.title', { code: first })}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '75vh' }}>
        {failure ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {failure}
          </Alert>
        ) : url ? (
          <iframe
            title={fileName}
            src={url}
            style={{ border: 0, width: '100%', height: '100%' }}
            data-testid="receipt-frame"
          />
        ) : (
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              height: '100%',
              gap: 2,
            }}
          >
            <CircularProgress aria-label={t('app.common.loading')} />
            <Typography color="text.secondary">{t('app.payments.receipt.loading')}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<OpenInNewIcon />}
          disabled={!url}
          onClick={() => url && window.open(url, '_blank', 'noopener')}
        >
          {t('app.payments.receipt.newTab')}
        </Button>
        <Button startIcon={<DownloadIcon />} disabled={!url} component="a" href={url ?? undefined} download={fileName}>
          {t('app.payments.receipt.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
