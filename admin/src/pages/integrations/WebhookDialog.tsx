import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
} from '@mui/material';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { EventOption } from './integrationsData';

interface Props {
  events: EventOption[];
  saving: boolean;
  onSave: (value: { url: string; eventos: Array<EventOption['evento']> }) => void;
  onClose: () => void;
}

/** 'Agregar webhook': the receiver's URL and the events it wants (all of them ticked to start with). */
export function WebhookDialog({ events, saving, onSave, onClose }: Props) {
  const t = useAppTranslate();
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<Array<EventOption['evento']>>(events.map((e) => e.evento));
  const toggle = (name: EventOption['evento']) =>
    setChosen((now) => (now.includes(name) ? now.filter((n) => n !== name) : [...now, name]));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ url: url.trim(), eventos: chosen });
        }}
      >
        <DialogTitle>{t('app.integrations.add')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('app.integrations.url')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            fullWidth
            required
            autoFocus
            placeholder="https://"
            margin="dense"
            type="url"
          />
          <FormLabel component="legend" sx={{ mt: 2 }}>
            {t('app.integrations.events')}
          </FormLabel>
          <FormGroup>
            {events.map((e) => (
              <FormControlLabel
                key={e.evento}
                label={`${e.nombre} (${e.evento})`}
                control={<Checkbox checked={chosen.includes(e.evento)} onChange={() => toggle(e.evento)} />}
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.integrations.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !url.trim() || chosen.length === 0}>
            {t('app.integrations.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
