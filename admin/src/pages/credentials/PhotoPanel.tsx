import { useEffect, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { useAppTranslate } from '../../i18n/i18nProvider';

/** The credential's photo frame is 3:4 (portrait); the server crops to it too, this only shows the same frame. */
const FRAME = { width: 150, height: 200 };

/**
 * The student's photo in the credential's frame, or 'El estudiante no subio la fotografia', with upload,
 * camera capture and 'Rechazar Fotografia'. `onPhoto` sends the picked picture to the server.
 */
export function PhotoPanel({
  url,
  busy,
  onPhoto,
  onReject,
}: {
  url: string | null;
  busy: boolean;
  onPhoto: (photo: Blob, name: string) => void;
  onReject: () => void;
}) {
  const t = useAppTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          ...FRAME,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.100',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={t('app.studentCredentials.dialogTitle')}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }} role="status">
            <NoPhotographyIcon sx={{ display: 'block', mx: 'auto', mb: 0.5 }} />
            {t('app.studentCredentials.noPhoto')}
          </Typography>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png"
        capture="user"
        data-testid="photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onPhoto(file, file.name);
          e.target.value = '';
        }}
      />
      <Button size="small" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {t('app.studentCredentials.uploadPhoto')}
      </Button>
      <Button size="small" startIcon={<PhotoCameraIcon />} disabled={busy} onClick={() => setCamera(true)}>
        {t('app.studentCredentials.takePhoto')}
      </Button>
      <Button size="small" color="warning" disabled={busy || !url} onClick={onReject}>
        {t('app.studentCredentials.rejectPhoto')}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 200, textAlign: 'center' }}>
        {t('app.studentCredentials.photoHint')}
      </Typography>
      {camera ? (
        <CameraDialog
          onClose={() => setCamera(false)}
          onCapture={(photo) => {
            setCamera(false);
            onPhoto(photo, 'camara.jpg');
          }}
        />
      ) : null}
    </Stack>
  );
}

/** The device camera; 'Capturar' takes the centre of the picture in the 3:4 frame as a JPEG. */
function CameraDialog({ onClose, onCapture }: { onClose: () => void; onCapture: (photo: Blob) => void }) {
  const t = useAppTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((s) => {
        stream = s;
        if (stopped) s.getTracks().forEach((track) => track.stop());
        else if (video.current) video.current.srcObject = s;
      })
      .catch(() => setFailed(true));
    if (!navigator.mediaDevices) setFailed(true);
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  const capture = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const scale = Math.min(v.videoWidth / 3, v.videoHeight / 4);
    const [w, h] = [scale * 3, scale * 4];
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    canvas.getContext('2d')!.drawImage(v, (v.videoWidth - w) / 2, (v.videoHeight - h) / 2, w, h, 0, 0, 600, 800);
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 0.9);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="camera-title">
      <DialogTitle id="camera-title">{t('app.studentCredentials.cameraTitle')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Typography role="alert">{t('app.studentCredentials.cameraFailed')}</Typography>
        ) : (
          <Box sx={{ width: 240, height: 320, overflow: 'hidden', borderRadius: 1, bgcolor: 'black', mx: 'auto' }}>
            <Box
              component="video"
              ref={video}
              autoPlay
              playsInline
              muted
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.common.cancel')}</Button>
        <Button variant="contained" disabled={failed} onClick={capture}>
          {t('app.studentCredentials.capture')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
