import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { errorText, KIND, useFinanceApi, type Income, type IncomeType } from './financeApi';
import { IncomeFields, useIncomeValues } from './IncomeFields';

export interface IncomeDialogProps {
  /** null creates; a row edits. */
  record: Income | null;
  departmentId: number;
  userId: number;
  onClose: () => void;
  /** Called with the saved income (the page then offers its receipt). */
  onSaved: (income: Income, created: boolean) => void;
}

/** 'Agregar ingreso': a plain income of an INGRESO type (spec 02 §2). */
export function IncomeDialog({ record, departmentId, userId, onClose, onSaved }: IncomeDialogProps) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useFinanceApi();
  const form = useIncomeValues(record);
  const [types, setTypes] = useState<IncomeType[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.incomeTypes(departmentId, KIND.INCOME).then(setTypes, console.error);
  }, [api, departmentId]);

  const save = async () => {
    if (Object.keys(form.validate()).length) return;
    setBusy(true);
    try {
      const answer = record
        ? await api.updateIncome({ ...form.payload(), idIngress: record.idIngreso })
        : await api.insertIncome({ ...form.payload(), idUser: userId, idDepartament: departmentId });
      notify(answer.msg, { type: 'success' });
      onSaved(answer.data as Income, !record);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="income-title">
      <DialogTitle id="income-title">{t(record ? 'app.finance.ingress.editTitle' : 'app.finance.ingress.newTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <IncomeFields values={form.values} errors={form.errors} types={types} onChange={form.setValues} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
        <Button onClick={save} variant="contained" disabled={busy}>{t('app.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
