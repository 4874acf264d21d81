import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { FormDialog } from '../../common/FormDialog';
import { typedChanges, useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useRecordWrites } from '../../resources/master/useRecordWrites';
import type { Expense } from '../../providers/calls/finance';
import {
  amountText,
  moneyErrors,
  upperText,
  useDialogSave,
  type MoneyDialogProps,
} from '../../common/finance/moneyForm';

/**
 * Add/edit an expense through the `expenses` resource (useCreate / useUpdate). Spec 02 §5: Pago 'Ingrese un
 * Pago', Nombre 'Ingrese un Nombre'; text upper-cased.
 */
export function ExpenseDialog({ record, onClose, onSaved }: MoneyDialogProps<Expense>) {
  const t = useAppTranslate();
  const writes = useRecordWrites<Expense>('expenses');
  const { busy, saveRecord } = useDialogSave();
  const toValues = (r: Expense | null) => ({
    name: r?.nombre ?? '',
    egressDetail: r?.detalleEgreso ?? '',
    total: r ? String(r.total) : '',
  });
  const [values, setValues] = useState(toValues(record));
  const [loaded, setLoaded] = useState(values);
  const stale = useStaleRecord(record, (r) => writes.getOne(r.id));
  const reload = (fresh: Expense) => {
    setLoaded(toValues(fresh));
    setValues(toValues(fresh));
  };
  const [errors, setErrors] = useState<{ name?: string; total?: string }>({});
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = () => {
    const found = moneyErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    const changes = {
      nombre: upperText(values.name),
      detalleEgreso: upperText(values.egressDetail),
      total: amountText(values.total),
    };
    const current = stale.current;
    const typed = typedChanges(values, loaded, {
      name: t('app.finance.common.name'),
      total: t('app.finance.common.total'),
      egressDetail: t('app.finance.common.detail'),
    });
    void saveRecord(
      () => (current ? stale.guard(() => writes.update(current, changes), typed, reload) : writes.create(changes)),
      t(current ? 'app.finance.egress.updated' : 'app.finance.egress.created'),
      (expense) => onSaved(expense, !record),
    );
  };

  return (
    <FormDialog
      titleId="expense-title"
      title={t(record ? 'app.finance.egress.editTitle' : 'app.finance.egress.newTitle')}
      maxWidth="sm"
      busy={busy}
      onClose={onClose}
      onSave={submit}
    >
      {stale.notice}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label={t('app.finance.common.name')}
          value={values.name}
          onChange={set('name')}
          required
          error={!!errors.name}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: 150, 'data-testid': 'expense-name' } }}
        />
        <TextField
          label={t('app.finance.common.total')}
          value={values.total}
          onChange={set('total')}
          required
          error={!!errors.total}
          helperText={errors.total}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'expense-total' } }}
        />
        <TextField
          label={t('app.finance.common.detail')}
          value={values.egressDetail}
          onChange={set('egressDetail')}
          multiline
          minRows={2}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'expense-detail' } }}
        />
      </Box>
    </FormDialog>
  );
}
