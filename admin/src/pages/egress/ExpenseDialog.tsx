import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { errorText, payError, useFinanceApi, type Expense } from '../ingress/financeApi';

/** Add/edit an expense (spec 02 §5: Pago 'Ingrese un Pago', Nombre 'Ingrese un Nombre'; text upper-cased). */
export function ExpenseDialog({ record, departmentId, userId, onClose, onSaved }: {
  record: Expense | null;
  departmentId: number;
  userId: number;
  onClose: () => void;
  onSaved: (expense: Expense, created: boolean) => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useFinanceApi();
  const [values, setValues] = useState({
    name: record?.nombre ?? '', egressDetail: record?.detalleEgreso ?? '', total: record ? String(record.total) : '',
  });
  const [errors, setErrors] = useState<{ name?: string; total?: string }>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const save = async () => {
    const found: typeof errors = {};
    const pay = payError(values.total, t);
    if (pay) found.total = pay;
    if (!values.name.trim()) found.name = t('app.finance.common.nameRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const payload = {
      name: values.name.trim().toUpperCase(), egressDetail: values.egressDetail.trim().toUpperCase(), total: values.total.trim().replace(',', '.'),
    };
    setBusy(true);
    try {
      const answer = record
        ? await api.updateExpense({ ...payload, idEgress: record.idEgreso })
        : await api.insertExpense({ ...payload, idUser: userId, idDepartament: departmentId });
      notify(answer.msg, { type: 'success' });
      onSaved(answer.data as Expense, !record);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="expense-title">
      <DialogTitle id="expense-title">{t(record ? 'app.finance.egress.editTitle' : 'app.finance.egress.newTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField label={t('app.finance.common.name')} value={values.name} onChange={set('name')} required
            error={!!errors.name} helperText={errors.name} slotProps={{ htmlInput: { maxLength: 150, 'data-testid': 'expense-name' } }} />
          <TextField label={t('app.finance.common.total')} value={values.total} onChange={set('total')} required
            error={!!errors.total} helperText={errors.total} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'expense-total' } }} />
          <TextField label={t('app.finance.common.detail')} value={values.egressDetail} onChange={set('egressDetail')} multiline minRows={2}
            sx={{ gridColumn: { sm: '1 / -1' } }} slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'expense-detail' } }} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
        <Button onClick={save} variant="contained" disabled={busy}>{t('app.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
