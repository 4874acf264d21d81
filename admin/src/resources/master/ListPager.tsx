import { Pagination, useListContext } from 'react-admin';

/** The list's page switcher, only when there is more than one page (most lists of the institute fit one). */
export function ListPager() {
  const { total, perPage } = useListContext();
  return (total ?? 0) > perPage ? <Pagination rowsPerPageOptions={[]} /> : null;
}
