import { useState, type FormEvent } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { typedChanges, useStaleRecord } from '../../common/useStaleRecord';
import { checkPayment, PAYMENT_MESSAGES } from '../../../../domain/payment-rules';
import { chosenCount, SeveralInstalments, spreadOver } from './SeveralInstalments';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { bsToCents, inputCents, type ReceiptRef } from '../../common/paymentTable';
import { errorText, inputBs, showBs, todayLaPaz } from '../../common/format';
import type { Instalment, PaymentRow, PaymentType } from '../../providers/calls/payments';
import type { AppDataProvider } from '../../providers/dataProvider';

export interface PaymentDialogProps {
  instalment: Instalment;
  /** The payment being edited; absent when registering a new one. */
  payment?: PaymentRow;
  types: PaymentType[];
  isAdmin: boolean;
  /** 'Total a pagar' of a new payment to start with (the counter prefills the balance); empty otherwise. */
  initialTotal?: number;
  /**
   * A new payment: the enrolment's owed instalments from `instalment` on, oldest first. With more than one, a total
   * over the first saldo pays several in one go (one receipt each).
   */
  owed?: Instalment[];
  onClose: () => void;
  /** After a successful save; the new payments (so their receipts open), null after an edit. */
  onSaved: (created: ReceiptRef[] | null) => void;
}

type Values = { idPaymentType: string; total: string; discount: string; description: string; count: string };
type Errors = Partial<Record<keyof Values, string>>;

/** Field rules of spec 02 §5: required first, then numeric. */
function validate(v: Values): Errors {
  const e: Errors = {};
  if (!v.total.trim()) e.total = PAYMENT_MESSAGES.totalRequired;
  else if (inputCents(v.total) === null) e.total = PAYMENT_MESSAGES.notANumber;
  if (!v.discount.trim()) e.discount = PAYMENT_MESSAGES.discountRequired;
  else if (inputCents(v.discount) === null) e.discount = PAYMENT_MESSAGES.notANumber;
  if (!v.idPaymentType) e.idPaymentType = PAYMENT_MESSAGES.paymentTypeRequired;
  return e;
}

