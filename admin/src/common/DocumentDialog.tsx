import { useEffect, useState } from 'react';
import {
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
import { useAppTranslate } from '../i18n/i18nProvider';
import {
  fetchDocument,
  fetchDocumentProgress,
  progressToken,
  withProgressToken,
  type DocumentProgress,
  type FetchedDocument,
} from './documents';

export interface DocumentDialogProps {
  /** `/api/...` path of a PDF; null keeps the dialog closed. */
  path: string | null;
  title: string;
  fallbackName?: string;
  /** The route reports its progress (`?progreso=`): the dialog polls it and says which stage the document is in. */
  followProgress?: boolean;
  onClose: () => void;
}

const POLL_MS = 1000;
/** The first look comes sooner: the busy month's report now takes a few seconds, not twenty. */
const FIRST_POLL_MS = 300;

/**
 * Shows a generated PDF (receipt, report) inside the app, with its file name and a download button;
 * the browser's own viewer prints it.
 */
export function DocumentDialog({
  path,
  title,
  fallbackName = 'documento.pdf',
  followProgress = false,
  onClose,
}: DocumentDialogProps) {
  const t = useAppTranslate();
  const [doc, setDoc] = useState<FetchedDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<DocumentProgress | null>(null);

  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    let fetched: FetchedDocument | null = null;
    let finished = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    setDoc(null);
    setError(null);
    setProgress(null);
    const token = followProgress ? progressToken() : null;
    if (token) {
      // One poll at a time, each after the previous answered: a slow server is never asked twice at once.
      const ask = (wait: number) => {
        poll = setTimeout(() => {
          fetchDocumentProgress(token)
            .then(
              (p) => !cancelled && !finished && setProgress(p),
              () => undefined,
            )
            .finally(() => !cancelled && !finished && ask(POLL_MS));
        }, wait);
      };
      ask(FIRST_POLL_MS);
    }
    fetchDocument(token ? withProgressToken(path, token) : path, fallbackName)
      .then(
        (d) => {
          fetched = d;
          if (cancelled) URL.revokeObjectURL(d.url);
          else setDoc(d);
        },
        (e: Error) => !cancelled && setError(e.message || t('app.finance.documents.failed')),
      )
      .finally(() => {
        finished = true;
        clearTimeout(poll);
      });
    return () => {
      cancelled = true;
      clearTimeout(poll);
      if (fetched) URL.revokeObjectURL(fetched.url);
    };
  }, [path, fallbackName, followProgress, t]);

  const stage =
    progress?.etapa === 'generando' && progress.lineas !== null
      ? t('app.finance.documents.generating', { lines: progress.lineas.toLocaleString('es-BO') })
      : progress?.etapa === 'consultando'
        ? t('app.finance.documents.reading')
        : t('app.finance.documents.loading');

  return (
    <Dialog open={!!path} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="document-title">
      <DialogTitle id="document-title">{doc ? doc.filename : title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '75vh' }}>
        {error ? (
          <Typography color="error" sx={{ p: 3 }} role="alert">
            {error}
          </Typography>
        ) : doc ? (
          <Box
            component="iframe"
            title={doc.filename}
            src={doc.url}
            sx={{ border: 0, width: '100%', height: '100%' }}
          />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
            <CircularProgress aria-label={t('app.common.loading')} />
            <Typography color="text.secondary" role="status">
              {stage}
            </Typography>
            {progress ? (
              <Typography variant="body2" color="text.secondary">
                {t('app.finance.documents.elapsed', { seconds: progress.segundos })}
              </Typography>
            ) : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {doc ? (
          <Button component="a" href={doc.url} download={doc.filename} startIcon={<DownloadIcon />}>
            {t('app.finance.documents.download')}
          </Button>
        ) : null}
        <Button onClick={onClose} variant="contained">
          {t('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
