import { TextField, Typography } from '@mui/material';
import { PAYMENT_MESSAGES, PaymentRuleError, spreadPayment } from '../../../../domain/payment-rules';
import { useAppTranslate } from '../../i18n/i18nProvider';

type Translate = ReturnType<typeof useAppTranslate>;
import { bsToCents } from '../../common/paymentTable';
import { showBs } from '../../common/format';
import type { Instalment } from '../../providers/calls/payments';

export interface Spread {
  /** What each instalment reached takes, oldest first. */
  shares: number[];
  /** Why the total does not pay exactly the chosen instalments, or null. */
  problem: string | null;
}

/** 'Mensualidades a pagar' as typed: a whole number from 1 to the instalments owed, else null. */
export function chosenCount(count: string, owed: Instalment[]): number | null {
  const n = Number(count.trim());
  return count.trim() && Number.isInteger(n) && n >= 1 && n <= owed.length ? n : null;
}

/**
 * Several instalments chosen (more than one): how the total is spread over them, oldest first, as the server
 * spreads it. Null for a single instalment, which keeps the one-instalment dialog and its rules.
 */
export function spreadOver(
  owed: Instalment[],
  count: number | null,
  totalCents: number | null,
  t: Translate,
): Spread | null {
  if (count === null || count < 2 || totalCents === null) return null;
  const chosen = owed.slice(0, count);
  try {
    const shares = spreadPayment(
      chosen.map((i) => bsToCents(i.saldo)),
      totalCents,
    );
    if (shares.length < count) {
      return { shares, problem: t('app.payments.dialog.notReached', { number: chosen[count - 1].nroMensualidad }) };
    }
    return { shares, problem: null };
  } catch (error) {
    if (!(error instanceof PaymentRuleError)) throw error;
    const overChosen = error.message === PAYMENT_MESSAGES.totalOverOwed;
    return { shares: [], problem: overChosen ? t('app.payments.dialog.overChosen') : error.message };
  }
}

/** The total that settles the first `count` owed instalments whole. */
const totalOfFirst = (owed: Instalment[], count: number) =>
  owed.slice(0, count).reduce((sum, i) => sum + bsToCents(i.saldo), 0);

/**
 * 'Mensualidades a pagar': typing how many sets the total to what they owe (the cashier may lower it to leave the
 * last one partly paid). Below it, which instalments the cash reaches and how many receipts come out.
 */
export function SeveralInstalments({
  owed,
  count,
  spread,
  touched,
  onCount,
}: {
  owed: Instalment[];
  count: string;
  spread: Spread | null;
  touched: boolean;
  /** The count typed, and the total it sets (centavos) when it is a valid count. */
  onCount: (count: string, totalCents: number | null) => void;
}) {
  const t = useAppTranslate();
  const change = (raw: string) => {
    const n = chosenCount(raw, owed);
    onCount(raw, n === null ? null : totalOfFirst(owed, n));
  };
  const invalid = chosenCount(count, owed) === null;
  let note: string | null = null;
  if (spread && !spread.problem) {
    const reached = spread.shares.length;
    const last = owed[reached - 1];
    const settled = spread.shares[reached - 1] === bsToCents(last.saldo);
    note = settled
      ? t('app.payments.dialog.covers', { first: owed[0].nroMensualidad, last: last.nroMensualidad, count: reached })
      : t('app.payments.dialog.coversPartly', {
          first: owed[0].nroMensualidad,
          lastFull: owed[reached - 2].nroMensualidad,
          part: showBs(spread.shares[reached - 1] / 100),
          number: last.nroMensualidad,
          count: reached,
        });
  }
  return (
    <>
      <TextField
        label={t('app.payments.dialog.count')}
        value={count}
        onChange={(e) => change(e.target.value)}
        fullWidth
        margin="dense"
        error={invalid && (touched || count.trim() !== '')}
        helperText={t('app.payments.dialog.countHelp', { max: owed.length })}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'instalment-count' } }}
      />
      {note ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid="several-instalments"
          role="status"
        >
          {note}
        </Typography>
      ) : null}
    </>
  );
}