/** Register a payment of the payable instalment, or edit one (total locked unless role 1). */
export function PaymentDialog({
  instalment,
  payment,
  types,
  isAdmin,
  initialTotal,
  owed,
  onClose,
  onSaved,
}: PaymentDialogProps) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const editing = !!payment;
  // The payment as last read: replaced by the current one after a stale save.
  const stale = useStaleRecord(payment ?? null, (p) => dp.payment(p.idPago));
  const shown = stale.current;
  // Spec 02 §9: editing balance = saldo + what this payment took; a new payment is checked against the saldo.
  // An editable payment is its instalment's last one, so once reloaded its saldo is the instalment's.
  const saldo = shown && shown !== payment ? shown.saldo : instalment.saldo;
  const balanceCents = bsToCents(saldo) + (shown ? bsToCents(shown.subTotal) + bsToCents(shown.descuento) : 0);
  const defaultType = types.find((type) => type.idTipoPago === 1) ?? types[0];
  const toValues = (p: PaymentRow | null | undefined): Values => ({
    idPaymentType: String(p?.idTipoPago ?? defaultType?.idTipoPago ?? ''),
    // A new payment starts at the whole balance (the usual case); the cashier may lower it for a partial one.
    total: inputBs(p ? p.subTotal : (initialTotal ?? instalment.saldo)),
    discount: p ? inputBs(p.descuento) : '0',
    description: p?.descripcion ?? '',
    count: '1',
  });
  const [values, setValues] = useState<Values>(toValues(payment));
  const [loaded, setLoaded] = useState<Values>(values);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = validate(values);
  const totalLocked = editing && !isAdmin;

  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: touched && !!errors[key],
    helperText: touched ? errors[key] : undefined,
    fullWidth: true,
    margin: 'dense' as const,
  });

  const totalCents = inputCents(values.total);
  const discountCents = inputCents(values.discount);
  const after = totalCents !== null && discountCents !== null ? balanceCents - totalCents - discountCents : null;
  const owedNow = editing ? [instalment] : (owed ?? [instalment]);
  const count = chosenCount(values.count, owedNow);
  const several = spreadOver(owedNow, count, totalCents, t);
  if (several && discountCents !== 0) errors.discount = t('app.payments.dialog.discountOne');
  if (count === null) errors.count = t('app.payments.dialog.countInvalid');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length || totalCents === null || discountCents === null) return;
    const problem = several ? several.problem : checkPayment(balanceCents, { totalCents, discountCents });
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const common = {
        idPaymentType: Number(values.idPaymentType),
        description: values.description.trim(),
        idGroupUser: instalment.idGrupoUsuario,
      };
      const typed = typedChanges(values, loaded, {
        total: t('app.payments.dialog.total'),
        discount: t('app.payments.dialog.discount'),
        description: t('app.payments.dialog.description'),
      });
      const reload = (fresh: PaymentRow) => {
        setLoaded(toValues(fresh));
        setValues(toValues(fresh));
      };
      if (several) {
        const many = await dp.payInstalments({
          ...common,
          subTotal: values.total.trim(),
          instalments: several.shares.length,
          idDepartament: session.departmentId() ?? 0,
        });
        notify(many.msg, { type: 'success' });
        onSaved(many.data.map((p) => ({ idPago: p.idPago, codigo: p.codigo })));
        return;
      }
      const answer = shown
        ? await stale.guard(
            () =>
              dp.updatePayment({
                ...common,
                idPayment: shown.idPago,
                idMonthlyPayment: instalment.idMensualidad,
                subTotal: values.total.trim(),
                discount: values.discount.trim(),
                balance: balanceCents / 100,
                monthlyAmount: instalment.monto,
                oldDiscount: shown.descuento,
                oldSubTotal: shown.subTotal,
                version: shown.version,
              }),
            typed,
            reload,
          )
        : await dp.payInstalment({
            ...common,
            paymentDate: todayLaPaz(),
            discount: values.discount.trim(),
            subTotal: values.total.trim(),
            balance: instalment.saldo,
            monthlyPayment: instalment.monto,
            idMonthlyPayment: instalment.idMensualidad,
            idUser: session.get().user?.idUsuario ?? 0,
            idDepartament: session.departmentId() ?? 0,
          });
      notify(answer.msg, { type: 'success' });
      onSaved(payment ? null : [{ idPago: answer.idPago, codigo: answer.data?.codigo ?? answer.idPago }]);
    } catch (error) {
      // The server's rule and stale-screen refusals are warnings (spec 02 §8); anything else an error.
      const status = error instanceof HttpError ? error.status : 0;
      notify(errorText(error), { type: status === 400 || status === 409 ? 'warning' : 'error' });
    } finally {
      setBusy(false);
    }
  };

  const title = payment
    ? t('app.payments.dialog.editTitle', { code: payment.codigo })
    : t('app.payments.dialog.newTitle', { number: instalment.nroMensualidad });
  return (
    <FormDialog
      titleId="payment-dialog-title"
      title={title}
      maxWidth="xs"
      busy={busy}
      saveDisabled={!types.length}
      onClose={onClose}
      onSubmit={submit}
      contentSx={{}}
    >
      {stale.notice}
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField
          label={t('app.payments.dialog.monthlyAmount')}
          value={showBs(instalment.monto)}
          disabled
          margin="dense"
          fullWidth
        />
        <TextField
          label={t('app.payments.dialog.balance')}
          value={showBs(balanceCents / 100)}
          disabled
          margin="dense"
          fullWidth
        />
      </Stack>
      {types.length ? null : <Alert severity="warning">{t('app.payments.dialog.noTypes')}</Alert>}
      <TextField select label={t('app.payments.dialog.paymentType')} {...field('idPaymentType')} required>
        {types.map((type) => (
          <MenuItem key={type.idTipoPago} value={String(type.idTipoPago)}>
            {type.nombreTipoPago}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('app.payments.dialog.total')}
        {...field('total')}
        required
        disabled={totalLocked}
        autoFocus={!totalLocked}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={
          touched && errors.total ? errors.total : totalLocked ? t('app.payments.dialog.totalLocked') : undefined
        }
      />
      {!editing && owed && owed.length > 1 ? (
        <SeveralInstalments
          owed={owed}
          count={values.count}
          spread={several}
          touched={touched}
          onCount={(count, cents) =>
            setValues((v) => ({ ...v, count, total: cents === null ? v.total : inputBs(cents / 100) }))
          }
        />
      ) : null}
      <TextField
        label={t('app.payments.dialog.discount')}
        {...field('discount')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label={t('app.payments.dialog.description')}
        {...field('description')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      {!several && after !== null && after >= 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="balance-after">
          {t('app.payments.dialog.balanceAfter', { amount: showBs(after / 100) })}
        </Typography>
      ) : null}
    </FormDialog>
  );
}
