import { Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useSession } from '../../providers/useSession';

function Datum({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1">{value || '—'}</Typography>
    </Grid>
  );
}

/** Welcome with the user's first names, then names, surnames, ci and rol (spec 01 §2 "Home"). */
export function Welcome() {
  const t = useAppTranslate();
  const { user } = useSession();
  if (!user) return null;
  const firstNames = (user.nombres ?? '').trim();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('app.home.welcome', { name: firstNames })}
        </Typography>
        <Typography variant="subtitle2" color="text.secondary">
          {t('app.home.subtitle')}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Grid container spacing={2}>
          <Datum label={t('app.home.names')} value={user.nombres} />
          <Datum label={t('app.home.surnames')} value={user.apellidos} />
          <Datum label={t('app.home.ci')} value={user.ci} />
          <Datum label={t('app.home.role')} value={user.rol} />
        </Grid>
      </CardContent>
    </Card>
  );
}
