import { Suspense } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PageLoading } from './common/PageLoading';
import { appMessages } from './i18n/esApp';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { RouteGuard } from './layout/RouteGuard';
import { LoginPage } from './pages/login/LoginPage';
import RoleHome from './pages/RoleHome';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { RESOURCES } from './resources/registry';
import { ROUTES } from './routes';

// main.tsx loads this chunk alone; the route preloading comes with it rather than as a chunk of its own.
export { preloadPath, preloadRoutes } from './routes';
export { prefetchRouteData } from './routeData';
import { theme } from './theme';

/**
 * The back office. Every route needs a session (requireAuth); "/" sends a logged-in user to the
 * home of their role and a logged-out one to /login.
 */
export function App() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      title={appMessages.name}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      dashboard={RoleHome}
      theme={theme}
    >
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} name={resource.name} recordRepresentation={resource.recordRepresentation} />
      ))}
      <CustomRoutes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard route={route}>
                <Suspense fallback={<PageLoading />}>
                  <route.component />
                </Suspense>
              </RouteGuard>
            }
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
