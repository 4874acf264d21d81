import { useEffect, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { FormDialog } from '../../common/FormDialog';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useSession } from '../../providers/useSession';
import { fullName } from '../../common/finance/financeValues';
import type { Person } from '../../providers/calls/finance';
import type { AppDataProvider } from '../../providers/dataProvider';
import { twoColumns } from './IncomeFields';
import { upperText, useDialogSave } from '../../common/finance/moneyForm';

/** 8 digits, or 8 digits-hyphen-8 digits (spec 02 §5 new student). */
const PHONE = /^\d{8}(-\d{8})?$/;
interface Values {
  names: string;
  surnames: string;
  ci: string;
  phone: string;
  email: string;
  idBranchoffice: string;
}
const EMPTY: Values = { names: '', surnames: '', ci: '', phone: '', email: '', idBranchoffice: '' };

/**
 * The 'Nuevo' student dialog of the package income: POST users/insertStudent. Types 0, 1, 2 are saved;
 * any other means the ci is a student of another branch, and a confirmation offers the transfer
 * (PUT users/updateTransferUser) before the student is chosen.
 */
export function NewStudentDialog({
  departmentId,
  onClose,
  onCreated,
}: {
  departmentId: number;
  onClose: () => void;
  onCreated: (student: Person, listed: boolean) => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const { user } = useSession();
  const isAdmin = user?.idRol === 1;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [branches, setBranches] = useState<Array<{ idSucursal: number; nombreSucursal: string }>>([]);
  const [elsewhere, setElsewhere] = useState<Person | null>(null);
  const { busy, run } = useDialogSave();
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  useEffect(() => {
    if (isAdmin) dp.branches(departmentId).then(setBranches, console.error);
  }, [dp, departmentId, isAdmin]);

  const validate = () => {
    const found: typeof errors = {};
    if (!values.names.trim()) found.names = t('app.finance.student.namesRequired');
    if (!values.surnames.trim()) found.surnames = t('app.finance.student.surnamesRequired');
    if (!values.ci.trim()) found.ci = t('app.finance.student.ciRequired');
    if (!values.phone.trim()) found.phone = t('app.finance.student.phoneRequired');
    else if (!PHONE.test(values.phone.trim())) found.phone = t('app.finance.student.phoneFormat');
    if (isAdmin && !values.idBranchoffice) found.idBranchoffice = t('app.finance.student.branchRequired');
    setErrors(found);
    return !Object.keys(found).length;
  };

  const save = () => {
    if (!validate()) return;
    void run(async () => {
      const answer = await dp.insertStudent({
        names: upperText(values.names),
        surnames: upperText(values.surnames),
        ci: values.ci.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        idBranchoffice: isAdmin ? Number(values.idBranchoffice) : (user?.idSucursal ?? null),
        user: null,
        pass: null,
        idDepartament: departmentId,
      });
      const type = Number(answer.type ?? 0);
      if ([0, 1, 2].includes(type)) {
        notify(answer.msg, { type: 'success' });
        onCreated(answer.data as Person, type !== 1);
      } else {
        setElsewhere(answer.data as Person);
      }
    });
  };

  const transfer = async () => {
    if (!elsewhere) return;
    const branch = isAdmin ? Number(values.idBranchoffice) : Number(user?.idSucursal);
    await run(async () => {
      const answer = await dp.transferUser(elsewhere.idUsuario, branch);
      notify(answer.msg, { type: 'success' });
      onCreated(elsewhere, true);
    });
    // Asked once: after a transfer, or a refused one, the question closes.
    setElsewhere(null);
  };

  return (
    <FormDialog
      titleId="new-student-title"
      title={t('app.finance.student.newTitle')}
      maxWidth="sm"
      busy={busy}
      onClose={onClose}
      onSave={save}
      after={
        <ConfirmDialog
          open={!!elsewhere}
          title={t('app.finance.student.transferTitle')}
          busy={busy}
          question={
            elsewhere
              ? t('app.finance.student.transferQuestion', {
                  name: fullName(elsewhere),
                  branch: elsewhere.nombreSucursal ?? '',
                })
              : null
          }
          onYes={transfer}
          onNo={() => setElsewhere(null)}
        />
      }
    >
      <Box sx={twoColumns}>
        <TextField
          label={t('app.finance.student.names')}
          value={values.names}
          onChange={set('names')}
          required
          error={!!errors.names}
          helperText={errors.names}
          slotProps={{ htmlInput: { 'data-testid': 'student-names' } }}
        />
        <TextField
          label={t('app.finance.student.surnames')}
          value={values.surnames}
          onChange={set('surnames')}
          required
          error={!!errors.surnames}
          helperText={errors.surnames}
          slotProps={{ htmlInput: { 'data-testid': 'student-surnames' } }}
        />
        <TextField
          label={t('app.finance.student.ci')}
          value={values.ci}
          onChange={set('ci')}
          required
          error={!!errors.ci}
          helperText={errors.ci}
          slotProps={{ htmlInput: { 'data-testid': 'student-ci' } }}
        />
        <TextField
          label={t('app.finance.student.phone')}
          value={values.phone}
          onChange={set('phone')}
          required
          error={!!errors.phone}
          helperText={errors.phone}
          slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'student-phone' } }}
        />
        <TextField label={t('app.finance.student.email')} value={values.email} onChange={set('email')} />
        {isAdmin ? (
          <TextField
            select
            label={t('app.finance.student.branch')}
            value={values.idBranchoffice}
            onChange={set('idBranchoffice')}
            required
            error={!!errors.idBranchoffice}
            helperText={errors.idBranchoffice}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'student-branch' } as object } }}
          >
            {branches.map((b) => (
              <MenuItem key={b.idSucursal} value={String(b.idSucursal)}>
                {b.nombreSucursal}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
    </FormDialog>
  );
}
