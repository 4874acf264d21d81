import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useAppTranslate } from '../i18n/i18nProvider';

/** What the server's person searches take: one of the three, upper-cased (spec 02 §9: 1 CI, 2 Apellidos, 3 Nombres). */
export type PersonQuery = { ci?: string; surnames?: string; names?: string };
const OPTIONS = ['ci', 'surnames', 'names'] as const;

/**
 * The one way to look a student (or teacher) up, on every screen that does: 'Buscar por' CI (default),
 * Apellidos or Nombres, the value, 'Buscar'. `children` adds the screen's own buttons (e.g. 'Nuevo Estudiante').
 */
export function PersonSearchForm({
  onSearch,
  busy = false,
  autoFocus = false,
  label,
  error: outsideError,
  children,
}: {
  onSearch: (query: PersonQuery) => unknown;
  busy?: boolean;
  autoFocus?: boolean;
  /** Names the search (e.g. 'Estudiante') when a screen has more than one. */
  label?: string;
  /** The screen's own message for the field, e.g. 'Seleccione un estudiante'. */
  error?: string;
  children?: ReactNode;
}) {
  const t = useAppTranslate();
  const [by, setBy] = useState<(typeof OPTIONS)[number]>('ci');
  const [term, setTerm] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !term.trim() ? t('app.personSearch.required') : outsideError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (term.trim()) void onSearch({ [by]: term.trim().toUpperCase() });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label={t('app.personSearch.by')}
        value={by}
        sx={{ width: { xs: '100%', sm: 170 } }}
        onChange={(e) => setBy(e.target.value as (typeof OPTIONS)[number])}
      >
        {OPTIONS.map((o) => (
          <MenuItem key={o} value={o}>
            {t(`app.personSearch.${o}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('app.personSearch.term')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        autoFocus={autoFocus}
        error={!!error}
        helperText={error}
        sx={{ flex: '1 1 200px', minWidth: 0 }}
        slotProps={{
          htmlInput: { maxLength: 60, inputMode: by === 'ci' ? 'numeric' : 'text', 'data-testid': 'person-term' },
        }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} sx={{ minHeight: 40 }}>
        {t('app.personSearch.submit')}
      </Button>
      {children}
    </Box>
  );
}
