import type { ReactNode } from 'react';
import { Button, Chip, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import DeleteIcon from '@mui/icons-material/Delete';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { TableRow as Row } from '../../common/paymentTable';
import { showBs, showDate, showInstant } from '../../common/format';
import { lockedForRole, SHIFT_MESSAGES } from '../../../../domain/cash-shift';

/** The theme's orange reads 3.1:1 on white; this amber keeps the warning look at more than 4.5:1 (WCAG AA). */
const PENDING_CHIP = { color: '#8a4b00', borderColor: '#8a4b00' } as const;

type PaymentLine = Extract<Row, { kind: 'payment' }>;
type PendingLine = Extract<Row, { kind: 'pending' }>;

/** An action with its Spanish name as tooltip and accessible name; disabled, the tooltip says why. */
function Action({
  label,
  onClick,
  children,
  color,
  lockedReason,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  color?: 'error' | 'primary' | 'success';
  lockedReason?: string | null;
}) {
  if (lockedReason) {
    return (
      <Tooltip title={`${label}: ${lockedReason}`}>
        <span>
          <IconButton size="small" aria-label={label} disabled>
            {children}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} color={color ?? 'primary'}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** One payment of an instalment: edit and delete/deactivate only while editable (spec 02 §4), print always. */
export function PaymentRowView({
  row,
  isAdmin,
  onEdit,
  onPrint,
  onToggle,
}: {
  row: PaymentLine;
  isAdmin: boolean;
  onEdit: () => void;
  onPrint: () => void;
  onToggle: () => void;
}) {
  const t = useAppTranslate();
  const { payment, instalment } = row;
  const active = payment.estado === 1;
  // The server refuses role 2 a change to a payment its cashier's close has locked: offered disabled, with why.
  const locked = lockedForRole(isAdmin ? 1 : 2, payment.cajaCerrada) ? SHIFT_MESSAGES.lockedReason : null;
  return (
    <TableRow
      hover
      sx={active ? undefined : { '& td': { color: 'text.secondary' } }}
      data-testid={`payment-${payment.codigo}`}
    >
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('app.payments.table.instalment', { number: instalment.nroMensualidad })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {payment.importado
            ? t('app.payments.table.imported')
            : t('app.payments.table.receipt', { code: payment.codigo })}{' '}
          · {showInstant(payment.fechaPago)}
        </Typography>
      </TableCell>
      <TableCell align="right">{showBs(payment.monto)}</TableCell>
      <TableCell align="right">{showBs(payment.descuento)}</TableCell>
      <TableCell align="right">{showBs(payment.subTotal)}</TableCell>
      <TableCell>
        {!active ? (
          <Chip size="small" label={t('app.payments.table.voided')} />
        ) : payment.cancelado ? (
          <Chip size="small" color="success" label={t('app.payments.table.yes')} />
        ) : (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            sx={PENDING_CHIP}
            label={t('app.payments.table.pending', { amount: showBs(payment.saldo) })}
          />
        )}
      </TableCell>
      <TableCell>{showDate(instalment.fechaRegistro)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {active && payment.editable ? (
          <Action label={t('app.payments.actions.edit')} onClick={onEdit} lockedReason={locked}>
            <EditIcon fontSize="small" />
          </Action>
        ) : null}
        {payment.importado ? null : (
          <Action label={t('app.payments.actions.print')} onClick={onPrint}>
            <PrintIcon fontSize="small" />
          </Action>
        )}
        {active && payment.editable ? (
          <Action
            label={t(isAdmin ? 'app.payments.actions.deactivate' : 'app.payments.actions.delete')}
            onClick={onToggle}
            color="error"
            lockedReason={locked}
          >
            {isAdmin ? <BlockIcon fontSize="small" /> : <DeleteIcon fontSize="small" />}
          </Action>
        ) : null}
        {!active && isAdmin ? (
          <Action label={t('app.payments.actions.activate')} onClick={onToggle} color="success">
            <RestoreIcon fontSize="small" />
          </Action>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** What an instalment still owes; payable only for the first unpaid one, the later ones inactive until reached. */
export function PendingRowView({ row, onPay }: { row: PendingLine; onPay: () => void }) {
  const t = useAppTranslate();
  const { instalment, payable, partial } = row;
  return (
    <TableRow
      sx={payable ? { bgcolor: 'action.hover' } : { '& td': { color: 'text.secondary' } }}
      data-testid={`pending-${instalment.nroMensualidad}`}
    >
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={payable ? undefined : 'text.secondary'}>
          {t('app.payments.table.instalment', { number: instalment.nroMensualidad })}
        </Typography>
      </TableCell>
      <TableCell align="right">{showBs(instalment.monto)}</TableCell>
      <TableCell align="right">-</TableCell>
      <TableCell align="right">-</TableCell>
      <TableCell>
        {partial ? (
          <Chip
            size="small"
            color={payable ? 'warning' : 'default'}
            variant="outlined"
            sx={payable ? PENDING_CHIP : undefined}
            label={t('app.payments.table.pending', { amount: showBs(instalment.saldo) })}
          />
        ) : (
          <Chip
            size="small"
            color={payable ? 'warning' : 'default'}
            variant="outlined"
            sx={payable ? PENDING_CHIP : undefined}
            label={t('app.payments.table.no')}
          />
        )}
      </TableCell>
      <TableCell>{showDate(instalment.fechaRegistro)}</TableCell>
      <TableCell align="right">
        {payable ? (
          <Button size="small" variant="contained" startIcon={<PaymentsIcon />} onClick={onPay}>
            {t('app.payments.actions.pay')}
          </Button>
        ) : (
          <Tooltip title={t('app.payments.table.inactive')}>
            <span>
              <Button size="small" disabled startIcon={<PaymentsIcon />}>
                {t('app.payments.actions.pay')}
              </Button>
            </span>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
