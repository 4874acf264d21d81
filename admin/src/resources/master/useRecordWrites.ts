import { useMemo } from 'react';
import { useCreate, useDataProvider, useUpdate, type RaRecord } from 'react-admin';

/** What a save sends: some of the record's fields, in the form the REST face reads (an amount may be decimal text). */
export type Changes<T> = { [K in keyof T]?: unknown };

/**
 * The saves of a master record through react-admin's mutation hooks (pessimistic: the dialog closes on the
 * server's answer), as promises so a dialog can await them inside its busy action and stale-save guard.
 * An update sends the changes with the `version` of the record they were made on (a stale one is refused).
 */
export function useRecordWrites<T extends RaRecord = RaRecord>(resource: string) {
  const [create] = useCreate<T>();
  const [update] = useUpdate<T>();
  const dataProvider = useDataProvider();
  return useMemo(
    () => ({
      create: (data: Changes<T>) =>
        new Promise<T>((resolve, reject) => {
          create(
            resource,
            { data: data as Partial<T> },
            { onSuccess: (saved) => resolve(saved as T), onError: reject },
          );
        }),
      // Only the changes and the version read travel: the REST face keeps the fields not sent.
      update: (record: T, changes: Changes<T>) =>
        new Promise<T>((resolve, reject) => {
          update(
            resource,
            {
              id: record.id,
              data: { ...changes, version: (record as { version?: number }).version } as Partial<T>,
              previousData: record,
            },
            { mutationMode: 'pessimistic', onSuccess: (saved) => resolve(saved as T), onError: reject },
          );
        }),
      /** The current record, for the stale-save recovery. */
      getOne: async (id: RaRecord['id']) => (await dataProvider.getOne<T>(resource, { id })).data,
    }),
    [create, update, dataProvider, resource],
  );
}
