import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useListSearchText } from '../master/ListSearchField';

/** The list's search box: the REST face's free-text `q` filter, sent 300 ms after the last key. */
export function ListSearch() {
  const t = useAppTranslate();
  const [text, setText] = useListSearchText();
  return (
    <TextField
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={t('app.common.search')}
      slotProps={{
        htmlInput: { 'aria-label': t('app.common.search'), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
