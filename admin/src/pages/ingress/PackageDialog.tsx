import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, MenuItem, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { errorText, KIND, useFinanceApi, type Income, type IncomeType, type Level, type Person } from './financeApi';
import { IncomeFields, useIncomeValues } from './IncomeFields';
import { NewStudentDialog } from './NewStudentDialog';
import { PersonPicker } from './PersonPicker';

const COUNTS = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * 'Ingreso por Paquetes' (spec 02 §2): a PAQUETE type, a student (searched or created with 'Nuevo'),
 * level and number of students. The server creates the reservation with the package's minutes.
 */
export function PackageDialog({ record, departmentId, userId, onClose, onSaved }: {
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
  const [student, setStudent] = useState<Person | null>(null);
  const [created, setCreated] = useState<Person[]>([]);
  const [level, setLevel] = useState('');
  const [count, setCount] = useState('');
  const [extra, setExtra] = useState<{ student?: string; level?: string; count?: string }>({});
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.incomeTypes(departmentId, KIND.PACKAGE).then(setTypes, console.error);
    api.levels(departmentId).then(setLevels, console.error);
    if (record?.idReserva) {
      api.reservationStudent(record.idReserva).then((r) => {
        setStudent({ idUsuario: r.idUsuario, nombres: r.nombres, apellidos: r.apellidos, ci: r.ci });
        setLevel(String(r.idLevel));
        setCount(String(r.numberStudents));
      }, console.error);
    }
  }, [api, departmentId, record]);

  const save = async () => {
    const errors = form.validate();
    const found: typeof extra = {};
    if (!student) found.student = t('app.finance.ingress.studentRequired');
    if (!level) found.level = t('app.finance.ingress.levelRequired');
    if (!count) found.count = t('app.finance.ingress.numberRequired');
    setExtra(found);
    if (Object.keys(errors).length || Object.keys(found).length) return;
    setBusy(true);
    try {
      const common = { ...form.payload(), idStudent: student!.idUsuario, idLevel: Number(level), numberStudents: Number(count) };
      const answer = record
        ? await api.updatePackage({ ...common, idIngress: record.idIngreso, idReservation: record.idReserva })
        : await api.insertPackage({ ...common, idUser: userId, idDepartament: departmentId, hoursLeft: null });
      notify(answer.msg, { type: 'success' });
      onSaved(answer.data as Income, !record);
    } catch (e) {
      notify(errorText(e, t('app.common.generic')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="package-title">
      <DialogTitle id="package-title">{t(record ? 'app.finance.ingress.packageEditTitle' : 'app.finance.ingress.packageTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <PersonPicker label={t('app.finance.student.title')} selected={student} error={extra.student} onSelect={setStudent}
          search={(by) => api.searchStudents(departmentId, by)} onNew={() => setAdding(true)} extraResults={created} />
        <Divider sx={{ my: 2 }} />
        <IncomeFields values={form.values} errors={form.errors} types={types} onChange={form.setValues} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
          <TextField select label={t('app.finance.common.level')} value={level} onChange={(e) => setLevel(e.target.value)} required
            error={!!extra.level} helperText={extra.level} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'package-level' } as object } }}>
            {levels.map((l) => <MenuItem key={l.idNivel} value={String(l.idNivel)}>{l.nombreNivel}</MenuItem>)}
          </TextField>
          <TextField select label={t('app.finance.common.numberStudents')} value={count} onChange={(e) => setCount(e.target.value)} required
            error={!!extra.count} helperText={extra.count} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'package-count' } as object } }}>
            {COUNTS.map((n) => <MenuItem key={n} value={String(n)}>{n}</MenuItem>)}
          </TextField>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.common.cancel')}</Button>
        <Button onClick={save} variant="contained" disabled={busy}>{t('app.common.save')}</Button>
      </DialogActions>
      {adding ? (
        <NewStudentDialog departmentId={departmentId} onClose={() => setAdding(false)} onCreated={(person, listed) => {
          if (listed) setCreated((list) => [person, ...list]);
          setStudent(person);
          setAdding(false);
        }} />
      ) : null}
    </Dialog>
  );
}
