import { useEffect, useState } from 'react';
import { Box, Divider, MenuItem, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { KIND } from '../../common/finance/financeValues';
import type { Income, Person } from '../../providers/calls/finance';
import type { AppDataProvider } from '../../providers/dataProvider';
import { IncomeFields, LevelSelect, twoColumns, useIncomeOptions, useIncomeValues } from './IncomeFields';
import { useDialogSave, type MoneyDialogProps } from '../../common/finance/moneyForm';
import { NewStudentDialog } from './NewStudentDialog';
import { PersonPicker } from '../../common/finance/PersonPicker';

const COUNTS = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * 'Ingreso por Paquetes' (spec 02 §2): a PAQUETE type, a student (searched or created with 'Nuevo'),
 * level and number of students. The server creates the reservation with the package's minutes.
 */
export function PackageDialog({ record, departmentId, userId, onClose, onSaved }: MoneyDialogProps<Income>) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const form = useIncomeValues(record);
  const stale = useStaleRecord(record, (r) => dp.income(r.idIngreso));
  const { types, levels } = useIncomeOptions(departmentId, KIND.PACKAGE, true);
  const { busy, save } = useDialogSave();
  const [student, setStudent] = useState<Person | null>(null);
  const [created, setCreated] = useState<Person[]>([]);
  const [level, setLevel] = useState('');
  const [count, setCount] = useState('');
  const [extra, setExtra] = useState<{ student?: string; level?: string; count?: string }>({});
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!record?.idReserva) return;
    dp.reservationStudent(record.idReserva).then((r) => {
      setStudent({ idUsuario: r.idUsuario, nombres: r.nombres, apellidos: r.apellidos, ci: r.ci });
      setLevel(String(r.idLevel));
      setCount(String(r.numberStudents));
    }, console.error);
  }, [dp, record]);

  const submit = () => {
    const errors = form.validate();
    const found: typeof extra = {};
    if (!student) found.student = t('app.finance.ingress.studentRequired');
    if (!level) found.level = t('app.finance.ingress.levelRequired');
    if (!count) found.count = t('app.finance.ingress.numberRequired');
    setExtra(found);
    if (Object.keys(errors).length || Object.keys(found).length) return;
    const common = {
      ...form.payload(),
      idStudent: student!.idUsuario,
      idLevel: Number(level),
      numberStudents: Number(count),
    };
    // A package income always has its reservation (idReserva is null only for other kinds of income).
    const current = stale.current;
    void save(
      () =>
        current
          ? stale.guard(
              () =>
                dp.updatePackage({
                  ...common,
                  idIngress: current.idIngreso,
                  idReservation: current.idReserva!,
                  version: current.version,
                }),
              form.typed(),
              form.reset,
            )
          : dp.insertPackage({ ...common, idUser: userId, idDepartament: departmentId, hoursLeft: null }),
      (income) => onSaved(income, !record),
    );
  };

  const newStudent = adding ? (
    <NewStudentDialog
      departmentId={departmentId}
      onClose={() => setAdding(false)}
      onCreated={(person, listed) => {
        if (listed) setCreated((list) => [person, ...list]);
        setStudent(person);
        setAdding(false);
      }}
    />
  ) : null;

  return (
    <FormDialog
      titleId="package-title"
      title={t(record ? 'app.finance.ingress.packageEditTitle' : 'app.finance.ingress.packageTitle')}
      maxWidth="md"
      busy={busy}
      onClose={onClose}
      onSave={submit}
      after={newStudent}
    >
      <PersonPicker
        label={t('app.finance.student.title')}
        selected={student}
        error={extra.student}
        onSelect={setStudent}
        search={(by) => dp.searchStudents(departmentId, null, by)}
        onNew={() => setAdding(true)}
        extraResults={created}
      />
      <Divider sx={{ my: 2 }} />
      {stale.notice}
      <IncomeFields values={form.values} errors={form.errors} types={types} onChange={form.setValues} />
      <Box sx={{ ...twoColumns, mt: 2 }}>
        <LevelSelect levels={levels} value={level} error={extra.level} onChange={setLevel} testId="package-level" />
        <TextField
          select
          label={t('app.finance.common.numberStudents')}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          required
          error={!!extra.count}
          helperText={extra.count}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'package-count' } as object } }}
        >
          {COUNTS.map((n) => (
            <MenuItem key={n} value={String(n)}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </FormDialog>
  );
}
