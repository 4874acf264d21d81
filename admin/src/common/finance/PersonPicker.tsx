import { useState } from 'react';
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useNotify } from 'react-admin';
import { PersonSearchForm, type PersonQuery } from '../PersonSearchForm';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { fullName } from './financeValues';
import { errorText } from '../format';
import type { Person } from '../../providers/calls/finance';

/**
 * Search-and-choose of a student (package income) or a teacher (practice income, assign classes):
 * a search option, a term, the results table; a click chooses. `onNew` adds the 'Nuevo' button.
 */
export function PersonPicker({
  label,
  selected,
  error,
  search,
  onSelect,
  onNew,
  extraResults = [],
}: {
  label: string;
  selected: Person | null;
  error?: string;
  search: (by: PersonQuery) => Promise<Person[]>;
  onSelect: (person: Person | null) => void;
  onNew?: () => void;
  /** People created in this dialog, shown with the results. */
  extraResults?: Person[];
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const [results, setResults] = useState<Person[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (query: PersonQuery) => {
    setBusy(true);
    try {
      const found = await search(query);
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
        <Typography variant="body2" color="text.secondary">
          {label}:
        </Typography>
        <Chip color="primary" label={`${fullName(selected)} · CI ${selected.ci}`} data-testid="picked-person" />
        <Button size="small" onClick={() => onSelect(null)}>
          {t('app.finance.student.change')}
        </Button>
      </Box>
    );
  }

  const rows = [...extraResults.filter((p) => !results?.some((r) => r.idUsuario === p.idUsuario)), ...(results ?? [])];
  return (
    <Box>
      <PersonSearchForm busy={busy} onSearch={run} label={label} error={error}>
        {onNew ? (
          <Button onClick={onNew} startIcon={<PersonAddIcon />} sx={{ minHeight: 40 }}>
            {t('app.finance.student.new')}
          </Button>
        ) : null}
      </PersonSearchForm>
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
