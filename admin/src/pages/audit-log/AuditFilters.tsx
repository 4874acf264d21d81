import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../../domain/audit';
import { useAppTranslate } from '../../i18n/i18nProvider';

export interface AuditFilterValues {
  start: string;
  end: string;
  idUser: string;
  entity: string;
  action: string;
  q: string;
}

export const NO_FILTERS: AuditFilterValues = { start: '', end: '', idUser: '', entity: '', action: '', q: '' };

const byLabel = (labels: Record<string, string>) =>
  Object.entries(labels).sort((a, b) => a[1].localeCompare(b[1], 'es'));

/** Date range, user, kind of record, action (applied at once) and the receipt number / CI search (on 'Buscar'). */
export function AuditFilters({
  value,
  users,
  onChange,
}: {
  value: AuditFilterValues;
  users: Array<{ idUsuario: number; nombre: string }>;
  onChange: (next: AuditFilterValues) => void;
}) {
  const t = useAppTranslate();
  const [q, setQ] = useState(value.q);
  const set = (key: keyof AuditFilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const width = { width: { xs: '100%', sm: 180 } };
  const select = (key: 'idUser' | 'entity' | 'action', label: string, options: Array<[string, string]>) => (
    <TextField select size="small" label={label} value={value[key]} onChange={set(key)} sx={width}>
      <MenuItem value="">{t('app.audit.all')}</MenuItem>
      {options.map(([id, name]) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 2 }}>
      <TextField
        type="date"
        size="small"
        label={t('app.audit.start')}
        value={value.start}
        onChange={set('start')}
        sx={width}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('app.audit.end')}
        value={value.end}
        onChange={set('end')}
        sx={width}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {select(
        'idUser',
        t('app.audit.user'),
        users.map((u) => [String(u.idUsuario), u.nombre]),
      )}
      {select('entity', t('app.audit.kind'), byLabel(AUDIT_ENTITIES))}
      {select('action', t('app.audit.action'), byLabel(AUDIT_ACTIONS))}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...value, q: q.trim() });
        }}
      >
        <TextField
          size="small"
          label={t('app.audit.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ width: { xs: '100%', sm: 260 } }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('app.audit.find')}
        </Button>
      </Stack>
      <Button
        onClick={() => {
          setQ('');
          onChange(NO_FILTERS);
        }}
      >
        {t('app.audit.clear')}
      </Button>
    </Stack>
  );
}
