import { FormDialog } from '../../common/FormDialog';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { KIND, useFinanceApi, type Income } from './financeApi';
import { IncomeFields, useIncomeOptions, useIncomeValues } from './IncomeFields';
import { useDialogSave, type MoneyDialogProps } from './moneyForm';

export type IncomeDialogProps = MoneyDialogProps<Income>;

/** 'Agregar ingreso': a plain income of an INGRESO type (spec 02 §2). */
export function IncomeDialog({ record, departmentId, userId, onClose, onSaved }: IncomeDialogProps) {
  const t = useAppTranslate();
  const api = useFinanceApi();
  const form = useIncomeValues(record);
  const { types } = useIncomeOptions(departmentId, KIND.INCOME);
  const { busy, save } = useDialogSave();
  const stale = useStaleRecord(record, (r) => api.income(r.idIngreso));

  const submit = () => {
    if (Object.keys(form.validate()).length) return;
    const current = stale.current;
    void save(() => (current
      ? stale.guard(() => api.updateIncome({ ...form.payload(), idIngress: current.idIngreso, version: current.version }), form.typed(), form.reset)
      : api.insertIncome({ ...form.payload(), idUser: userId, idDepartament: departmentId })), (income) => onSaved(income, !record));
  };

  return (
    <FormDialog titleId="income-title" title={t(record ? 'app.finance.ingress.editTitle' : 'app.finance.ingress.newTitle')}
      maxWidth="sm" busy={busy} onClose={onClose} onSave={submit}>
      {stale.notice}
      <IncomeFields values={form.values} errors={form.errors} types={types} onChange={form.setValues} />
    </FormDialog>
  );
}
