import type { ReactNode } from 'react';
import {
  Box,
  Card,
  InputAdornment,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  type SxProps,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { AppMessageKey } from '../i18n/es';
import { useAppTranslate } from '../i18n/i18nProvider';
import { EmptyState } from './EmptyState';
import { PageLoading } from './PageLoading';

/** The heading row of a list page: the title, then its controls (search, buttons) on the right. */
export function PageHeading({
  title,
  variant = 'h5',
  children,
}: {
  title: ReactNode;
  variant?: 'h5' | 'h6';
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant={variant} component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * The one person filter of the lists: every word typed is found in the CI, surnames or names, accents and
 * case aside ('mamani lucia' and '601234' both find LUCÍA MAMANI, 6012345).
 */
export function matchesPerson(person: { ci: string; apellidos: string; nombres: string }, term: string): boolean {
  const words = fold(term).split(/\s+/).filter(Boolean);
  const text = fold(`${person.ci} ${person.apellidos} ${person.nombres}`);
  return words.every((word) => text.includes(word));
}

/** 'Buscar…' with its icon, beside a page's title. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useAppTranslate();
  return (
    <TextField
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      placeholder={t('app.academics.searchPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': t('app.academics.search'), maxLength: 60 },
      }}
    />
  );
}

/**
 * The card of a list: a spinner while loading; the empty text (spec 01 §8) alone when nothing came, with
 * 'Volver a Intentar' only when loading failed; 'No se encontro registros' when a search found nothing; else the
 * table that `children` renders.
 */
export function ListCard({
  loading,
  failed,
  empty,
  emptyText,
  onRetry,
  searching = false,
  sx = { overflowX: 'auto' },
  children,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  /** A search term is applied: "empty" then means "not found". */
  searching?: boolean;
  sx?: SxProps;
  children: () => ReactNode;
}) {
  const t = useAppTranslate();
  return (
    <Card sx={sx}>
      {loading ? (
        <PageLoading />
      ) : empty && searching && !failed ? (
        <Typography role="status" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
          {t('app.common.notFound')}
        </Typography>
      ) : failed || empty ? (
        <EmptyState text={emptyText} onRetry={failed ? onRetry : null} />
      ) : (
        children()
      )}
    </Card>
  );
}

/** The bold header row of a table; the last column is 'Acciones' on the right, or blank. */
export function HeadRow({ columns, actions = 'label' }: { columns: AppMessageKey[]; actions?: 'label' | 'blank' }) {
  const t = useAppTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map((key) => (
          <TableCell key={key} sx={{ fontWeight: 700 }}>
            {t(key)}
          </TableCell>
        ))}
        {actions === 'label' ? (
          <TableCell sx={{ fontWeight: 700 }} align="right">
            {t('app.common.actions')}
          </TableCell>
        ) : (
          <TableCell />
        )}
      </TableRow>
    </TableHead>
  );
}

/** The first cells of every student row: ci, apellidos, nombres, telefono. */
export function PersonCells({
  person,
}: {
  person: { ci: string; apellidos: string; nombres: string; telefono?: string | null };
}) {
  return (
    <>
      <TableCell>{person.ci}</TableCell>
      {/* Long names wrap (even a 100-character word) so the row's actions stay on the card. */}
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{person.apellidos}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 100 }}>{person.nombres}</TableCell>
      <TableCell>{person.telefono ?? ''}</TableCell>
    </>
  );
}
