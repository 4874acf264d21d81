import { Box, ListSubheader, MenuList, Typography } from '@mui/material';
import { MenuItemLink, useSidebarState } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useSession } from '../providers/useSession';
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
        <MenuList
          key={section.id}
          dense
          subheader={(
            <ListSubheader disableSticky sx={{ fontWeight: 700, lineHeight: '32px', bgcolor: 'transparent' }}>
              {t(section.heading)}
            </ListSubheader>
          )}
        >
          {section.items.map((item) => (
            <MenuItemLink key={item.id} to={item.to} primaryText={t(item.label)} sx={{ pl: 3, whiteSpace: 'normal' }} />
          ))}
        </MenuList>
      ))}
    </Box>
  );
}
