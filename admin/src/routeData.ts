import { homePathFor } from './layout/menuItems';
import { SEMESTERS_FIRST_PAGE } from './pages/semesters/semestersList';
import { STUDENTS_FIRST_PAGE } from './pages/students/studentsList';
import { dataProvider, type AppDataProvider } from './providers/dataProvider';
import { prefetch } from './providers/httpClient';
import { session } from './providers/session';
import type { SessionUser } from './providers/types';

/**
 * The first request of a page, asked for as soon as the page is known to come (the login answer names the home;
 * a menu click the page) instead of after it has loaded and drawn itself: the page's own call then takes the
 * answer already on its way (httpClient's `prefetch`). Only pages on the way to the daily lists; a page whose
 * call differs from what is asked here just makes its own request.
 */
const FIRST_REQUEST: Record<string, (dp: AppDataProvider, user: SessionUser, departmentId: number | null) => unknown> =
  {
    // The department chooser's list, then the dashboard of its first department (role 1's home, AdminSummary).
    [homePathFor(1)]: (dp, user) =>
      user.idRol !== 1
        ? undefined
        : dp.selectDepartaments(1).then((departments) => {
            const first = departments[0];
            if (first) prefetch(() => dp.dashboard(first.idDepartamento));
          }),
    // The page a chosen department opens.
    '/semester': (dp, _user, departmentId) =>
      departmentId === null ? undefined : dp.getList('semesters', SEMESTERS_FIRST_PAGE),
    '/student': (dp, _user, departmentId) =>
      departmentId === null ? undefined : dp.getList('students', STUDENTS_FIRST_PAGE),
  };

export function prefetchRouteData(path: string): void {
  const { user } = session.get();
  const request = FIRST_REQUEST[path];
  if (!user || !request) return;
  prefetch(() => request(dataProvider, user, session.departmentId()));
}
