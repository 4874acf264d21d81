import { QueryCache, QueryClient } from '@tanstack/react-query';
import { API_KEY } from './calls/call';

/**
 * The admin's query client. The documented calls' reads (keys under API_KEY) are asked for once per screen: no
 * retry, since a page shows the server's reason with 'Volver a Intentar' and a 4xx answers the same again, and no
 * refetch when the window regains focus. Failures are logged (spec 01 §8).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => console.error(error) }),
});
queryClient.setQueryDefaults([API_KEY], { retry: false, refetchOnWindowFocus: false });
