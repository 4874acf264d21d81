import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useNavigate } from 'react-router-dom';
import { useAppTranslate } from '../i18n/i18nProvider';
import { useSession } from '../providers/useSession';
import type { AppRoute } from '../routes';
import { homePathFor, mayOpen } from './menuItems';

/**
 * A screen only for the roles of its route (spec 01 §6, 02 §6). Anyone else sees a Spanish 'no access'
 * page instead of a screen whose every call would answer 403. The server enforces the same rules.
 */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user } = useSession();
  if (!user || mayOpen(user, route.roles, route.role2Module)) return <>{children}</>;
  return <NoAccess home={homePathFor(user.idRol)} />;
}

function NoAccess({ home }: { home: string }) {
  const t = useAppTranslate();
  const navigate = useNavigate();
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <LockIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {t('app.noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('app.noAccess.detail')}
      </Typography>
      <Button variant="contained" onClick={() => navigate(home)}>
        {t('app.noAccess.home')}
      </Button>
    </Box>
  );
}
