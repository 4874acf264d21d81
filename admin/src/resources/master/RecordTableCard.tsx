import type { ReactNode } from 'react';
import { Table, TableBody, type SxProps } from '@mui/material';
import { useListContext } from 'react-admin';
import { HeadRow, ListCard } from '../../common/ListParts';
import type { AppMessageKey } from '../../i18n/es';
import { ListPager } from './ListPager';

/**
 * The card of an academics list on the list controller: spinner, empty text ('Volver a Intentar' if it failed), 'No se
 * encontro registros' for a search without hits, else the table (its head, the page's rows) and the pager.
 */
export function RecordTableCard({
  label,
  columns,
  emptyText,
  pager = <ListPager />,
  sx,
  children,
}: {
  label: string;
  columns: AppMessageKey[];
  emptyText: string;
  pager?: ReactNode;
  sx?: SxProps;
  children: ReactNode;
}) {
  const { data, isPending, error, refetch, filterValues } = useListContext();
  return (
    <ListCard
      searching={!!filterValues.q}
      loading={isPending}
      failed={!!error}
      empty={!data?.length}
      emptyText={emptyText}
      onRetry={() => refetch()}
      sx={sx}
    >
      {() => (
        <>
          <Table size="small" aria-label={label}>
            <HeadRow columns={columns} />
            <TableBody>{children}</TableBody>
          </Table>
          {pager}
        </>
      )}
    </ListCard>
  );
}
