import { FormDialog } from '../../common/FormDialog';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useRecordWrites } from '../../resources/master/useRecordWrites';
import { KIND } from '../../common/finance/financeValues';
import type { Income } from '../../providers/calls/finance';
import { IncomeFields, useIncomeOptions, useIncomeValues } from './IncomeFields';
import { useDialogSave, type MoneyDialogProps } from '../../common/finance/moneyForm';

export type IncomeDialogProps = MoneyDialogProps<Income>;

/** 'Agregar ingreso': a plain income of an INGRESO type (spec 02 §2), saved through the `incomes` resource (useCreate / useUpdate). */
export function IncomeDialog({ record, departmentId, onClose, onSaved }: IncomeDialogProps) {
  const t = useAppTranslate();
  const writes = useRecordWrites<Income>('incomes');
  const form = useIncomeValues(record);
  const { types } = useIncomeOptions(departmentId, KIND.INCOME);
  const { busy, saveRecord } = useDialogSave();
  const stale = useStaleRecord(record, (r) => writes.getOne(r.id));

  const submit = () => {
    if (Object.keys(form.validate()).length) return;
    const { name, ingressDetail, total, idIngressType } = form.payload();
    const changes = { nombre: name, detalleIngreso: ingressDetail, total, idTipoIngreso: idIngressType };
    const current = stale.current;
    void saveRecord(
      () =>
        current ? stale.guard(() => writes.update(current, changes), form.typed(), form.reset) : writes.create(changes),
      t(current ? 'app.finance.ingress.updated' : 'app.finance.ingress.created'),
      (income) => onSaved(income, !record),
    );
  };

  return (
    <FormDialog
      titleId="income-title"
      title={t(record ? 'app.finance.ingress.editTitle' : 'app.finance.ingress.newTitle')}
      maxWidth="sm"
      busy={busy}
      onClose={onClose}
      onSave={submit}
    >
      {stale.notice}
      <IncomeFields values={form.values} errors={form.errors} types={types} onChange={form.setValues} />
    </FormDialog>
  );
}
