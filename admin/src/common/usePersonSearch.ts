import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from './format';
import type { PersonQuery } from './PersonSearchForm';

/**
 * The result list of a person search page: null before the first search, the rows after; `noneText` (info)
 * when nothing matched, the server's message when the search failed.
 */
export function usePersonSearch<T>(find: (query: PersonQuery) => Promise<T[]>, noneText: string) {
  const notify = useNotify();
  const [rows, setRows] = useState<T[] | null>(null);
  const [loading, setLoading] = useState(false);
  const search = useCallback(
    async (query: PersonQuery) => {
      setLoading(true);
      try {
        const found = await find(query);
        setRows(found);
        if (!found.length) notify(noneText, { type: 'info' });
      } catch (error) {
        notify(errorText(error), { type: 'error' });
      } finally {
        setLoading(false);
      }
    },
    [find, noneText, notify],
  );
  return { rows, loading, search };
}
