import { useState, type FormEvent } from 'react';
import { Box, Button, Card, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { emptySearch, type SearchValues } from './financeValues';
import { FIRST_DATE, todayLaPaz } from '../format';

export interface SearchPanelProps {
  initial: SearchValues;
  /** Income types for the Tipo filter; omitted on expenses. */
  types?: Array<{ id: number; name: string }>;
  onSearch: (values: SearchValues) => void;
}

/**
 * The advanced search of /ingress and /egress: name, total, (type), and a date range limited to
 * 2010-01-01..today (spec 02 §5). Empty parts are sent as null by the caller.
 */
export function SearchPanel({ initial, types, onSearch }: SearchPanelProps) {
  const t = useAppTranslate();
  const [values, setValues] = useState<SearchValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof SearchValues, string>>>({});
  const today = todayLaPaz();
  const set = (key: keyof SearchValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const key of ['start', 'end'] as const) {
      const d = values[key];
      if (d && (d < FIRST_DATE || d > today)) found[key] = t('app.finance.common.dateRange');
    }
    if (!found.start && !found.end && values.start && values.end && values.start > values.end)
      found.end = t('app.finance.common.dateOrder');
    if (values.total.trim() && !/^\d{1,9}([.,]\d{1,2})?$/.test(values.total.trim()))
      found.total = t('app.finance.common.payInvalid');
    setErrors(found);
    if (!Object.keys(found).length) onSearch({ ...values, name: values.name.trim().toUpperCase() });
  };

  const clear = () => {
    setValues(emptySearch);
    setErrors({});
    onSearch(emptySearch);
  };

  return (
    <Card
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
      aria-label={t('app.finance.common.advancedSearch')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `2fr 1fr ${types ? '1.5fr ' : ''}1.3fr 1.3fr auto` },
          alignItems: 'start',
        }}
      >
        <TextField
          size="small"
          label={t('app.finance.common.name')}
          value={values.name}
          onChange={set('name')}
          slotProps={{ htmlInput: { 'data-testid': 'search-name' } }}
        />
        <TextField
          size="small"
          label={t('app.finance.common.totalColumn')}
          value={values.total}
          onChange={set('total')}
          error={!!errors.total}
          helperText={errors.total}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'search-total' } }}
        />
        {types ? (
          <TextField
            select
            size="small"
            label={t('app.finance.common.type')}
            value={values.type}
            onChange={set('type')}
          >
            <MenuItem value="">{t('app.finance.common.any')}</MenuItem>
            {types.map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          type="date"
          label={t('app.finance.common.start')}
          value={values.start}
          onChange={set('start')}
          error={!!errors.start}
          helperText={errors.start}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: FIRST_DATE, max: today, 'data-testid': 'search-start' },
          }}
        />
        <TextField
          size="small"
          type="date"
          label={t('app.finance.common.end')}
          value={values.end}
          onChange={set('end')}
          error={!!errors.end}
          helperText={errors.end}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: FIRST_DATE, max: today, 'data-testid': 'search-end' },
          }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {t('app.finance.common.search')}
          </Button>
          <Button onClick={clear} startIcon={<ClearIcon />}>
            {t('app.finance.common.clear')}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
