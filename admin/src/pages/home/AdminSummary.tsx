import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { useSession } from '../../providers/useSession';
import { Dashboard } from './Dashboard';
import { FirstSteps } from './FirstSteps';

/**
 * Role 1's dashboard on /home: one department at a time, the chosen one first; opening a figure chooses that
 * department first.
 */
export function AdminSummary() {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['departaments', 'selectDepartaments', 1],
    queryFn: () => dataProvider.selectDepartaments(1),
  });
  const { department } = useSession();
  const [chosen, setChosen] = useState<number | ''>(department?.idDepartamento ?? '');
  const departments = data ?? [];
  const current = departments.find((d) => d.idDepartamento === chosen) ?? departments[0];
  if (!current) return null;
  const choose = () =>
    session.setDepartment({ idDepartamento: current.idDepartamento, nombreDepartamento: current.nombreDepartamento });
  return (
    <Box sx={{ mt: 3 }}>
      <TextField
        select
        size="small"
        label={t('app.dashboard.department')}
        value={current.idDepartamento}
        sx={{ minWidth: 220 }}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {departments.map((d) => (
          <MenuItem key={d.idDepartamento} value={d.idDepartamento}>
            {d.nombreDepartamento}
          </MenuItem>
        ))}
      </TextField>
      <FirstSteps
        key={current.idDepartamento}
        department={{ id: current.idDepartamento, name: current.nombreDepartamento }}
        beforeOpen={choose}
      />
      <Dashboard departmentId={current.idDepartamento} beforeOpen={choose} />
    </Box>
  );
}
