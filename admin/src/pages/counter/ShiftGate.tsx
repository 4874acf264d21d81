import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, CardContent } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { ShiftState } from '../../../../domain/cash-shift';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIsAdmin } from '../../providers/useSession';
import { OpenShiftForm } from './OpenShiftForm';

/**
 * On a screen that takes money (payments, income, expenses): a cashier (role 2) without an open shift is told
 * so and can open it right there; the server refuses their takings until then. Role 1 may take outside a shift
 * (docs/API.md), so nothing shows for them. Nothing shows either once the shift is open.
 */
export function ShiftGate() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const isAdmin = useIsAdmin();
  const [state, setState] = useState<ShiftState | null>(null);
  const load = useCallback(() => {
    dp.counterShift().then(setState, (error) => console.error(error));
  }, [dp]);
  useEffect(() => {
    if (!isAdmin) load();
  }, [isAdmin, load]);
  if (isAdmin || !state || state.abierta) return null;
  return (
    <Card sx={{ mb: 2 }} data-testid="shift-gate">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('app.counter.shift.required')}
        </Alert>
        <OpenShiftForm suggested={state.fondoSugerido} focus onOpened={load} />
      </CardContent>
    </Card>
  );
}
