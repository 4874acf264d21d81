import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { SearchField } from '../../common/ListParts';

/**
 * What a list's search box holds, kept in step with the list controller: the text becomes the REST face's
 * free-text `q` filter 300 ms after the last key (and the list goes back to its first page).
 */
export function useListSearchText(): [string, (text: string) => void] {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(String(filterValues.q ?? ''));
  useEffect(() => {
    const current = String(filterValues.q ?? '');
    if (text.trim() === current) return undefined;
    const timer = setTimeout(() => {
      const { q: _q, ...rest } = filterValues;
      setFilters(text.trim() ? { ...rest, q: text.trim() } : rest, {});
    }, 300);
    return () => clearTimeout(timer);
  }, [text, filterValues, setFilters]);
  return [text, setText];
}

/** The academics lists' 'Buscar…' box over the list controller. */
export function ListSearchField() {
  const [text, setText] = useListSearchText();
  return <SearchField value={text} onChange={setText} />;
}
