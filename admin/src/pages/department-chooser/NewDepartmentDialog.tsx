import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, TextInput, useDataProvider, useNotify } from 'react-admin';
import { requiredMsg } from '../../common/validators';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';

/** 'Nuevo departamento': `POST /api/departaments/insertDepartament {nameDepartament}` → {msg, type}. */
export function NewDepartmentDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const nameDepartament = String(values.nameDepartament ?? '').trim().toUpperCase();
    setBusy(true);
    try {
      const answer = await dataProvider.insertDepartament(nameDepartament);
      // Type 0 means nothing was saved: warn and keep the dialog open.
      if (answer?.type === 0) {
        notify(answer.msg || t('app.common.generic'), { type: 'warning' });
        return;
      }
      notify(answer?.msg || t('app.catalogues.result.created', { noun: t('app.catalogues.departments.noun') }), { type: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      notify((error as Error).message || t('app.common.generic'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="new-department-title">
      <Form record={{ nameDepartament: '' }} onSubmit={submit}>
        <DialogTitle id="new-department-title">{t('app.chooser.newDepartment')}</DialogTitle>
        <DialogContent>
          <TextInput
            source="nameDepartament"
            label={t('app.chooser.name')}
            fullWidth
            autoFocus
            validate={requiredMsg(t('app.chooser.nameRequired'))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{t('app.common.save')}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
