import { useState } from 'react';
import { Box, Button, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useSidebarState } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../common/EmptyState';
import { useIsPhone } from '../../common/useIsPhone';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import type { Department } from '../../providers/types';
import { prefetchRouteData } from '../../routeData';
import { NewDepartmentDialog } from './NewDepartmentDialog';

/**
 * One card per active department (`GET /api/departaments/selectDepartaments/1`). Choosing stores the
 * department in the session, enables the drawer icon and opens /semester with the drawer shown beside it —
 * not on a phone, where the drawer would cover the page it opens.
 */
export function DepartmentChooser() {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [, setSidebarOpen] = useSidebarState();
  const phone = useIsPhone();
  const [creating, setCreating] = useState(false);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['departaments', 'selectDepartaments', 1],
    queryFn: () => dataProvider.selectDepartaments(1),
  });

  const choose = (department: Department) => {
    session.setDepartment({
      idDepartamento: department.idDepartamento,
      nombreDepartamento: department.nombreDepartamento,
    });
    setSidebarOpen(!phone);
    prefetchRouteData('/semester');
    navigate('/semester');
  };

  const departments = (data ?? []).filter((d) => d.estado === 1);
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="chooser-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography id="chooser-title" variant="h6" component="h2">
            {t('app.chooser.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.chooser.hint')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('app.chooser.newDepartment')}
        </Button>
      </Box>
      {isPending ? <PageLoading /> : null}
      {!isPending && (isError || departments.length === 0) ? (
        <EmptyState text={t('app.chooser.empty')} onRetry={isError ? () => refetch() : null} />
      ) : null}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {departments.map((department) => (
          <Grid key={department.idDepartamento} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card data-testid="department-card">
              <CardActionArea onClick={() => choose(department)} sx={{ p: 1 }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <ApartmentIcon color="primary" fontSize="large" />
                  <Box>
                    <Typography variant="h6" component="p">
                      {department.nombreDepartamento}
                    </Typography>
                    <Typography variant="body2" color="primary">
                      {t('app.chooser.enter')}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {creating ? <NewDepartmentDialog onClose={() => setCreating(false)} onSaved={() => refetch()} /> : null}
    </Box>
  );
}
