import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'react-admin';

/** Reloads the page's data; spins while anything loads. */
export function RefreshButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => refresh()}>
        {loading ? (
          <CircularProgress size={20} color="inherit" aria-label={translate('ra.page.loading')} />
        ) : (
          <RefreshIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
