import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look with the institute's blue bar and a drawer hidden when closed. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    background: { default: '#f4f6f9' },
  },
  sidebar: { width: 260, closedWidth: 0 },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};
