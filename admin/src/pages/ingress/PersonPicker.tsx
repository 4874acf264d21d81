import { useState, type FormEvent } from 'react';
import { Box, Button, Chip, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { errorText, fullName, type Person } from './financeApi';

/** Search options of spec 02 §9: 1 CI (default), 2 Apellidos, 3 Nombres. */
const OPTIONS = [{ id: 1, key: 'ci' }, { id: 2, key: 'surnames' }, { id: 3, key: 'names' }] as const;
type By = { names?: string; surnames?: string; ci?: string };

/**
 * Search-and-choose of a student (package income) or a teacher (practice income, assign classes):
 * a search option, a term, the results table; a click chooses. `onNew` adds the 'Nuevo' button.
 */
export function PersonPicker({ label, selected, error, search, onSelect, onNew, extraResults = [] }: {
  label: string;
  selected: Person | null;
  error?: string;
  search: (by: By) => Promise<Person[]>;
  onSelect: (person: Person | null) => void;
  onNew?: () => void;
  /** People created in this dialog, shown with the results. */
  extraResults?: Person[];
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const [option, setOption] = useState(1);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<Person[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!term.trim()) return;
    const key = OPTIONS.find((o) => o.id === option)!.key;
    setBusy(true);
    try {
      const found = await search({ [key]: term.trim().toUpperCase() });
      setResults(found);
      if (!found.length) notify(t('app.finance.student.none'), { type: 'info' });
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (selected) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">{label}:</Typography>
        <Chip color="primary" label={`${fullName(selected)} · CI ${selected.ci}`} data-testid="picked-person" />
        <Button size="small" onClick={() => onSelect(null)}>{t('app.finance.student.change')}</Button>
      </Box>
    );
  }

  const rows = [...extraResults.filter((p) => !results?.some((r) => r.idUsuario === p.idUsuario)), ...(results ?? [])];
  return (
    <Box>
      <Box component="form" onSubmit={run} aria-label={label}
        sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: `150px 1fr auto${onNew ? ' auto' : ''}` } }}>
        <TextField select size="small" label={t('app.finance.student.searchBy')} value={option} onChange={(e) => setOption(Number(e.target.value))}>
          {OPTIONS.map((o) => <MenuItem key={o.id} value={o.id}>{t(`app.finance.student.${o.key}`)}</MenuItem>)}
        </TextField>
        <TextField size="small" label={label} value={term} onChange={(e) => setTerm(e.target.value)} error={!!error} helperText={error}
          slotProps={{ htmlInput: { 'data-testid': 'person-term' } }} />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={busy} sx={{ height: 40, mt: '4px' }}>{t('app.finance.common.search')}</Button>
        {onNew ? <Button onClick={onNew} startIcon={<PersonAddIcon />} sx={{ height: 40, mt: '4px' }}>{t('app.finance.student.new')}</Button> : null}
      </Box>
      {rows.length ? (
        <Table size="small" sx={{ mt: 1 }} aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.finance.student.ci')}</TableCell>
              <TableCell>{t('app.finance.student.surnames')}</TableCell>
              <TableCell>{t('app.finance.student.names')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.idUsuario} hover sx={{ cursor: 'pointer' }} onClick={() => onSelect(p)}>
                <TableCell>{p.ci}</TableCell>
                <TableCell>{p.apellidos}</TableCell>
                <TableCell>{p.nombres}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}
