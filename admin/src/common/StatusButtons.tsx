import type { MouseEvent, ReactNode } from 'react';
import { Button, Chip, TableCell } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useAppTranslate } from '../i18n/i18nProvider';

/** estado 1 (or true) is active; the API answers numbers, some older rows booleans. */
export const isActive = (estado: unknown) => estado === true || Number(estado) === 1;

/** The next state of a toggle: role 1 flips it; others only delete (0). */
export const nextState = (estado: unknown, isAdmin: boolean) => (isAdmin && !isActive(estado) ? 1 : 0);

/**
 * The status action of a row (spec 01 §4): role 1 'Desactivar' / 'Activar'; other roles 'Eliminar'
 * (they only ever see active records).
 */
function ToggleButton({ estado, isAdmin, onClick }: { estado: unknown; isAdmin: boolean; onClick: () => void }) {
  const t = useAppTranslate();
  const active = isActive(estado);
  const stop = (event: MouseEvent) => {
    event.stopPropagation();
    onClick();
  };
  if (!isAdmin)
    return (
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={stop}>
        {t('app.common.delete')}
      </Button>
    );
  return active ? (
    <Button size="small" color="error" startIcon={<BlockIcon />} onClick={stop}>
      {t('app.common.deactivate')}
    </Button>
  ) : (
    <Button size="small" color="success" startIcon={<CheckCircleIcon />} onClick={stop}>
      {t('app.common.activate')}
    </Button>
  );
}

export function StatusChip({ estado }: { estado: unknown }) {
  const t = useAppTranslate();
  return isActive(estado) ? (
    <Chip size="small" color="success" variant="outlined" label={t('app.common.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('app.common.inactive')} />
  );
}

/**
 * The last cell of a list row: extra actions (children), 'Editar' and the status action. Clicks stay in
 * the cell so a clickable row does not open too.
 */
export function RowActionsCell({
  estado,
  isAdmin,
  onEdit,
  onToggle,
  children,
}: {
  estado: unknown;
  isAdmin: boolean;
  onEdit: () => void;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const t = useAppTranslate();
  return (
    <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
      {children}
      <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
        {t('app.common.edit')}
      </Button>
      <ToggleButton estado={estado} isAdmin={isAdmin} onClick={onToggle} />
    </TableCell>
  );
}
