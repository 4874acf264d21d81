import { useState, type FormEvent } from 'react';
import {
  Box, Button, Card, CardContent, FormControlLabel, Radio, RadioGroup, Table, TableBody, TableCell, TableRow, TextField, Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { useNotify } from 'react-admin';
import { HeadRow } from '../../common/ListParts';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { todayLaPaz, useAcademicsApi, type Student } from '../semesters/academicsApi';
import { StudentDialog } from '../students/StudentDialog';

type By = 'ci' | 'surnames' | 'names';

/**
 * The 'Inscribir' panel: search the department's students not yet in the group by CI (default), Apellidos or
 * Nombres, enrol one (courses/insertCourseStudent), or register a 'Nuevo Estudiante' who then joins the results.
 */
export function EnrolPanel({ idGroup, onEnrolled }: { idGroup: number; onEnrolled: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const api = useAcademicsApi();
  const [by, setBy] = useState<By>('ci');
  const [term, setTerm] = useState('');
  const [touched, setTouched] = useState(false);
  const [results, setResults] = useState<Student[] | null>(null);
  const { busy, run } = useBusyAction();
  const [creating, setCreating] = useState(false);
  const termError = touched && !term.trim() ? t('app.academics.groupStudents.termRequired') : undefined;

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (!term.trim()) return;
    await run(async () => {
      const found = await api.searchStudents(session.departmentId() ?? 0, idGroup, { [by]: term });
      setResults(found);
      if (!found.length) notify(t('app.academics.groupStudents.noResults'), { type: 'info' });
    });
  };

  const enrol = (student: Student) => run(async () => {
    const answer = await api.enrol({ registrationDate: todayLaPaz(), idGroup, idUser: student.idUsuario });
    notify(answer.msg, { type: 'success' });
    setResults((r) => (r ?? []).filter((s) => s.idUsuario !== student.idUsuario));
    onEnrolled();
  });

  // A saved new student (types 0–2) joins the search results, ready to enrol (spec 01 §4).
  const added = (student: Student) => setResults((r) => [student, ...(r ?? []).filter((s) => s.idUsuario !== student.idUsuario)]);

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Box component="form" onSubmit={search} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="caption" color="text.secondary">{t('app.academics.groupStudents.searchBy')}</Typography>
            <RadioGroup row value={by} onChange={(e) => setBy(e.target.value as By)} aria-label={t('app.academics.groupStudents.searchBy')}>
              <FormControlLabel value="ci" control={<Radio size="small" />} label={t('app.academics.groupStudents.byCi')} />
              <FormControlLabel value="surnames" control={<Radio size="small" />} label={t('app.academics.groupStudents.bySurnames')} />
              <FormControlLabel value="names" control={<Radio size="small" />} label={t('app.academics.groupStudents.byNames')} />
            </RadioGroup>
          </Box>
          <TextField size="small" label={t('app.academics.groupStudents.term')} value={term} onChange={(e) => setTerm(e.target.value)}
            error={!!termError} helperText={termError} sx={{ width: 260, mt: 1 }} />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} sx={{ mt: 1.25 }}>{t('app.academics.search')}</Button>
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)} sx={{ mt: 1.25 }}>
            {t('app.academics.students.newStudent')}
          </Button>
        </Box>
        {results && !results.length ? <Typography color="text.secondary" sx={{ mt: 2 }}>{t('app.academics.groupStudents.noResults')}</Typography> : null}
        {results?.length ? (
          <Table size="small" sx={{ mt: 2 }} aria-label={t('app.academics.search')}>
            <HeadRow actions="blank" columns={[
              'app.academics.students.ci', 'app.academics.students.surnames', 'app.academics.students.names', 'app.academics.students.phone',
            ]} />
            <TableBody>
              {results.map((s) => (
                <TableRow key={s.idUsuario}>
                  <TableCell>{s.ci}</TableCell>
                  <TableCell>{s.apellidos}</TableCell>
                  <TableCell>{s.nombres}</TableCell>
                  <TableCell>{s.telefono}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="contained" disabled={busy} onClick={() => enrol(s)}>{t('app.academics.groupStudents.enrolStudent')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
      {creating ? <StudentDialog record={null} onClose={() => setCreating(false)} onSaved={added} /> : null}
    </Card>
  );
}
