import { useState } from 'react';
import { TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { afpDiscountProblem, TEACHER_PAY_MESSAGES as M } from '../../../../domain/teacher-pay';
import { FormDialog } from '../../common/FormDialog';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';

/** 'Descuento (AFP)' (spec 02 §5, §6): Descuento and Detalle, Cancelar / Guardar Afp; role 1 with a teacher chosen. */
export function AfpDialog({
  dept,
  idTeacher,
  date,
  onClose,
  onSaved,
}: {
  dept: number;
  idTeacher: number;
  date: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();
  const [discount, setDiscount] = useState('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ discount?: string; detail?: string }>({});
  const save = () => {
    const problems = {
      discount: afpDiscountProblem(discount) ?? undefined,
      detail: detail.trim() ? undefined : M.detailRequired,
    };
    setErrors(problems);
    if (problems.discount || problems.detail) return;
    run(async () => {
      const answer = await dp.insertAfp({
        discount: discount.trim().replace(',', '.'),
        detail: detail.trim().toUpperCase(),
        idTeacher,
        idDepartament: dept,
        date,
      });
      notify(answer.msg, { type: 'success' });
      onSaved();
    });
  };
  return (
    <FormDialog
      titleId="afp-title"
      title={t('app.reports.teacherPay.afpTitle')}
      maxWidth="xs"
      busy={busy}
      onClose={onClose}
      onSave={save}
      saveLabel={t('app.reports.teacherPay.saveAfp')}
    >
      <TextField
        fullWidth
        margin="dense"
        label={t('app.reports.teacherPay.discount')}
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
        error={!!errors.discount}
        helperText={errors.discount ?? ' '}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
      />
      <TextField
        fullWidth
        margin="dense"
        label={t('app.reports.teacherPay.detail')}
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
        error={!!errors.detail}
        helperText={errors.detail ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
