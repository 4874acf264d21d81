import { Box } from '@mui/material';
import { Welcome } from './Welcome';

/** /home-administrative: role 2's home; the department is their own, so the drawer is available. */
export default function AdministrativeHome() {
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Welcome />
    </Box>
  );
}
