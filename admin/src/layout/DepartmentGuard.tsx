import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useSession } from '../providers/useSession';

/** Pages a role-1 user may open before choosing a department (they are not department-scoped). */
const WITHOUT_DEPARTMENT = ['/home', '/home-administrative', '/departament', '/branch-office', '/role'];

/**
 * Role 1 works inside the department chosen on the home page; elsewhere, until one is chosen,
 * the page asks for it instead of loading data of no department.
 */
export function DepartmentGuard({ children }: { children: ReactNode }) {
  const t = useAppTranslate();
  const { user, department } = useSession();
  const { pathname } = useLocation();
  const free = pathname === '/' || WITHOUT_DEPARTMENT.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (user?.idRol !== 1 || department || free) return <>{children}</>;
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/home" color="inherit" size="small">
            {t('app.shell.goChoose')}
          </Button>
        }
      >
        {t('app.shell.chooseDepartment')}
      </Alert>
    </Box>
  );
}
