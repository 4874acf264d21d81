import { Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppTranslate } from '../i18n/i18nProvider';

/** A list's state in words: what to choose first, nothing found, or why loading failed. */
export function Notice({ text }: { text: string }) {
  return <Typography role="status" color="text.secondary" sx={{ py: 5, px: 2, textAlign: 'center' }}>{text}</Typography>;
}

/** "No existen … Registrados." with the 'Volver a Intentar' button (also shown when loading failed). */
export function EmptyState({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useAppTranslate();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} role="status">
      <Typography variant="h6" color="text.secondary" gutterBottom>{text}</Typography>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
        {t('app.common.retry')}
      </Button>
    </Box>
  );
}
