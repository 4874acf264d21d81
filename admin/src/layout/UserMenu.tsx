import { useState } from 'react';
import { Avatar, Box, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';
import { CredentialsDialog } from '../common/CredentialsDialog';
import { useAppTranslate } from '../i18n/i18nProvider';
import { session } from '../providers/session';
import { useSession } from '../providers/useSession';

/** The user menu of the top bar: 'Cambiar contraseña' and 'Cerrar sesión'. */
export function UserMenu() {
  const t = useAppTranslate();
  const logout = useLogout();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  if (!user) return null;
  const initials = `${user.nombres?.[0] ?? ''}${user.apellidos?.[0] ?? ''}`.toUpperCase();
  return (
    <>
      <Tooltip title={t('app.shell.userMenu')}>
        {/* The accessible name holds the visible initials too (WCAG 2.5.3, label in name). */}
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={`${t('app.shell.userMenu')} ${initials}`}
        >
          <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'secondary.dark', color: '#fff' }}>
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{`${user.nombres} ${user.apellidos}`}</Typography>
          <Typography variant="caption" color="text.secondary">
            {user.rol}
          </Typography>
        </Box>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          {t('app.shell.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('app.shell.logout')}
        </MenuItem>
      </Menu>
      {changing ? (
        <CredentialsDialog
          open
          idUser={user.idUsuario}
          user={user.usuario}
          email={user.email}
          title={t('app.credentials.title')}
          onClose={() => setChanging(false)}
          onSaved={(saved) => session.patchUser({ usuario: saved.user, email: saved.email })}
        />
      ) : null}
    </>
  );
}
