import { Box } from '@mui/material';
import { session } from '../../providers/session';
import { Dashboard } from './Dashboard';
import { Welcome } from './Welcome';

/** /home-administrative: role 2's home; the department is their own, so the drawer is available. */
export default function AdministrativeHome() {
  const departmentId = session.departmentId();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Welcome />
      {departmentId ? <Dashboard departmentId={departmentId} /> : null}
    </Box>
  );
}
