import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useDataProvider, useNotify } from 'react-admin';
import type { ShiftState } from '../../../../domain/cash-shift';
import { DocumentDialog } from '../../common/DocumentDialog';
import { showInstant } from '../../common/format';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { money } from '../../common/statementFormat';
import { OpenShiftForm } from './OpenShiftForm';
import { ShiftCloseDialog } from './ShiftCloseDialog';
import { ShiftHistory } from './ShiftHistory';

const shiftPdfPath = (id: number) => `/api/counter/shifts/${id}/close.pdf`;

/**
 * The cashier's shift on the counter: opened with 'Fondo inicial' (proposed from the last close; a cashier
 * without an open shift finds the cursor there first, since the server refuses their takings), its expected
 * cash as receipts come in (`version` changes after each payment), and 'Cierre de caja'. Role 1 also lists every close.
 */
export function ShiftBar({ version, isAdmin, onDone }: { version: number; isAdmin: boolean; onDone: () => void }) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const [state, setState] = useState<ShiftState | null>(null);
  const [closing, setClosing] = useState(false);
  const [pdf, setPdf] = useState<number | null>(null);

  const load = useCallback(() => {
    dp.counterShift().then(setState, (error) => console.error(error));
  }, [dp]);
  useEffect(load, [load, version]);

  const close = (counted: string) =>
    void run(async () => {
      const answer = await dp.closeCounterShift(counted);
      notify(answer.msg, { type: 'success' });
      setClosing(false);
      setPdf(answer.data.idCaja);
      load();
    });

  const shift = state?.abierta;
  return (
    <Card sx={{ mb: 2 }} data-testid="shift-bar">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        {!state ? null : shift ? (
          <>
            <LockOpenIcon color="success" />
            <Typography sx={{ flex: 1, minWidth: 200 }}>
              {t('app.counter.shift.openState', {
                when: showInstant(shift.apertura),
                opening: money(shift.fondoInicial),
                expected: money(shift.esperado),
              })}
            </Typography>
            <Button variant="outlined" startIcon={<LockIcon />} onClick={() => setClosing(true)}>
              {t('app.counter.shift.close')}
            </Button>
          </>
        ) : (
          <OpenShiftForm
            suggested={state.fondoSugerido}
            focus={!isAdmin}
            onOpened={() => {
              load();
              onDone();
            }}
          />
        )}
        {isAdmin ? <ShiftHistory version={version} onView={setPdf} /> : null}
      </CardContent>
      {closing && shift ? (
        <ShiftCloseDialog shift={shift} busy={busy} onClose={() => setClosing(false)} onConfirm={close} />
      ) : null}
      <DocumentDialog
        path={pdf ? shiftPdfPath(pdf) : null}
        title={t('app.counter.shift.pdf', { number: pdf ?? '' })}
        fallbackName="cierre.pdf"
        onClose={() => {
          setPdf(null);
          onDone();
        }}
      />
    </Card>
  );
}
