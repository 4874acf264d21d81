import { Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { RegionTable } from '../../common/RegionTable';
import ReplayIcon from '@mui/icons-material/Replay';
import { WEBHOOK_EVENTS } from '../../../../domain/webhooks';
import { showInstant } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { Delivery } from './integrationsData';

const COLOURS = { pendiente: 'warning', entregado: 'success', fallido: 'error' } as const;

/** 'Últimos envíos': each delivery's state, attempts and last answer, with 'Reenviar'. */
export function DeliveryLog({
  rows,
  busy,
  onResend,
}: {
  rows: Delivery[];
  busy: boolean;
  onResend: (id: number) => void;
}) {
  const t = useAppTranslate();
  if (!rows.length) return <Typography color="text.secondary">{t('app.integrations.noDeliveries')}</Typography>;
  return (
    <RegionTable
      label={t('app.integrations.deliveries')}
      columns={[
        ...(['occurred', 'event', 'url', 'state', 'attempts', 'lastAnswer', 'nextAttempt'] as const).map((c) =>
          t(`app.integrations.${c}`),
        ),
        '',
      ]}
    >
      {rows.map((d) => (
        <TableRow key={d.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{showInstant(d.ocurrido)}</TableCell>
          <TableCell>{WEBHOOK_EVENTS[d.evento]}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{d.url}</TableCell>
          <TableCell>
            <Chip size="small" color={COLOURS[d.estado]} label={t(`app.integrations.statuses.${d.estado}`)} />
          </TableCell>
          <TableCell>{d.intentos}</TableCell>
          <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>
            {d.ultimoEstado ?? '—'} {d.ultimaRespuesta ?? ''}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.proximoIntento ? showInstant(d.proximoIntento) : '—'}</TableCell>
          <TableCell>
            <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={() => onResend(d.id)}>
              {t('app.integrations.resend')}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </RegionTable>
  );
}
