import { useListController, type RaRecord, type SortPayload } from 'react-admin';

/** One page of a master list: every list of the back office shows at most this many rows before paging. */
export const LIST_PAGE = 100;

export interface RecordListOptions {
  /** Permanent filter (the semester of a group list, …). */
  filter?: Record<string, unknown>;
  /** The user's filter it starts with (search box, dates, type…). */
  filterDefaultValues?: Record<string, unknown>;
  sort?: SortPayload;
  perPage?: number;
  /** What a failed load does; by default it is logged and the list shows its empty text with 'Volver a Intentar' (spec 01 §8). */
  onError?: (error: unknown) => void;
}

/**
 * react-admin's list controller over a REST-face resource for the spec's own list screens: the state stays in
 * the page (the spec's routes carry no list parameters, so nothing is synced with the address or the store).
 */
export function useRecordList<T extends RaRecord>(resource: string, options: RecordListOptions = {}) {
  return useListController<T>({
    resource,
    filter: options.filter,
    filterDefaultValues: options.filterDefaultValues,
    sort: options.sort,
    perPage: options.perPage ?? LIST_PAGE,
    disableSyncWithLocation: true,
    storeKey: false,
    queryOptions: { onError: options.onError ?? ((error: unknown) => console.error(error)) },
  });
}

/** The row number a list shows in its 'Nro' column, counting the rows of the pages before. */
export const rowNumber = (page: number, perPage: number, index: number) => (page - 1) * perPage + index + 1;
