import { FormControlLabel, Switch } from '@mui/material';
import { useListContext } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';

/** The Activos/Inactivos switch of the user list (filter {estado}). */
export function ActiveSwitch() {
  const t = useAppTranslate();
  const { filterValues, setFilters } = useListContext();
  const active = Number(filterValues.estado ?? 1) === 1;
  return (
    <FormControlLabel
      control={(
        <Switch checked={active} onChange={(_e, checked) => setFilters({ ...filterValues, estado: checked ? 1 : 0 }, {})} />
      )}
      label={active ? t('app.common.activeList') : t('app.common.inactiveList')}
    />
  );
}
