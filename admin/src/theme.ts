import { esES as materialSpanish } from '@mui/material/locale';
import { esES as pickersSpanish } from '@mui/x-date-pickers/locales';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { PALETTE } from './palette';

type Components = NonNullable<RaThemeOptions['components']>;
type Override = { defaultProps?: object; styleOverrides?: object };

/** Merges component overrides, keeping both sides' default props (react-admin's variants and MUI's Spanish texts). */
function mergeComponents(...sources: Array<Components | undefined>): Components {
  const out: Record<string, Override> = {};
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {}) as Array<[string, Override]>) {
      const current = out[name] ?? {};
      out[name] = {
        ...current,
        ...value,
        defaultProps: { ...current.defaultProps, ...value.defaultProps },
        styleOverrides: { ...current.styleOverrides, ...value.styleOverrides },
      };
    }
  }
  return out as Components;
}

/**
 * react-admin's default look with the institute's blue bar, a drawer hidden when closed, and MUI's own
 * texts (pagination, autocomplete, date pickers) in Spanish.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: PALETTE,
  sidebar: { width: 280, closedWidth: 0 },
  components: mergeComponents(
    defaultTheme.components,
    materialSpanish.components as Components,
    pickersSpanish.components as Components,
    {
      // Labels show exactly as written in the spec ('Ingresar', 'Volver a Intentar'), not upper-cased.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      // A long word breaks inside its cell where the table can give it room; free-text cells use FREE_TEXT_CELL.
      MuiTableCell: { styleOverrides: { root: { overflowWrap: 'break-word' } } },
    },
  ),
};

/**
 * Cells of free text typed by users (names, details): one long unbroken value (a 150-character name) wraps
 * at any character instead of widening the table, and with it the page, for everyone. Numbers (ci, phone)
 * keep the default so a squeezed table never splits them.
 */
export const FREE_TEXT_CELL = { overflowWrap: 'anywhere', minWidth: 140 } as const;
