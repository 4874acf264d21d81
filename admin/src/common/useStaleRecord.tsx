import { useCallback, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { HttpError } from 'react-admin';
import { RECORD_CHANGED } from '../../../domain/concurrency';
import { useAppTranslate } from '../i18n/i18nProvider';

/** A field as the user typed it, listed after a stale save so it can be entered again. */
export interface TypedValue {
  label: string;
  value: string;
}

/** The API's answer to a save made from a version that is no longer the record's. */
export function isStaleSave(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409 && error.message === RECORD_CHANGED;
}

/**
 * The record an edit dialog saves from, and its recovery from a stale save. Saves send
 * `version` (the one of the copy on screen); when the server refuses it as stale, `guard` reloads the current
 * record, hands it to `onFresh` (the dialog puts the current data in its fields) and keeps what the user had
 * typed in `notice`, under the server's message, so nothing is lost silently. The error still reaches the
 * caller, so the usual snackbar shows the message too.
 */
export function useStaleRecord<R extends object>(initial: R | null, reload: (record: R) => Promise<R>) {
  const [current, setCurrent] = useState<R | null>(initial);
  const [typed, setTyped] = useState<TypedValue[] | null>(null);

  const guard = useCallback(
    async <T,>(save: () => Promise<T>, typedValues: TypedValue[], onFresh: (fresh: R) => void): Promise<T> => {
      try {
        return await save();
      } catch (error) {
        if (current && isStaleSave(error)) {
          const fresh = await reload(current);
          setCurrent(fresh);
          setTyped(typedValues);
          onFresh(fresh);
        }
        throw error;
      }
    },
    [current, reload],
  );

  return {
    current,
    version: (current as { version?: number } | null)?.version,
    guard,
    notice: typed ? <StaleNotice typed={typed} /> : null,
  };
}

/** The message and the values the user had typed, above the dialog's fields (now holding the current data). */
function StaleNotice({ typed }: { typed: TypedValue[] }) {
  const t = useAppTranslate();
  return (
    <Alert severity="warning" role="alert" data-testid="stale-notice" sx={{ mb: 1 }}>
      {t('app.common.recordChanged')}
      {typed.length ? (
        <Box component="dl" sx={{ m: 0, mt: 0.5 }}>
          <Box component="dt" sx={{ fontWeight: 500 }}>
            {t('app.common.staleTyped')}
          </Box>
          {typed.map((f) => (
            <Box component="dd" key={f.label} sx={{ ml: 1 }}>{`${f.label}: ${f.value}`}</Box>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

/** The fields whose value differs from the one the form was loaded with, named by `labels` (others are left out). */
export function typedChanges<V extends { [K in keyof V]: string }>(
  values: V,
  loaded: V,
  labels: Partial<Record<keyof V, string>>,
): TypedValue[] {
  return (Object.keys(labels) as Array<keyof V>)
    .filter((key) => values[key] !== loaded[key])
    .map((key) => ({ label: labels[key]!, value: values[key] }));
}
