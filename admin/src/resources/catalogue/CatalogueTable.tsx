import type { MouseEvent } from 'react';
import { Box, Button, Chip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Datagrid, FunctionField, useListContext, type RaRecord } from 'react-admin';
import { EmptyState } from '../../common/EmptyState';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { useIsAdmin } from '../../providers/useSession';
import { ListPager } from '../master/ListPager';
import { useChoices } from './CatalogueInputs';
import type { CatalogueConfig, ColumnSpec } from './types';
import { isActive, useCatalogueTexts } from './useCatalogueTexts';

export const PER_PAGE = 100;

const stop = (handler: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  handler();
};

function Cell({ column, record }: { column: ColumnSpec; record: RaRecord }) {
  const choices = useChoices(column.choices ?? []);
  if (column.render) return <>{column.render(record)}</>;
  const value: unknown = record[column.source];
  if (column.choices) return <>{choices.find((c) => c.id === Number(value))?.name ?? ''}</>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

interface TableProps {
  config: CatalogueConfig;
  onEdit: (record: RaRecord) => void;
  onToggle: (record: RaRecord) => void;
}

function RowActions({ config, record, onEdit, onToggle }: TableProps & { record: RaRecord }) {
  const t = useAppTranslate();
  const isAdmin = useIsAdmin();
  const active = isActive(record.estado);
  const Extra = config.RowActions;
  let toggle: { label: string; icon: JSX.Element; color: 'error' | 'success' } = {
    label: t('app.common.delete'),
    icon: <DeleteIcon />,
    color: 'error',
  };
  if (isAdmin) {
    toggle = active
      ? { label: t('app.common.deactivate'), icon: <BlockIcon />, color: 'error' }
      : { label: t('app.common.activate'), icon: <CheckCircleIcon />, color: 'success' };
  }
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}
      onClick={(e) => e.stopPropagation()}
    >
      {Extra ? <Extra record={record} /> : null}
      <Button size="small" startIcon={<EditIcon />} onClick={stop(() => onEdit(record))}>
        {t('app.common.edit')}
      </Button>
      <Button size="small" startIcon={toggle.icon} color={toggle.color} onClick={stop(() => onToggle(record))}>
        {toggle.label}
      </Button>
    </Box>
  );
}

/** The list of a catalogue: its columns, Estado (Activo/Inactivo) and the row actions. */
export function CatalogueTable({ config, onEdit, onToggle }: TableProps) {
  const t = useAppTranslate();
  const texts = useCatalogueTexts(config.texts);
  const { data, isPending, error, refetch } = useListContext();
  const isAdmin = useIsAdmin();
  if (isPending) return <PageLoading />;
  if (error || !data?.length) return <EmptyState text={texts.empty} onRetry={error ? () => refetch() : null} />;
  const rowLink = config.rowLink;
  return (
    <>
      <Datagrid
        bulkActionButtons={false}
        rowClick={rowLink ? (_id, _resource, record) => rowLink(record) : false}
        sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}
      >
        {config.columns.map((column) => (
          <FunctionField
            key={column.source}
            source={column.source}
            label={t(column.label)}
            sortable={column.sortable ?? true}
            render={(record: RaRecord) => <Cell column={column} record={record} />}
          />
        ))}
        {isAdmin ? (
          // Spec 02 §6: the status column is role 1's (role 2 sees active records only).
          <FunctionField
            source="estado"
            label={t('app.common.status')}
            render={(record: RaRecord) =>
              isActive(record.estado) ? (
                <Chip size="small" color="success" variant="outlined" label={t('app.common.active')} />
              ) : (
                <Chip size="small" color="default" variant="outlined" label={t('app.common.inactive')} />
              )
            }
          />
        ) : null}
        <FunctionField
          label={t('app.common.actions')}
          textAlign="right"
          sortable={false}
          render={(record: RaRecord) => (
            <RowActions config={config} record={record} onEdit={onEdit} onToggle={onToggle} />
          )}
        />
      </Datagrid>
      <ListPager />
    </>
  );
}
