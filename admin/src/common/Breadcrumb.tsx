import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAppTranslate } from '../i18n/i18nProvider';
import { homePathFor } from '../layout/menuItems';
import { useSession } from '../providers/useSession';

export interface Crumb {
  label: string;
  to?: string;
}

/** "Inicio / … / current page"; the first crumb goes to the user's home. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useAppTranslate();
  const { user } = useSession();
  const home = homePathFor(user?.idRol ?? 1);
  return (
    <Breadcrumbs aria-label="ruta de navegación" sx={{ mt: 2, mb: 1 }}>
      <Link component={RouterLink} to={home} underline="hover" color="inherit">
        {t('app.common.home')}
      </Link>
      {items.map((crumb, index) =>
        crumb.to && index < items.length - 1 ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color={index === items.length - 1 ? 'text.primary' : 'inherit'}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
