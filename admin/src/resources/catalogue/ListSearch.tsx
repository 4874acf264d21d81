import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';

/** The list's search box: the REST face's free-text `q` filter, sent 300 ms after the last key. */
export function ListSearch() {
  const t = useAppTranslate();
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
  return (
    <TextField size="small" sx={{ width: { xs: '100%', sm: 280 } }} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('app.common.search')}
      slotProps={{ htmlInput: { 'aria-label': t('app.common.search'), maxLength: 100 },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
  );
}
