import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

/**
 * A small table that scrolls sideways on a phone: the scrolling box is a named region a keyboard can reach
 * (axe's scrollable-region-focusable), with one header row of plain labels.
 */
export function RegionTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}
