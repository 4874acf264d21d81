import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Below the `sm` breakpoint (600 px): where react-admin's side panel becomes a drawer over the page, and where
 * wide tables give way to lists. Read on the first render (`noSsr`), so a page does not flash its desktop form.
 */
export function useIsPhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
