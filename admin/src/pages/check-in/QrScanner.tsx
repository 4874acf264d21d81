import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/i18nProvider';

/**
 * The device camera reading QR codes with @zxing/browser (loaded only when the camera is opened).
 * The same code read again within a few seconds is ignored, so one credential held up is one scan.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useAppTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef<{ code: string; at: number }>({ code: '', at: 0 });
  const latest = useRef(onCode);
  // The camera loop calls the newest callback without restarting the camera when it changes.
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let controls: { stop: () => void } | null = null;
    let stream: MediaStream | null = null;
    let stopped = false;
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      // ZXing sizes its capture canvas once, from the first frame: wait until the camera has delivered one
      // (a slow camera, or a busy phone, would otherwise leave it 0×0 and nothing would ever be read).
      while (!stopped && !element.videoWidth) await new Promise((resolve) => setTimeout(resolve, 50));
      if (stopped) return;
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      const started = await reader.decodeFromVideoElement(element, (result) => {
        if (!result) return;
        const code = result.getText().trim();
        const now = Date.now();
        if (code === last.current.code && now - last.current.at < 4000) return;
        last.current = { code, at: now };
        latest.current(code);
      });
      if (stopped) started.stop();
      else controls = started;
    };
    start().catch(() => !stopped && setFailed(true));
    return () => {
      stopped = true;
      controls?.stop();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failed)
    return (
      <Typography role="alert" color="error">
        {t('app.studentCredentials.cameraFailed')}
      </Typography>
    );
  return (
    <Box>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('app.studentCredentials.checkIn.scanning')}
        sx={{
          width: '100%',
          maxWidth: 420,
          aspectRatio: '4 / 3',
          bgcolor: 'black',
          borderRadius: 1,
          display: 'block',
          objectFit: 'cover',
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('app.studentCredentials.checkIn.scanning')}
      </Typography>
    </Box>
  );
}
