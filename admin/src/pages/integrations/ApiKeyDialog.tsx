import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { API_KEY_ROLES, type ApiKeyRole } from '../../../../domain/api-keys';
import { todayLaPaz } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { NewApiKey } from './integrationsData';

interface Props {
  saving: boolean;
  onSave: (value: NewApiKey) => void;
  onClose: () => void;
}

/** 'Crear clave de API': a name that says who uses it, the role whose rules it follows, an optional expiry date. */
export function ApiKeyDialog({ saving, onSave, onClose }: Props) {
  const t = useAppTranslate();
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiKeyRole>(API_KEY_ROLES[1]);
  const [expires, setExpires] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ nombre: name.trim(), idRol: role, vence: expires || null });
        }}
      >
        <DialogTitle>{t('app.integrations.keys.add')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('app.integrations.keys.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            fullWidth
            required
            autoFocus
            margin="dense"
            helperText={t('app.integrations.keys.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            label={t('app.integrations.keys.role')}
            value={role}
            onChange={(e) => setRole(Number(e.target.value) as ApiKeyRole)}
            fullWidth
            margin="dense"
            helperText={t('app.integrations.keys.roleHelp')}
          >
            {API_KEY_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`app.integrations.keys.roles.r${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('app.integrations.keys.expires')}
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            fullWidth
            margin="dense"
            helperText={t('app.integrations.keys.expiresHelp')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayLaPaz() } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.integrations.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !name.trim()}>
            {t('app.integrations.keys.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
