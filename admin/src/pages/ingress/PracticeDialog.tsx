import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { errorText, KIND, useFinanceApi, type Income, type IncomeType, type Level, type Person } from './financeApi';
import { IncomeFields, useIncomeValues } from './IncomeFields';
import { PersonPicker } from './PersonPicker';

/**
 * 'Ingreso por Practica' (spec 02 §2): a PRACTICA type, a teacher found with the teacher search and a
 * level (the spec reuses the 'Ingrese un Tipo' rule for Nivel).
 */
export function PracticeDialog({ record, departmentId, userId, onClose, onSaved }: {
  record: Income | null;
  departmentId: number;
  userId: number;
  onClose: () => void;
  onSaved: (income: Income, created: boolean) => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useFinanceApi();
  const form = useIncomeValues(record);
  const [types, setTypes] = useState<IncomeType[]>([]);
  const [levels, setLevels] = useState<Level[]>([]);
  const [teacher, setTeacher] = useState<Person | null>(null);
  const [level, setLevel] = useState('');
  const [practiceId, setPracticeId] = useState<number | null>(null);
  const [extra, setExtra] = useState<{ teacher?: string; level?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.incomeTypes(departmentId, KIND.PRACTICE).then(setTypes, console.error);
    api.levels(departmentId).then(setLevels, console.error);
    if (record) {
      api.practiceTeacher(record.idIngreso).then((p) => {
        setTeacher({ idUsuario: p.idDocente, nombres: p.nombres, apellidos: p.apellidos, ci: p.ci });
        setLevel(String(p.idNivel));
        setPracticeId(p.idPracticaDocente);
      }, console.error);
    }
  }, [api, departmentId, record]);

  const save = async () => {
    const errors = form.validate();
    const found: typeof extra = {};
    if (!teacher) found.teacher = t('app.finance.ingress.teacherRequired');
    if (!level) found.level = t('app.finance.common.typeRequired');
    setExtra(found);
    if (Object.keys(errors).length || Object.keys(found).length) return;
    setBusy(true);
    try {
      const common = { ...form.payload(), idTeacher: teacher!.idUsuario, idLevel: Number(level) };
      const answer = record
        ? await api.updatePractice({ ...common, idIngress: record.idIngreso, idPracticeTeacher: practiceId })
        : await api.insertPractice({ ...common, idUser: userId, idDepartament: departmentId });
      notify(answer.msg, { type: 'success' });
      onSaved(answer.data as Income, !record);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="practice-title">
      <DialogTitle id="practice-title">{t(record ? 'app.finance.ingress.practiceEditTitle' : 'app.finance.ingress.practiceTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <PersonPicker label={t('app.finance.teacher.title')} selected={teacher} error={extra.teacher} onSelect={setTeacher}
          search={(by) => api.searchTeachers(departmentId, by)} />
        <Divider sx={{ my: 2 }} />
        <IncomeFields values={form.values} errors={form.errors} types={types} onChange={form.setValues} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
          <TextField select label={t('app.finance.common.level')} value={level} onChange={(e) => setLevel(e.target.value)} required
            error={!!extra.level} helperText={extra.level}>
            {levels.map((l) => <MenuItem key={l.idNivel} value={String(l.idNivel)}>{l.nombreNivel}</MenuItem>)}
          </TextField>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
        <Button onClick={save} variant="contained" disabled={busy}>{t('app.common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
