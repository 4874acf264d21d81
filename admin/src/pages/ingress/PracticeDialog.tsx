import { useEffect, useState } from 'react';
import { Box, Divider } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { useStaleRecord } from '../../common/useStaleRecord';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { KIND } from '../../common/finance/financeValues';
import type { Income, Person } from '../../providers/calls/finance';
import type { AppDataProvider } from '../../providers/dataProvider';
import { IncomeFields, LevelSelect, twoColumns, useIncomeOptions, useIncomeValues } from './IncomeFields';
import { useDialogSave, type MoneyDialogProps } from '../../common/finance/moneyForm';
import { PersonPicker } from '../../common/finance/PersonPicker';

/**
 * 'Ingreso por Practica' (spec 02 §2): a PRACTICA type, a teacher found with the teacher search and a
 * level (the spec reuses the 'Ingrese un Tipo' rule for Nivel).
 */
export function PracticeDialog({ record, departmentId, userId, onClose, onSaved }: MoneyDialogProps<Income>) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const form = useIncomeValues(record);
  const stale = useStaleRecord(record, (r) => dp.income(r.idIngreso));
  const { types, levels } = useIncomeOptions(departmentId, KIND.PRACTICE, true);
  const { busy, save } = useDialogSave();
  const [teacher, setTeacher] = useState<Person | null>(null);
  const [level, setLevel] = useState('');
  const [practiceId, setPracticeId] = useState<number | null>(null);
  const [extra, setExtra] = useState<{ teacher?: string; level?: string }>({});

  useEffect(() => {
    if (!record) return;
    dp.practiceTeacher(record.idIngreso).then((p) => {
      setTeacher({ idUsuario: p.idDocente, nombres: p.nombres, apellidos: p.apellidos, ci: p.ci });
      setLevel(String(p.idNivel));
      setPracticeId(p.idPracticaDocente);
    }, console.error);
  }, [dp, record]);

  const submit = () => {
    const errors = form.validate();
    const found: typeof extra = {};
    if (!teacher) found.teacher = t('app.finance.ingress.teacherRequired');
    if (!level) found.level = t('app.finance.common.typeRequired');
    setExtra(found);
    if (Object.keys(errors).length || Object.keys(found).length) return;
    const common = { ...form.payload(), idTeacher: teacher!.idUsuario, idLevel: Number(level) };
    // practiceId is loaded with the teacher, whom the checks above require.
    const current = stale.current;
    void save(
      () =>
        current
          ? stale.guard(
              () =>
                dp.updatePractice({
                  ...common,
                  idIngress: current.idIngreso,
                  idPracticeTeacher: practiceId!,
                  version: current.version,
                }),
              form.typed(),
              form.reset,
            )
          : dp.insertPractice({ ...common, idUser: userId, idDepartament: departmentId }),
      (income) => onSaved(income, !record),
    );
  };

  return (
    <FormDialog
      titleId="practice-title"
      title={t(record ? 'app.finance.ingress.practiceEditTitle' : 'app.finance.ingress.practiceTitle')}
      maxWidth="md"
      busy={busy}
      onClose={onClose}
      onSave={submit}
    >
      <PersonPicker
        label={t('app.finance.teacher.title')}
        selected={teacher}
        error={extra.teacher}
        onSelect={setTeacher}
        search={(by) => dp.searchTeachers(departmentId, by)}
      />
      <Divider sx={{ my: 2 }} />
      {stale.notice}
      <IncomeFields values={form.values} errors={form.errors} types={types} onChange={form.setValues} />
      <Box sx={{ ...twoColumns, mt: 2 }}>
        <LevelSelect levels={levels} value={level} error={extra.level} onChange={setLevel} />
      </Box>
    </FormDialog>
  );
}
