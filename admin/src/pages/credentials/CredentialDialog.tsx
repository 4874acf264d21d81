import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QRCode from 'qrcode';
import { useDataProvider, useNotify } from 'react-admin';
import { isCredentialCode, validUntilLabel } from '../../../../domain/credentials';
import { fetchDocument, saveDocument } from '../../common/documents';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { credentialPath, type CredentialStudent } from '../../providers/calls/credentials';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { PhotoPanel } from './PhotoPanel';

/**
 * 'Datos Estudiante' (spec 01 §2, §4): photo, data, QR. The QR starts as the '123' placeholder (never drawn);
 * a student without a code gets one on opening; an invalid stored code asks to regenerate. Both downloads
 * need a photo, and each one is written to the credential log first.
 */
export function CredentialDialog({
  student,
  idGroup,
  groupName,
  endDate,
  onClose,
  onChanged,
}: {
  student: CredentialStudent;
  idGroup: number;
  groupName: string;
  /** The group's end date: the credential is valid until its month. */
  endDate: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();
  // null: the '123' placeholder while the dialog opens; a stored code that is not a credential code is invalid.
  const [code, setCode] = useState<string | null>(null);
  const [qrImage, setQrImage] = useState<string | null>(null);
  const [hasPhoto, setHasPhoto] = useState(!!student.avatar);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const idStudent = student.idUsuario;

  const regenerate = useCallback(
    () =>
      run(async () => {
        const answer = await dp.regenerateQr({ idUser: idStudent, idGroup, ci: student.ci });
        setCode(answer.data?.qrCode ?? null);
        onChanged();
      }),
    [dp, run, idStudent, idGroup, student.ci, onChanged],
  );

  // On opening, once: the stored code, or a new one when the student has none (spec 01 §4).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (student.qrCode) setCode(student.qrCode);
    else void regenerate();
  }, [student.qrCode, regenerate]);
  useEffect(() => {
    if (!isCredentialCode(code)) return setQrImage(null);
    let live = true;
    QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 1, width: 240 }).then((url) => live && setQrImage(url));
    return () => {
      live = false;
    };
  }, [code]);
  useEffect(() => {
    if (!hasPhoto) return setPhotoUrl(null);
    let url: string | null = null;
    dp.photoUrl(idStudent).then(
      (u) => setPhotoUrl((url = u)),
      () => setHasPhoto(false),
    );
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [dp, idStudent, hasPhoto]);

  const savePhoto = (photo: Blob, name: string) =>
    run(async () => {
      const answer = await dp.uploadPhoto(idStudent, photo, name);
      notify(answer.msg, { type: 'success' });
      setHasPhoto(false);
      setTimeout(() => setHasPhoto(true));
      onChanged();
    });
  const rejectPhoto = () =>
    run(async () => {
      notify((await dp.rejectPhoto(idStudent)).msg, { type: 'warning' });
      setHasPhoto(false);
      onChanged();
    });
  const download = (files: Array<'credential.pdf' | 'front.png' | 'back.png'>) =>
    run(async () => {
      let msg: string;
      try {
        msg = (await dp.logCredentialCreation({ idGroup, idStudent, idUser: session.get().user?.idUsuario ?? 0 })).msg;
      } catch (error) {
        throw new Error((error as Error)?.message || t('app.studentCredentials.createFailed'));
      }
      for (const file of files) saveDocument(await fetchDocument(credentialPath(idGroup, idStudent, file), file));
      notify(msg, { type: 'success' });
    });

  const validCode = isCredentialCode(code);
  const ready = hasPhoto && validCode && !busy;
  const row = (label: Parameters<typeof t>[0], value: string) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {t(label)}:
      </Box>
      {value}
    </Typography>
  );
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="credential-title">
      <DialogTitle id="credential-title">{t('app.studentCredentials.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 'auto' }}>
            <PhotoPanel url={photoUrl} busy={busy} onPhoto={savePhoto} onReject={rejectPhoto} />
          </Grid>
          <Grid size={{ xs: 12, sm: 'grow' }}>
            <Stack spacing={0.5}>
              {row('app.studentCredentials.names', student.nombres)}
              {row('app.studentCredentials.surnames', student.apellidos)}
              {row('app.studentCredentials.id', student.ci)}
              {row('app.studentCredentials.phone', student.telefono)}
              {row('app.studentCredentials.group', groupName)}
              <Typography variant="subtitle2" color="primary">
                {validUntilLabel(endDate)}
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 'auto' }} sx={{ textAlign: 'center' }}>
            <Box
              sx={{
                width: 200,
                height: 200,
                display: 'grid',
                placeItems: 'center',
                mx: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              {validCode && qrImage ? (
                <Box
                  component="img"
                  src={qrImage}
                  alt={t('app.studentCredentials.qrAlt')}
                  sx={{ width: 188, height: 188 }}
                />
              ) : validCode || code === null ? (
                <Typography variant="body2" color="text.secondary">
                  {t('app.studentCredentials.generatingQr')}
                </Typography>
              ) : null}
            </Box>
            {code !== null && !validCode ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('app.studentCredentials.invalidQr')}
              </Alert>
            ) : null}
            <Tooltip title={t('app.studentCredentials.regenerateHint')}>
              <span>
                <Button
                  sx={{ mt: 1 }}
                  size="small"
                  startIcon={<AutorenewIcon />}
                  disabled={busy}
                  onClick={() => void regenerate()}
                >
                  {t('app.studentCredentials.regenerate')}
                </Button>
              </span>
            </Tooltip>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('app.studentCredentials.close')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          disabled={!ready}
          onClick={() => void download(['front.png', 'back.png'])}
        >
          {t('app.studentCredentials.downloadImage')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PictureAsPdfIcon />}
          disabled={!ready}
          onClick={() => void download(['credential.pdf'])}
        >
          {t('app.studentCredentials.downloadPdf')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
