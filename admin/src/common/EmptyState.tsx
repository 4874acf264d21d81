import { Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppTranslate } from '../i18n/i18nProvider';

/** A list's state in words: what to choose first, nothing found, or why loading failed. */
export function Notice({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 5, px: 2, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/**
 * "No existen … Registrados." A list that is simply empty shows the text alone; one whose loading failed
 * (`onRetry` given) says so and offers 'Volver a Intentar'.
 */
export function EmptyState({ text, onRetry }: { text: string; onRetry?: (() => void) | null }) {
  const t = useAppTranslate();
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }} role="status" data-testid={onRetry ? 'load-failed' : 'list-empty'}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {text}
      </Typography>
      {onRetry ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('app.common.loadFailed')}
          </Typography>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t('app.common.retry')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
