import { Box, CircularProgress } from '@mui/material';
import { useAppTranslate } from '../i18n/i18nProvider';

export function PageLoading() {
  const t = useAppTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('app.common.loading')} />
    </Box>
  );
}
