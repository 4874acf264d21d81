import { Box, ListSubheader, MenuList, Typography } from '@mui/material';
import { MenuItemLink, useSidebarState } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useSession } from '../providers/useSession';
import { prefetchRouteData } from '../routeData';
import { menuFor } from './menuItems';

/** The side drawer: one upper-case section per group of the user's menu items. */
export function SideMenu() {
  const t = useAppTranslate();
  const { user, department } = useSession();
  const departmentName = user?.idRol === 1 ? department?.nombreDepartamento : user?.departamento;
  const [open] = useSidebarState();
  const sections = menuFor(user, department);
  if (!open) return null;
  return (
    <Box component="nav" data-testid="side-menu" sx={{ width: 280, pb: 4 }}>
      {departmentName ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1.5 }}>
          {t('app.shell.department', { name: departmentName })}
        </Typography>
      ) : null}
      {sections.map((section) => (
        // The heading sits outside the menu: a role="menu" list may hold menu items only (axe: aria-required-children).
        <Box key={section.id} component="section" aria-labelledby={`menu-section-${section.id}`}>
          <ListSubheader
            component="h2"
            id={`menu-section-${section.id}`}
            disableSticky
            sx={{
              fontWeight: 700,
              fontSize: 14,
              lineHeight: '32px',
              bgcolor: 'transparent',
              color: 'text.secondary',
              m: 0,
              pt: 1,
            }}
          >
            {t(section.heading)}
          </ListSubheader>
          <MenuList dense aria-labelledby={`menu-section-${section.id}`} sx={{ pt: 0 }}>
            {section.items.map((item) => (
              <MenuItemLink
                key={item.id}
                to={item.to}
                primaryText={t(item.label)}
                sx={{ pl: 3, whiteSpace: 'normal' }}
                onClick={() => prefetchRouteData(item.to)}
              />
            ))}
          </MenuList>
        </Box>
      ))}
    </Box>
  );
}
