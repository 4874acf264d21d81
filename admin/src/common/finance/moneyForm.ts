import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useBusyAction } from '../useBusyAction';
import { payError, type WriteAnswer } from './financeValues';

/** What the page gives every money-entry dialog (income, package, practice, expense). */
export interface MoneyDialogProps<T> {
  /** null creates; a row edits. */
  record: T | null;
  departmentId: number;
  userId: number;
  onClose: () => void;
  /** Called with the saved row (the page then offers its receipt when it was created). */
  onSaved: (saved: T, created: boolean) => void;
}

type Translate = ReturnType<typeof useAppTranslate>;

/** Spec 02 §5 rules every money entry shares: Pago 'Ingrese un Pago' (a positive amount), Nombre 'Ingrese un Nombre'. */
export function moneyErrors(values: { name: string; total: string }, t: Translate): { name?: string; total?: string } {
  const found: { name?: string; total?: string } = {};
  const pay = payError(values.total, t);
  if (pay) found.total = pay;
  if (!values.name.trim()) found.name = t('app.finance.common.nameRequired');
  return found;
}

/** Text fields are trimmed and upper-cased before sending (spec 02 §5). */
export const upperText = (text: string) => text.trim().toUpperCase();
/** The amount as the API reads it: a decimal comma becomes a point. */
export const amountText = (text: string) => text.trim().replace(',', '.');

/**
 * The busy flag and error note of a dialog's server call: `run` keeps the dialog busy while `work` runs and
 * shows the server's Spanish message when it fails; `save` (a documented call answering msg and data) and
 * `saveRecord` (a REST-face mutation answering the record, told `message`) also hand on the saved row.
 */
export function useDialogSave() {
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const save = <T>(write: () => Promise<WriteAnswer<T>>, done: (saved: T) => void) =>
    run(async () => {
      const answer = await write();
      notify(answer.msg, { type: 'success' });
      done(answer.data as T);
    });
  const saveRecord = <T>(write: () => Promise<T>, message: string, done: (saved: T) => void) =>
    run(async () => {
      const saved = await write();
      notify(message, { type: 'success' });
      done(saved);
    });
  return { busy, run, save, saveRecord };
}
