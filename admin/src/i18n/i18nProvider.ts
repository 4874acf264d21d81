import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useTranslate } from 'react-admin';
import { useCallback } from 'react';
import { spanishMessages, type AppMessageKey } from './es';

/** Spanish only; unknown keys (literal labels) are shown as written instead of warning. */
export const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});

type Options = Record<string, string | number>;

/** `translate` restricted to the app's own keys, so a typo in a key fails the type check. */
export function useAppTranslate(): (key: AppMessageKey, options?: Options) => string {
  const translate = useTranslate();
  return useCallback((key: AppMessageKey, options?: Options) => translate(key, options), [translate]);
}
