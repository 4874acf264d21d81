import { Card, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { portalMessages as P } from '../../i18n/portal';
import { day } from '../format';
import { Loaded } from '../Loaded';
import { PortalLayout } from '../PortalLayout';
import { useStudentSection } from '../useStudentSection';

/** 'Avisos': overdue instalments and absences of the last 30 days, newest first (as the server orders them). */
export default function NoticesPage() {
  const notices = useStudentSection('notices');
  return (
    <PortalLayout title={P.nav.notices}>
      <Loaded query={notices}>
        {(data) =>
          data.length ? (
            <Card>
              <List disablePadding>
                {data.map((n, i) => (
                  <ListItem key={`${n.tipo}-${n.fecha}-${i}`} divider sx={{ gap: 1 }}>
                    <Chip
                      size="small"
                      color={n.tipo === 'falta' ? 'secondary' : 'error'}
                      label={n.tipo === 'falta' ? P.notices.absence : P.notices.overdue}
                    />
                    <ListItemText primary={n.texto} secondary={day(n.fecha)} />
                  </ListItem>
                ))}
              </List>
            </Card>
          ) : (
            <Typography color="text.secondary">{P.notices.empty}</Typography>
          )
        }
      </Loaded>
    </PortalLayout>
  );
}
