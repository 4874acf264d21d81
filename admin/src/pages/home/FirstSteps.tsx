import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FIRST_STEPS, type FirstStepKey } from '../../../../domain/first-steps';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { firstStepsKey } from '../../providers/calls/studentImport';
import { useSession } from '../../providers/useSession';
import { useFirstStepShortcuts } from './useFirstStepShortcuts';

/** Where each step is done; students may be imported or registered one by one. */
const LINKS: Record<FirstStepKey, (dept: number) => Array<{ to: string; label?: 'importLink' | 'registerLink' }>> = {
  sucursal: (d) => [{ to: `/branch-office/${d}` }],
  tiposPago: () => [{ to: '/payment-type' }],
  semestre: () => [{ to: '/semester' }],
  grupo: () => [{ to: '/semester' }],
  estudiantes: () => [
    { to: '/import-students', label: 'importLink' },
    { to: '/student', label: 'registerLink' },
  ],
  caja: () => [{ to: '/counter' }],
  primerCobro: () => [{ to: '/counter' }],
};

const dismissedKey = (user: number, dept: number) => `firstSteps.dismissed.${user}.${dept}`;

/**
 * 'Primeros pasos' on role 1's home while the department is not set up: each step ticks itself from the data
 * (one call answering the booleans) and opens its screen in that department; gone when all are done or dismissed
 * (remembered per user and department in this browser).
 */
export function FirstSteps({
  department,
  beforeOpen,
}: {
  department: { id: number; name: string };
  beforeOpen: () => void;
}) {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const dp = useDataProvider<AppDataProvider>();
  const { user } = useSession();
  const key = dismissedKey(user?.idUsuario ?? 0, department.id);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(key) === '1');
  const shortcuts = useFirstStepShortcuts(department.id, beforeOpen);
  const { data } = useQuery({
    queryKey: firstStepsKey(department.id),
    queryFn: () => dp.firstSteps(department.id),
    enabled: !dismissed,
  });
  if (dismissed || !data) return null;
  const done = FIRST_STEPS.filter((s) => data[s.key]).length;
  if (done === FIRST_STEPS.length) return null;
  const open = (to: string) => {
    beforeOpen();
    navigate(to);
  };
  const dismiss = () => {
    localStorage.setItem(key, '1');
    setDismissed(true);
  };
  return (
    <Card component="section" aria-labelledby="first-steps-title" sx={{ mt: 2 }} data-testid="first-steps">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="first-steps-title" variant="h6" component="h2">
            {t('app.studentImport.firstSteps.title')}
          </Typography>
          <Button size="small" onClick={dismiss}>
            {t('app.studentImport.firstSteps.dismiss')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('app.studentImport.firstSteps.intro', { department: department.name })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / FIRST_STEPS.length) * 100}
          sx={{ my: 1 }}
          aria-label={`${done} / ${FIRST_STEPS.length}`}
        />
        <List dense disablePadding>
          {FIRST_STEPS.map((step, i) => (
            <ListItem
              key={step.key}
              disableGutters
              data-testid={`first-step-${step.key}`}
              data-done={data[step.key] ? 'true' : 'false'}
              secondaryAction={
                data[step.key] ? null : (
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    {shortcuts.shortcut(step.key, data)}
                    {LINKS[step.key](department.id).map((link) => (
                      <Button key={link.to} size="small" variant="outlined" onClick={() => open(link.to)}>
                        {t(`app.studentImport.firstSteps.${link.label ?? 'open'}`)}
                      </Button>
                    ))}
                  </Box>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {data[step.key] ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="disabled" />}
              </ListItemIcon>
              <ListItemText
                primary={`${i + 1}. ${step.label}`}
                secondary={data[step.key] ? null : step.hint}
                sx={{ pr: 20, ...(data[step.key] ? { textDecoration: 'line-through', color: 'text.secondary' } : {}) }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {shortcuts.dialog}
    </Card>
  );
}
