import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useDataProvider } from 'react-admin';
import { CREDENTIAL_CODE_PATTERN } from '../../../../domain/credentials';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageHeading } from '../../common/ListParts';
import { errorText, showDate } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { CheckInAnswer } from '../../providers/calls/credentials';
import type { AppDataProvider } from '../../providers/dataProvider';
import { QrScanner } from './QrScanner';

type Outcome = { ok: true; answer: CheckInAnswer; photo: string | null } | { ok: false; message: string };

/**
 * /check-in (beyond the spec): at the door a credential is scanned with the camera, or its code
 * typed; the server marks the student present today and answers who it is and whether fees are overdue.
 */
export default function CheckInPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const photoRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (photoRef.current) URL.revokeObjectURL(photoRef.current);
    },
    [],
  );

  const register = async (value: string) => {
    const text = value.trim();
    if (!text) return setOutcome({ ok: false, message: t('app.studentCredentials.checkIn.codeRequired') });
    setBusy(true);
    try {
      const answer = await dp.checkIn(text);
      const photo = answer.data?.tieneFoto ? await dp.photoUrl(answer.data.idUsuario).catch(() => null) : null;
      if (photoRef.current) URL.revokeObjectURL(photoRef.current);
      photoRef.current = photo;
      setOutcome({ ok: true, answer, photo });
      setCode('');
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void register(code);
  };

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 900 }}>
      <Breadcrumb items={[{ label: t('app.sections.grades') }, { label: t('app.studentCredentials.checkIn.title') }]} />
      <PageHeading title={t('app.studentCredentials.checkIn.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('app.studentCredentials.checkIn.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card sx={{ flex: 1, width: '100%' }}>
          <CardContent>
            <Box
              component="form"
              noValidate
              onSubmit={submit}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
            >
              <TextField
                size="small"
                sx={{ flex: 1, minWidth: 220 }}
                label={t('app.studentCredentials.checkIn.code')}
                value={code}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: 60, pattern: CREDENTIAL_CODE_PATTERN.source } }}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 40 }}>
                {t('app.studentCredentials.checkIn.register')}
              </Button>
            </Box>
            <Button
              variant="outlined"
              startIcon={<QrCodeScannerIcon />}
              sx={{ minHeight: 40, mb: 2 }}
              onClick={() => setCamera((v) => !v)}
            >
              {t(camera ? 'app.studentCredentials.checkIn.stopCamera' : 'app.studentCredentials.checkIn.startCamera')}
            </Button>
            {camera ? <QrScanner onCode={(scanned) => void register(scanned)} /> : null}
          </CardContent>
        </Card>
        <Box sx={{ flex: 1, width: '100%' }} aria-live="polite" data-testid="check-in-outcome">
          {outcome ? <OutcomeCard outcome={outcome} /> : null}
        </Box>
      </Stack>
    </Box>
  );
}

function OutcomeCard({ outcome }: { outcome: Outcome }) {
  const t = useAppTranslate();
  if (!outcome.ok)
    return (
      <Alert severity="error" variant="filled">
        {outcome.message}
      </Alert>
    );
  const { answer, photo } = outcome;
  const d = answer.data!;
  return (
    <Card>
      <CardContent>
        <Alert severity={answer.type === 1 ? 'success' : 'info'} sx={{ mb: 2 }}>
          {answer.msg}
        </Alert>
        <Stack direction="row" spacing={2}>
          <Box
            sx={{
              width: 96,
              height: 128,
              flex: 'none',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.200',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {photo ? (
              <Box
                component="img"
                src={photo}
                alt={`${d.nombres} ${d.apellidos}`}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
                {t('app.studentCredentials.noPhoto')}
              </Typography>
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>{`${d.nombres} ${d.apellidos}`}</Typography>
            <Typography variant="body2">{`${t('app.studentCredentials.id')}: ${d.ci}`}</Typography>
            <Typography variant="body2">{`${t('app.studentCredentials.checkIn.group')}: ${d.nombreGrupo} (${d.nombreSemestre})`}</Typography>
            <Typography variant="body2">{`${t('app.studentCredentials.checkIn.today')}: ${showDate(d.fecha)}`}</Typography>
          </Box>
        </Stack>
        {d.aviso ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {d.aviso}
          </Alert>
        ) : (
          <Alert severity="success" icon={false} sx={{ mt: 2 }}>
            {t('app.studentCredentials.checkIn.upToDate')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
