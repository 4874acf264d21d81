import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { useSession } from '../../providers/useSession';
import { DepartmentChooser } from '../department-chooser/DepartmentChooser';
import { AdminSummary } from './AdminSummary';
import { Welcome } from './Welcome';

/**
 * /home ('Inicio'): the welcome card and, for role 1, the department chooser and the dashboard. Entering it keeps
 * the chosen department (choosing a card replaces it): 'Inicio' is where staff return between tasks, and dropping
 * the department there sent them back through the chooser each time. Only the drawer closes while none is chosen.
 */
export default function AdminHome() {
  const { user, department } = useSession();
  const [, setSidebarOpen] = useSidebarState();
  const isAdmin = user?.idRol === 1;
  const chosen = department !== null && department !== undefined;

  useEffect(() => {
    if (isAdmin && !chosen) setSidebarOpen(false);
  }, [isAdmin, chosen, setSidebarOpen]);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Welcome />
      {isAdmin ? <DepartmentChooser /> : null}
      {isAdmin ? <AdminSummary /> : null}
    </Box>
  );
}
