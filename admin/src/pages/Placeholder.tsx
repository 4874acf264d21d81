import { Box, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useAppTranslate } from '../i18n/i18nProvider';

/** Stands in for a screen another part of the team is building. */
export default function Placeholder() {
  const t = useAppTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <ConstructionIcon color="action" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" gutterBottom>{t('app.placeholder.title')}</Typography>
        <Typography color="text.secondary">{t('app.placeholder.body')}</Typography>
      </Paper>
    </Box>
  );
}
