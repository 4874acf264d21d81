import { useState, type MouseEvent } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Link as RouterLink } from 'react-router-dom';
import { useAppTranslate } from '../i18n/i18nProvider';
import { prefetchRouteData } from '../routeData';
import type { ResolvedSection } from './menuItems';

function Dropdown({ section }: { section: ResolvedSection }) {
  const t = useAppTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!section.dropdown) return null;
  const id = `top-menu-${section.id}`;
  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-controls={anchor ? id : undefined}
        aria-haspopup="true"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', px: 0.75, fontSize: 13, '& .MuiButton-endIcon': { ml: 0 } }}
      >
        {t(section.dropdown)}
      </Button>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {section.items.map((item) => (
          <MenuItem
            key={item.id}
            component={RouterLink}
            to={item.to}
            onClick={() => {
              prefetchRouteData(item.to);
              setAnchor(null);
            }}
          >
            {t(item.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The top-bar dropdowns, one per section the user has items in (PRINCIPAL has none). */
export function TopMenus({ sections }: { sections: ResolvedSection[] }) {
  if (!sections.some((s) => s.dropdown)) return null;
  return (
    <Box component="nav" sx={{ display: 'flex', flexWrap: 'nowrap', ml: 1 }} data-testid="top-menus">
      {sections
        .filter((s) => s.dropdown)
        .map((section) => (
          <Dropdown key={section.id} section={section} />
        ))}
    </Box>
  );
}
