import { Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FREE_TEXT_CELL } from '../../theme';

/** `text`: names and details, which wrap so that the amounts stay in view on a laptop screen; the rest stays on one line. */
export interface PayColumn<T> {
  label: string;
  value: (row: T) => string | number;
  money?: boolean;
  text?: boolean;
}

/**
 * One table of the report with its total row (the total is the sum of exactly the rows shown). Narrow cell
 * padding: the lessons' table has the spec's eleven columns and its amounts must stay in view at 1366 px.
 */
export function PayTable<T>({
  title,
  columns,
  rows,
  total,
  empty,
}: {
  title: string;
  columns: PayColumn<T>[];
  rows: T[];
  total: string;
  empty: string;
}) {
  return (
    <Card sx={{ mb: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      {!rows.length ? (
        <Typography role="status" color="text.secondary" sx={{ px: 2, py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <Table
          size="small"
          aria-label={title}
          sx={{ '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}
        >
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.money ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              // Rows of a report have no identity of their own; their order is the server's.
              // oxlint-disable-next-line react/no-array-index-key
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell
                    key={c.label}
                    align={c.money ? 'right' : 'left'}
                    sx={c.text ? FREE_TEXT_CELL : { whiteSpace: 'nowrap' }}
                  >
                    {c.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={columns.length - 1} sx={{ fontWeight: 700 }}>
                TOTAL
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid={`total-${title}`}>
                {total}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
