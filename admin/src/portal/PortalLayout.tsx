import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, MenuItem, TextField, Toolbar, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { NavLink } from 'react-router-dom';
import { portalMessages as P } from '../i18n/portal';
import { usePortal } from './PortalContext';
import { portalLogout } from './portalClient';

const PORTAL_PAGES = [
  { path: '/portal/cuenta', label: P.nav.account },
  { path: '/portal/notas', label: P.nav.grades },
  { path: '/portal/asistencia', label: P.nav.attendance },
  { path: '/portal/clases', label: P.nav.classes },
  { path: '/portal/credencial', label: P.nav.credential },
  { path: '/portal/avisos', label: P.nav.notices },
] as const;

/** The portal's own frame, made for a phone first: a bar with the child switcher, the sections, the page. No staff menu. */
export function PortalLayout({ title, children }: { title: string; children: ReactNode }) {
  const { me, studentId, setStudentId } = usePortal();
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontSize: { xs: 17, sm: 20 } }}>
            {P.name}
          </Typography>
          <Button color="inherit" size="small" startIcon={<LogoutIcon />} onClick={() => void portalLogout()}>
            {P.logout}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label={P.sections}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        {/* Three columns on a phone, so every section is in sight without scrolling sideways; one row from 600 px. */}
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, auto)' },
            justifyContent: 'center',
            gap: 0.5,
            m: 0,
            px: 1,
            py: 0.5,
            listStyle: 'none',
          }}
        >
          {PORTAL_PAGES.map((page) => (
            <li key={page.path}>
              <Button
                component={NavLink}
                to={page.path}
                size="small"
                fullWidth
                sx={{ whiteSpace: 'nowrap', '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
              >
                {page.label}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
        {me.estudiantes.length > 1 ? (
          <TextField
            select
            size="small"
            fullWidth
            label={P.child}
            value={studentId}
            sx={{ mb: 2, bgcolor: 'background.paper' }}
            onChange={(e) => setStudentId(Number(e.target.value))}
            data-testid="portal-child"
          >
            {me.estudiantes.map((s) => (
              <MenuItem key={s.idEstudiante} value={s.idEstudiante}>
                {s.nombres} {s.apellidos}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </>
  );
}
