import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look with the institute's blue bar and a drawer hidden when closed. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    background: { default: '#f4f6f9' },
  },
  sidebar: { width: 280, closedWidth: 0 },
  components: {
    ...defaultTheme.components,
    // Labels show exactly as written in the spec ('Ingresar', 'Volver a Intentar'), not upper-cased.
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
};
