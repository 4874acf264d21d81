import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import QRCode from 'qrcode';
import { showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { PortalActivation } from '../../providers/calls/portalAccess';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The printable slip: who, the code, the link and its QR, until when; printed from a window of its own. */
function printSlip(
  texts: Record<'title' | 'for' | 'code' | 'link' | 'until' | 'steps' | 'once', string>,
  slip: PortalActivation,
  qr: string,
) {
  const page = window.open('', '_blank', 'width=600,height=800');
  if (!page) return;
  page.document.write(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escape(texts.title)}</title>
<style>body{font-family:Arial,sans-serif;margin:24px}h1{font-size:20px}.code{font-size:28px;font-weight:bold;letter-spacing:2px}
dt{color:#555;margin-top:10px}dd{margin:2px 0 0}img{width:180px;height:180px}</style></head><body>
<h1>${escape(texts.title)}</h1><dl><dt>${escape(texts.for)}</dt><dd>${escape(slip.nombres)} · CI ${escape(slip.ci)}</dd>
<dt>${escape(texts.code)}</dt><dd class="code">${escape(slip.codigo)}</dd><dt>${escape(texts.link)}</dt><dd>${escape(slip.enlace)}</dd>
<dt>${escape(texts.until)}</dt><dd>${escape(showInstant(slip.vence))}</dd></dl><img src="${qr}" alt="QR"><p>${escape(texts.steps)}</p><p>${escape(texts.once)}</p>
</body></html>`);
  page.document.close();
  page.focus();
  page.print();
}

/** What staff get after 'Habilitar acceso al portal': the one-time code, shown once, to print or send by WhatsApp. */
export function ActivationSlipDialog({ slip, onClose }: { slip: PortalActivation; onClose: () => void }) {
  const t = useAppTranslate();
  const [qr, setQr] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(slip.enlace, { margin: 1, width: 360 }).then(setQr);
  }, [slip.enlace]);
  const texts = {
    title: t('app.portalAccess.slip.title'),
    for: t('app.portalAccess.slip.for'),
    code: t('app.portalAccess.slip.code'),
    link: t('app.portalAccess.slip.link'),
    until: t('app.portalAccess.slip.until'),
    steps: t('app.portalAccess.slip.steps'),
    once: t('app.portalAccess.slip.once'),
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="portal-slip-title">
      <DialogTitle id="portal-slip-title">{texts.title}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', mt: 1.5 }, '& dd': { m: 0 } }}>
          <dt>{texts.for}</dt>
          <dd>
            {slip.nombres} · CI {slip.ci}
          </dd>
          <dt>{texts.code}</dt>
          <dd data-testid="portal-code" style={{ fontSize: 28, fontWeight: 700, letterSpacing: 2 }}>
            {slip.codigo}
          </dd>
          <dt>{texts.link}</dt>
          <dd>
            <Link href={slip.enlace} data-testid="portal-link" sx={{ overflowWrap: 'anywhere' }}>
              {slip.enlace}
            </Link>
          </dd>
          <dt>{texts.until}</dt>
          <dd>{showInstant(slip.vence)}</dd>
        </Box>
        {qr ? <Box component="img" src={qr} alt={`QR ${slip.enlace}`} sx={{ width: 160, height: 160, mt: 1 }} /> : null}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {texts.steps}
        </Typography>
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {texts.once}
        </Typography>
        {slip.whatsapp ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('app.portalAccess.slip.noWhatsapp')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<PrintIcon />} disabled={!qr} onClick={() => printSlip(texts, slip, qr)}>
          {t('app.portalAccess.slip.print')}
        </Button>
        {slip.whatsapp ? (
          <Button startIcon={<WhatsAppIcon />} href={slip.whatsapp} target="_blank" rel="noopener noreferrer">
            {t('app.portalAccess.slip.whatsapp')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('app.portalAccess.slip.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
