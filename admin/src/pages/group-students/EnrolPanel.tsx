import { useState } from 'react';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useDataProvider, useNotify } from 'react-admin';
import { HeadRow } from '../../common/ListParts';
import { PersonSearchForm, type PersonQuery } from '../../common/PersonSearchForm';
import { todayLaPaz } from '../../common/format';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { Enrolment, Student } from '../../providers/calls/academics';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { useRecordWrites } from '../../resources/master/useRecordWrites';
import { StudentDialog } from '../students/StudentDialog';

/**
 * The 'Inscribir' panel: search the department's students not yet in the group by CI (default), Apellidos or
 * Nombres, enrol one (a create of the `enrolments` resource), or register a 'Nuevo Estudiante' who then joins the results.
 */
export function EnrolPanel({ idGroup, onEnrolled }: { idGroup: number; onEnrolled: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const enrolments = useRecordWrites<Enrolment>('enrolments');
  const [results, setResults] = useState<Student[] | null>(null);
  const { busy, run } = useBusyAction();
  const [creating, setCreating] = useState(false);
  const search = (query: PersonQuery) =>
    run(async () => {
      const found = await dp.searchStudents(session.departmentId() ?? 0, idGroup, query);
      setResults(found);
      if (!found.length) notify(t('app.academics.groupStudents.noResults'), { type: 'info' });
    });

  const enrol = (student: Student) =>
    run(async () => {
      await enrolments.create({ idGrupo: idGroup, idUsuario: student.idUsuario, fechaInscripcion: todayLaPaz() });
      notify(t('app.academics.groupStudents.done'), { type: 'success' });
      setResults((r) => (r ?? []).filter((s) => s.idUsuario !== student.idUsuario));
      onEnrolled();
    });

  // A saved new student (types 0–2) joins the search results, ready to enrol (spec 01 §4).
  const added = (student: Student) =>
    setResults((r) => [student, ...(r ?? []).filter((s) => s.idUsuario !== student.idUsuario)]);

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <PersonSearchForm busy={busy} onSearch={search}>
          <Button
            variant="outlined"
            startIcon={<PersonAddIcon />}
            onClick={() => setCreating(true)}
            sx={{ minHeight: 40 }}
          >
            {t('app.academics.students.newStudent')}
          </Button>
        </PersonSearchForm>
        {results && !results.length ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('app.academics.groupStudents.noResults')}
          </Typography>
        ) : null}
        {results?.length ? (
          <Table size="small" sx={{ mt: 2 }} aria-label={t('app.academics.search')}>
            <HeadRow
              actions="blank"
              columns={[
                'app.academics.students.ci',
                'app.academics.students.surnames',
                'app.academics.students.names',
                'app.academics.students.phone',
              ]}
            />
            <TableBody>
              {results.map((s) => (
                <TableRow key={s.idUsuario}>
                  <TableCell>{s.ci}</TableCell>
                  <TableCell>{s.apellidos}</TableCell>
                  <TableCell>{s.nombres}</TableCell>
                  <TableCell>{s.telefono}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="contained" disabled={busy} onClick={() => enrol(s)}>
                      {t('app.academics.groupStudents.enrolStudent')}
                    </Button>
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
