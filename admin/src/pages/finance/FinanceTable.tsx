import type { ReactNode } from 'react';
import { Chip, Table, TableCell, TableHead, TableRow } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { VirtualTableBody } from '../../common/VirtualTableBody';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { FinanceColumn, FinanceRecord } from './financeKind';
import { rowAction } from './FinanceList';
import { lockedForRole, SHIFT_MESSAGES } from '../../../../domain/cash-shift';

const head = { fontWeight: 700 };

/** 'Anulado' beside a voided row's number or name (role 1 sees those rows). */
export function InactiveChip({ estado }: { estado: number }) {
  const t = useAppTranslate();
  return estado === 1 ? null : (
    <Chip size="small" variant="outlined" label={t('app.finance.common.inactive')} sx={{ ml: 1 }} />
  );
}

/**
 * The table of /ingress or /egress: the kind's columns, then Acciones (the kind's own actions, Editar, Imprimir
 * and the status action: 'Eliminar' for staff, 'Anular' / 'Reactivar' for role 1). No paging (spec 02):
 * long lists keep only the rows in view in the page.
 */
export function FinanceTable<T extends FinanceRecord>({
  label,
  rows,
  columns,
  isAdmin,
  extraActions,
  editable,
  onEdit,
  onPrint,
  onToggle,
}: {
  label: string;
  rows: T[];
  columns: ReadonlyArray<FinanceColumn<T>>;
  isAdmin: boolean;
  extraActions?: (row: T) => ReactNode;
  editable: (row: T) => boolean;
  onEdit: (row: T) => void;
  onPrint: (row: T) => void;
  onToggle: (row: T) => void;
}) {
  const t = useAppTranslate();
  const locked = (row: T) => (lockedForRole(isAdmin ? 1 : 2, row.cajaCerrada) ? SHIFT_MESSAGES.lockedReason : null);
  const toggle = (row: T) => {
    if (!isAdmin) return rowAction(t('app.common.delete'), <DeleteIcon />, () => onToggle(row), 'error', locked(row));
    return row.estado === 1
      ? rowAction(t('app.finance.common.void'), <BlockIcon />, () => onToggle(row), 'error')
      : rowAction(t('app.finance.common.reactivate'), <CheckCircleIcon />, () => onToggle(row), 'success');
  };
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} sx={head} align={column.align}>
              {t(column.label)}
            </TableCell>
          ))}
          <TableCell sx={head} align="right">
            {t('app.common.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <VirtualTableBody
        rows={rows}
        columns={columns.length + 1}
        renderRow={(row, measure) => (
          <TableRow
            key={row.id}
            {...measure}
            hover
            sx={row.estado === 1 ? undefined : { '& td': { color: 'text.secondary' } }}
          >
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={column.sx}>
                {column.render(row)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {extraActions?.(row)}
              {editable(row)
                ? rowAction(t('app.common.edit'), <EditIcon />, () => onEdit(row), undefined, locked(row))
                : null}
              {rowAction(t('app.finance.common.print'), <PrintIcon />, () => onPrint(row))}
              {toggle(row)}
            </TableCell>
          </TableRow>
        )}
      />
    </Table>
  );
}
