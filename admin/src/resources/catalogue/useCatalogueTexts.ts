import { useAppTranslate } from '../../i18n/i18nProvider';
import type { CatalogueKey } from './types';

export interface CatalogueTexts {
  title: string;
  newLabel: string;
  createTitle: string;
  editTitle: string;
  empty: string;
  noun: string;
  report: string;
}

/** The translated texts of one catalogue. */
export function useCatalogueTexts(key: CatalogueKey): CatalogueTexts {
  const t = useAppTranslate();
  return {
    title: t(`app.catalogues.${key}.title`),
    newLabel: t(`app.catalogues.${key}.new`),
    createTitle: t(`app.catalogues.${key}.create`),
    editTitle: t(`app.catalogues.${key}.edit`),
    empty: t(`app.catalogues.${key}.empty`),
    noun: t(`app.catalogues.${key}.noun`),
    report: t(`app.catalogues.${key}.report`),
  };
}

export const isActive = (estado: unknown): boolean => estado === true || Number(estado) === 1;

/** The server's `msg` when a write answered one. */
export function messageOf(data: unknown): string | null {
  const msg = (data as { msg?: unknown } | null | undefined)?.msg;
  return typeof msg === 'string' && msg.trim() ? msg : null;
}
