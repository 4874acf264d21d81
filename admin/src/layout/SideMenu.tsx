import { Box, List, ListSubheader } from '@mui/material';
import { MenuItemLink, useSidebarState } from 'react-admin';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useSession } from '../providers/useSession';
import { menuFor } from './menuItems';

/** The side drawer: one upper-case section per group of the user's menu items. */
export function SideMenu() {
  const t = useAppTranslate();
  const { user, department } = useSession();
  const [open] = useSidebarState();
  const sections = menuFor(user, department);
  if (!open) return null;
  return (
    <Box component="nav" data-testid="side-menu" sx={{ width: 260, pb: 4 }}>
      {sections.map((section) => (
        <List
          key={section.id}
          dense
          subheader={(
            <ListSubheader disableSticky sx={{ fontWeight: 700, lineHeight: '32px', bgcolor: 'transparent' }}>
              {t(section.heading)}
            </ListSubheader>
          )}
        >
          {section.items.map((item) => (
            <MenuItemLink key={item.id} to={item.to} primaryText={t(item.label)} sx={{ pl: 3 }} />
          ))}
        </List>
      ))}
    </Box>
  );
}
