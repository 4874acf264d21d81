/** The institute's colours, shared by the react-admin theme and the first screen's login (which loads no react-admin). */
export const PALETTE = {
  primary: { main: '#1565c0' },
  secondary: { main: '#0d47a1' },
  background: { default: '#f4f6f9' },
} as const;
