import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { DepartmentChooser } from '../department-chooser/DepartmentChooser';
import { AdminSummary } from './AdminSummary';
import { Welcome } from './Welcome';

/**
 * /home: the welcome card and, for role 1, the department chooser. Entering it clears the chosen
 * department, the option menus and the drawer (spec 02 §2 "Department chooser").
 */
export default function AdminHome() {
  const { user } = useSession();
  const [, setSidebarOpen] = useSidebarState();
  const isAdmin = user?.idRol === 1;

  useEffect(() => {
    if (!isAdmin) return;
    session.setDepartment(null);
    setSidebarOpen(false);
  }, [isAdmin, setSidebarOpen]);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Welcome />
      {isAdmin ? <DepartmentChooser /> : null}
      {isAdmin ? <AdminSummary /> : null}
    </Box>
  );
}
