import { Card, List, ListItem, ListItemText, Typography } from '@mui/material';
import { portalMessages as P } from '../../i18n/portal';
import { hour, laPazDay, weekday } from '../format';
import { Loaded } from '../Loaded';
import { PortalLayout } from '../PortalLayout';
import { useStudentSection } from '../useStudentSection';

const when = (start: string, end: string) => `${weekday(start)} ${laPazDay(start)}, ${hour(start)} a ${hour(end)}`;

/** 'Mis clases': the group's classes of the next two weeks and the booked individual lessons, in La Paz time. */
export default function ClassesPage() {
  const classes = useStudentSection('classes');
  return (
    <PortalLayout title={P.nav.classes}>
      <Loaded query={classes}>
        {(data) => (
          <>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {P.classes.group}
            </Typography>
            <Card sx={{ mb: 2 }}>
              {data.horarios.length ? (
                <List dense disablePadding>
                  {data.horarios.map((b) => (
                    <ListItem key={`${b.nombreGrupo}-${b.fechaInicial}`} divider>
                      <ListItemText
                        primary={when(b.fechaInicial, b.fechaFinal)}
                        secondary={`${b.nombreGrupo} · ${P.classes.teacher.replace('%{name}', b.docente)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography sx={{ p: 2 }} color="text.secondary">
                  {P.classes.noGroup}
                </Typography>
              )}
            </Card>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {P.classes.lessons}
            </Typography>
            <Card>
              {data.clases.length ? (
                <List dense disablePadding>
                  {data.clases.map((l) => (
                    <ListItem key={l.fechaInicial} divider>
                      <ListItemText
                        primary={when(l.fechaInicial, l.fechaFinal)}
                        secondary={`${l.materia} · ${P.classes.teacher.replace('%{name}', l.docente)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography sx={{ p: 2 }} color="text.secondary">
                  {P.classes.noLessons}
                </Typography>
              )}
            </Card>
          </>
        )}
      </Loaded>
    </PortalLayout>
  );
}
