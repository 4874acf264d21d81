import { useEffect, useState } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { checkLessonPayment } from '../../../../domain/payment-rules';
import { inputBs, showMoney } from '../../common/format';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { bsToCents, inputCents } from '../../common/paymentTable';
import type { PaymentType } from '../../providers/calls/payments';
import type { Lesson, ReservationLessons } from '../../providers/calls/schedule';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * 'Pagar' a reservation (spec 02 §5): the price (set by the first payment, suggested from the payment category),
 * total and discount checked against what is left of the price, with 'precio' in the messages. The receipt
 * opens after the payment (`onPaid`). The counter opens it too, with the total prefilled.
 */
export function LessonPaymentDialog({
  dept,
  lesson,
  initialTotal,
  onClose,
  onPaid,
}: {
  dept: number;
  onClose: () => void;
  onPaid: (idPago: number) => void;
  lesson: Pick<Lesson, 'idReserva' | 'nombres' | 'apellidos' | 'nombreMateria' | 'nombreNivel' | 'nroAlumnos'>;
  /** 'Total a pagar' to start with (the counter's balance); empty otherwise. */
  initialTotal?: number;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const [reservation, setReservation] = useState<ReservationLessons | null>(null);
  const [types, setTypes] = useState<PaymentType[]>([]);
  const [values, setValues] = useState({
    price: '',
    total: '',
    discount: '0',
    type: '' as number | '',
    description: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (e: { target: { value: unknown } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  useEffect(() => {
    run(async () => {
      const [r, paymentTypes] = await Promise.all([dp.reservationLessons(lesson.idReserva), dp.paymentTypes(dept)]);
      setReservation(r);
      setTypes(paymentTypes);
      setValues((v) => ({
        ...v,
        price: r.precio === null ? '' : String(r.precio),
        type: paymentTypes[0]?.idTipoPago ?? '',
        total: initialTotal ? inputBs(initialTotal) : v.total,
      }));
    });
  }, [dp, dept, lesson.idReserva, run, initialTotal]);

  const save = () => {
    const problems: Record<string, string> = {};
    const amount = (key: 'price' | 'total' | 'discount', required: string) => {
      const text = values[key].trim();
      if (!text) problems[key] = t(required as never);
      else if (inputCents(text) === null) problems[key] = t('app.schedule.rules.number');
    };
    amount('price', 'app.schedule.rules.price');
    amount('total', 'app.schedule.rules.total');
    amount('discount', 'app.schedule.rules.discount');
    if (!values.type) problems.type = t('app.schedule.rules.paymentType');
    setErrors(problems);
    if (Object.keys(problems).length || !reservation) return;
    const left = inputCents(values.price)! - bsToCents(reservation.pagado);
    const problem = checkLessonPayment(left, {
      totalCents: inputCents(values.total)!,
      discountCents: inputCents(values.discount)!,
    });
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    run(async () => {
      const answer = await dp.payLessons({
        total: values.price.replace(',', '.'),
        subTotal: values.total.replace(',', '.'),
        discount: values.discount.replace(',', '.'),
        description: values.description.trim().toUpperCase(),
        idReservation: lesson.idReserva,
        idPaymentType: Number(values.type),
        idDepartament: dept,
      });
      notify(answer.msg, { type: 'success' });
      onPaid(answer.idPago);
    });
  };

  return (
    <FormDialog
      titleId="lesson-pay-title"
      title={t('app.schedule.payTitle')}
      maxWidth="xs"
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Typography variant="body2">{`${lesson.nombres} ${lesson.apellidos} · ${lesson.nombreMateria} · ${lesson.nombreNivel} · ${lesson.nroAlumnos}`}</Typography>
      {reservation ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${t('app.schedule.fields.paid')}: ${showMoney(reservation.pagado)}`}
          {reservation.saldo !== null ? ` · ${t('app.schedule.fields.balance')}: ${showMoney(reservation.saldo)}` : ''}
        </Typography>
      ) : null}
      <TextField
        fullWidth
        margin="dense"
        label={t('app.schedule.fields.price')}
        value={values.price}
        onChange={set('price')}
        disabled={!!reservation?.precioFijado}
        error={!!errors.price}
        helperText={errors.price ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          fullWidth
          margin="dense"
          label={t('app.schedule.fields.total')}
          value={values.total}
          onChange={set('total')}
          autoFocus
          error={!!errors.total}
          helperText={errors.total ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
        />
        <TextField
          fullWidth
          margin="dense"
          label={t('app.schedule.fields.discount')}
          value={values.discount}
          onChange={set('discount')}
          error={!!errors.discount}
          helperText={errors.discount ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
        />
      </Box>
      <TextField
        select
        fullWidth
        margin="dense"
        label={t('app.schedule.fields.paymentType')}
        value={values.type}
        onChange={set('type')}
        error={!!errors.type}
        helperText={errors.type ?? ' '}
      >
        {types.map((p) => (
          <MenuItem key={p.idTipoPago} value={p.idTipoPago}>
            {p.nombreTipoPago}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        margin="dense"
        label={t('app.schedule.fields.description')}
        value={values.description}
        onChange={set('description')}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </FormDialog>
  );
}
