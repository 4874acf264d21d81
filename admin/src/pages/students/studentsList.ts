/** The students list's first page as StudentsPage asks for it; routeData.ts asks for the same one ahead. */
export const STUDENTS_PER_PAGE = 25;
export const STUDENTS_SORT = { field: 'apellidos', order: 'ASC' } as const;
export const STUDENTS_FIRST_PAGE = {
  pagination: { page: 1, perPage: STUDENTS_PER_PAGE },
  sort: STUDENTS_SORT,
  filter: {},
};
