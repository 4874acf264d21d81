import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { portalMessages as P } from '../i18n/portal';

/** A read of the portal: a spinner, the server's reason with 'Volver a intentar', or the page. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={P.loading} />
      </Box>
    );
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {P.retry}
          </Button>
        }
      >
        {(query.error as Error)?.message || P.failed}
      </Alert>
    );
  }
  return <>{children(query.data as T)}</>;
}
