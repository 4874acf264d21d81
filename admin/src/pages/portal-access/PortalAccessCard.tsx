import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { showInstant } from '../../common/format';
import { PORTAL_ACCESS_ANCHOR } from '../../common/statementFormat';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { portalAccessKeys, type PortalAccessOverview, type PortalActivation } from '../../providers/calls/portalAccess';
import { ActivationSlipDialog } from './ActivationSlipDialog';
import { GuardianDialog } from './GuardianDialog';

type Person = PortalAccessOverview['estudiante'] & { parentesco?: string; apellidos?: string };
const STATE_COLOR = { 'sin acceso': 'default', pendiente: 'primary', activo: 'success', revocado: 'error' } as const;

/**
 * The student's screen: who has access to the portal (the student, each guardian), 'Habilitar acceso al portal' /
 * a new code, revocation, and the guardians themselves.
 */
export function PortalAccessCard({ idStudent }: { idStudent: number }) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { busy, run } = useBusyAction();
  const overview = useQuery({
    queryKey: portalAccessKeys.overview(idStudent),
    queryFn: () => dp.portalAccess(idStudent),
  });
  const [slip, setSlip] = useState<PortalActivation | null>(null);
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<{ kind: 'revoke' | 'unlink'; person: Person; idGuardian: number | null } | null>(
    null,
  );
  const refetch = () => void overview.refetch();
  const card = useRef<HTMLDivElement>(null);
  // Opened from the counter's 'Acceso al portal': the card comes into view once it has its content.
  const loaded = !!overview.data;
  useEffect(() => {
    if (loaded && window.location.hash === `#${PORTAL_ACCESS_ANCHOR}`) card.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const issue = (idGuardian: number | null) =>
    run(async () => {
      setSlip((await dp.issuePortalAccess(idStudent, idGuardian)).data);
      refetch();
    });
  const confirm = () =>
    asking &&
    run(async () => {
      if (asking.kind === 'revoke') await dp.revokePortalAccess(idStudent, asking.idGuardian);
      else await dp.unlinkGuardian(idStudent, asking.idGuardian!);
      setAsking(null);
      refetch();
    });

  const row = (person: Person, idGuardian: number | null) => {
    const name = `${person.nombres}${person.apellidos ? ` ${person.apellidos}` : ''}`;
    return (
      <Box
        key={person.idUsuario}
        data-testid={`portal-person-${person.idUsuario}`}
        sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {name}
            {person.parentesco ? ` · ${person.parentesco}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            CI {person.ci}
            {person.telefono ? ` · ${person.telefono}` : ''}
          </Typography>
          {person.venceCodigo ? (
            <Typography variant="body2" color="text.secondary">
              {t('app.portalAccess.codeUntil', { date: showInstant(person.venceCodigo) })}
            </Typography>
          ) : null}
          {person.ultimoIngreso ? (
            <Typography variant="body2" color="text.secondary">
              {t('app.portalAccess.lastLogin', { date: showInstant(person.ultimoIngreso) })}
            </Typography>
          ) : null}
        </Box>
        <Chip size="small" color={STATE_COLOR[person.acceso]} label={t(`app.portalAccess.state.${person.acceso}`)} />
        <Button
          size="small"
          variant={person.acceso === 'activo' ? 'text' : 'contained'}
          disabled={busy}
          onClick={() => void issue(idGuardian)}
        >
          {person.acceso === 'sin acceso' || person.acceso === 'revocado'
            ? t('app.portalAccess.enable')
            : t('app.portalAccess.reissue')}
        </Button>
        {person.acceso === 'activo' || person.acceso === 'pendiente' ? (
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => setAsking({ kind: 'revoke', person, idGuardian })}
          >
            {t('app.portalAccess.revoke')}
          </Button>
        ) : null}
        {idGuardian ? (
          <Button size="small" disabled={busy} onClick={() => setAsking({ kind: 'unlink', person, idGuardian })}>
            {t('app.portalAccess.unlink')}
          </Button>
        ) : null}
      </Box>
    );
  };

  const data = overview.data;
  return (
    <Card sx={{ mb: 2 }} data-testid="portal-access" id={PORTAL_ACCESS_ANCHOR} ref={card}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('app.portalAccess.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.portalAccess.intro')}
        </Typography>
        {overview.isError ? (
          <EmptyState text={t('app.portalAccess.failed')} onRetry={refetch} />
        ) : !data ? null : (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('app.portalAccess.student')}
            </Typography>
            {row(data.estudiante, null)}
            <Divider />
            <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">
                {t('app.portalAccess.guardians')}
              </Typography>
              <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
                {t('app.portalAccess.addGuardian')}
              </Button>
            </Stack>
            {data.sugerido ? (
              <Typography variant="body2" color="text.secondary">
                {t('app.portalAccess.suggested', {
                  name: data.sugerido.nombreCompleto,
                  phone: data.sugerido.telefono || '-',
                })}
              </Typography>
            ) : null}
            {data.apoderados.length ? (
              data.apoderados.map((g) => row(g, g.idUsuario))
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                {t('app.portalAccess.noGuardians')}
              </Typography>
            )}
          </>
        )}
      </CardContent>
      {slip ? <ActivationSlipDialog slip={slip} onClose={() => setSlip(null)} /> : null}
      {adding && data ? (
        <GuardianDialog
          idStudent={idStudent}
          suggested={data.sugerido}
          onClose={() => setAdding(false)}
          onSaved={refetch}
        />
      ) : null}
      <ConfirmDialog
        open={!!asking}
        busy={busy}
        onNo={() => setAsking(null)}
        onYes={() => void confirm()}
        title={asking?.kind === 'unlink' ? t('app.portalAccess.unlink') : t('app.portalAccess.revokeTitle')}
        question={
          asking
            ? t(asking.kind === 'unlink' ? 'app.portalAccess.unlinkQuestion' : 'app.portalAccess.revokeQuestion', {
                name: asking.person.nombres,
              })
            : null
        }
      />
    </Card>
  );
}
