import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TableBody } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Row props a virtualized row must spread on its <TableRow> so its real height is measured. */
export interface RowMeasure {
  ref?: (node: HTMLTableRowElement | null) => void;
  'data-index'?: number;
}

/**
 * A table body for lists that grow without bound (income, expenses: the spec's tables have no paging).
 * Up to `threshold` rows render as usual; beyond, only the rows near the window's view are in the page,
 * between two spacer rows, so 20,000 rows scroll as smoothly as 20.
 */
export function VirtualTableBody<T>({
  rows,
  columns,
  renderRow,
  estimate = 53,
  threshold = 200,
}: {
  rows: T[];
  columns: number;
  renderRow: (row: T, measure: RowMeasure) => ReactNode;
  estimate?: number;
  threshold?: number;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  const virtual = rows.length > threshold;
  useLayoutEffect(() => {
    if (virtual && body.current) setOffset(body.current.getBoundingClientRect().top + window.scrollY);
  }, [virtual]);
  const virtualizer = useWindowVirtualizer({
    count: virtual ? rows.length : 0,
    estimateSize: () => estimate,
    overscan: 12,
    scrollMargin: offset,
  });
  if (!virtual) return <TableBody ref={body}>{rows.map((row) => renderRow(row, {}))}</TableBody>;

  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start - offset : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - offset) : 0;
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden style={{ height }}>
        <td colSpan={columns} style={{ padding: 0, border: 0 }} />
      </tr>
    ) : null;
  return (
    <TableBody ref={body}>
      {spacer(top, 'top')}
      {items.map((item) => renderRow(rows[item.index], { ref: virtualizer.measureElement, 'data-index': item.index }))}
      {spacer(bottom, 'bottom')}
    </TableBody>
  );
}
