import { FormControlLabel, Switch } from '@mui/material';
import { useListContext } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';

/** The Activos/Inactivos switch (filter {estado}); role 1 only, other roles see active records only. */
export function ActiveSwitch() {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const { filterValues, setFilters } = useListContext();
  if (!isAdmin) return null;
  const active = Number(filterValues.estado ?? 1) === 1;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={active}
          onChange={(_e, checked) => setFilters({ ...filterValues, estado: checked ? 1 : 0 }, {})}
        />
      }
      label={active ? t('app.common.activeList') : t('app.common.inactiveList')}
    />
  );
}
