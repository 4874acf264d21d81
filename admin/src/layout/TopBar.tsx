import { useEffect } from 'react';
import { AppBar, Box, Chip, IconButton, Link, Toolbar, Tooltip, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SchoolIcon from '@mui/icons-material/School';
import { useSidebarState } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useSession } from '../providers/useSession';
import { menuFor } from './menuItems';
import { RefreshButton } from './RefreshButton';
import { TopMenus } from './TopMenus';
import { UserMenu } from './UserMenu';

/** Role 1 → /home, role 2 → /home-administrative; teachers have no home page, their title is plain. */
function titleTarget(idRol: number | undefined): string | null {
  if (idRol === 1) return '/home';
  if (idRol === 2) return '/home-administrative';
  return null;
}

/**
 * The top bar: drawer icon (enabled once the user acts in a department), the title link, the
 * dropdowns of the user's sections, the department worked in and the user menu.
 */
export function TopBar() {
  const t = useAppTranslate();
  const { user, department } = useSession();
  const [open, setOpen] = useSidebarState();
  const needsDepartment = user?.idRol === 1 && !department;
  const sections = menuFor(user, department);
  const target = titleTarget(user?.idRol);
  const departmentName = user?.idRol === 1 ? department?.nombreDepartamento : user?.departamento;
  // The dropdowns need ~1280 px; below that the drawer carries the same items.
  const wide = useMediaQuery('(min-width:1280px)');
  const veryWide = useMediaQuery('(min-width:1680px)');

  useEffect(() => {
    if (needsDepartment && open) setOpen(false);
  }, [needsDepartment, open, setOpen]);

  const title = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500, fontSize: 17, whiteSpace: 'nowrap' }}>
      <SchoolIcon fontSize="small" />
      {t('app.name')}
    </Box>
  );

  return (
    <AppBar position="fixed" color="primary" elevation={2}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 48 }}>
        <Tooltip title={t('app.shell.openMenu')}>
          <span>
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('app.shell.openMenu')}
              disabled={needsDepartment}
              onClick={() => setOpen(!open)}
            >
              <MenuIcon />
            </IconButton>
          </span>
        </Tooltip>
        {target ? (
          <Link component={RouterLink} to={target} color="inherit" underline="none" data-testid="app-title">
            {title}
          </Link>
        ) : (
          <Box data-testid="app-title">{title}</Box>
        )}
        {wide ? <TopMenus sections={sections} /> : null}
        <Box sx={{ flexGrow: 1 }} />
        {departmentName && (veryWide || !wide || sections.length <= 4) ? (
          <Chip
            size="small"
            label={t('app.shell.department', { name: departmentName })}
            sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.6)', display: { xs: 'none', sm: 'flex' } }}
            variant="outlined"
          />
        ) : null}
        <RefreshButton />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
