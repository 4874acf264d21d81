import { LIST_PAGE } from '../../resources/master/useRecordList';

/** The semesters list's first page as SemestersPage asks for it; routeData.ts asks for the same one ahead. */
export const SEMESTERS_SORT = { field: 'periodo', order: 'DESC' } as const;
export const SEMESTERS_FIRST_PAGE = { pagination: { page: 1, perPage: LIST_PAGE }, sort: SEMESTERS_SORT, filter: {} };
