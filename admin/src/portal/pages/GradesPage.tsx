import { useState } from 'react';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { portalMessages as P } from '../../i18n/portal';
import { portalFiles } from '../../providers/calls/portal';
import { Loaded } from '../Loaded';
import { PortalLayout } from '../PortalLayout';
import { usePortal } from '../PortalContext';
import { useStudentSection } from '../useStudentSection';
import { downloadFile } from '../portalClient';

/** As the staff report card shows them: two decimals, '-' when there is none yet. */
const grade = (value: number | null) => (value === null ? '-' : value.toFixed(2));

/** 'Mis notas': per group, each month's simulacro and examen per subject, the diagnosis and the report card PDF. */
export default function GradesPage() {
  const { studentId } = usePortal();
  const grades = useStudentSection('grades');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <PortalLayout title={P.nav.grades}>
      {problem ? (
        <Typography role="alert" color="error" sx={{ mb: 1 }}>
          {problem}
        </Typography>
      ) : null}
      <Loaded query={grades}>
        {(data) =>
          data.grupos.length ? (
            data.grupos.map((g) => (
              <Card key={g.idGrupo} sx={{ mb: 2 }}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {g.nombreGrupo}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {g.nombreSemestre} · {P.grades.diagnosis}: {grade(g.diagnostico)}
                  </Typography>
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    sx={{ my: 1 }}
                    onClick={() =>
                      downloadFile(portalFiles.reportCard(studentId, g.idGrupo), 'Boletin.pdf').catch((e: Error) =>
                        setProblem(e.message),
                      )
                    }
                  >
                    {P.grades.reportCard}
                  </Button>
                  {g.meses.map((m) => (
                    <Table
                      key={m.mes}
                      size="small"
                      sx={{ mb: 2 }}
                      aria-label={`${g.nombreGrupo}: ${P.grades.month.replace('%{number}', String(m.mes))}`}
                    >
                      <caption style={{ captionSide: 'top', padding: '4px 0', fontWeight: 600 }}>
                        {P.grades.month.replace('%{number}', String(m.mes))}
                      </caption>
                      <TableHead>
                        <TableRow>
                          <TableCell>{P.grades.subject}</TableCell>
                          <TableCell align="right">{P.grades.mock}</TableCell>
                          <TableCell align="right">{P.grades.exam}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {m.materias.map((s) => (
                          <TableRow key={s.materia}>
                            <TableCell>{s.materia}</TableCell>
                            <TableCell align="right">{grade(s.simulacro)}</TableCell>
                            <TableCell align="right">{grade(s.examen)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  ))}
                </CardContent>
              </Card>
            ))
          ) : (
            <Typography color="text.secondary">{P.grades.empty}</Typography>
          )
        }
      </Loaded>
    </PortalLayout>
  );
}
