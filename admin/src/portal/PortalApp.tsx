import { lazy, Suspense, useEffect, useState } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { esES } from '@mui/material/locale';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PALETTE } from '../palette';
import { portalMessages as P } from '../i18n/portal';
import { session } from '../providers/session';
import { Loaded } from './Loaded';
import { PortalContext } from './PortalContext';
import { portalApi } from './portalClient';

const theme = createTheme({ palette: PALETTE }, esES);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

// Each section is its own chunk: the first one shown loads alone.
const pages = {
  cuenta: lazy(() => import('./pages/AccountPage')),
  notas: lazy(() => import('./pages/GradesPage')),
  asistencia: lazy(() => import('./pages/AttendancePage')),
  clases: lazy(() => import('./pages/ClassesPage')),
  credencial: lazy(() => import('./pages/CredentialPage')),
  avisos: lazy(() => import('./pages/NoticesPage')),
};
const ActivatePage = lazy(() => import('./pages/ActivatePage'));

const CHILD_KEY = 'portalStudent';

/** The signed-in portal: who is in, which student is shown, and the sections. */
function SignedIn() {
  const me = useQuery({ queryKey: ['portal', 'me'], queryFn: portalApi.me });
  const [chosen, setChosen] = useState<number | null>(() => Number(sessionStorage.getItem(CHILD_KEY)) || null);
  useEffect(() => {
    if (chosen) sessionStorage.setItem(CHILD_KEY, String(chosen));
  }, [chosen]);
  return (
    <Loaded query={me}>
      {(data) => {
        const known = data.estudiantes.find((s) => s.idEstudiante === chosen) ?? data.estudiantes[0];
        if (!known) return <p>{P.failed}</p>;
        return (
          <PortalContext.Provider value={{ me: data, studentId: known.idEstudiante, setStudentId: setChosen }}>
            <Suspense fallback={<p role="status">{P.loading}</p>}>
              <Routes>
                {Object.entries(pages).map(([path, Page]) => (
                  <Route key={path} path={`/portal/${path}`} element={<Page />} />
                ))}
                <Route path="*" element={<Navigate to="/portal/cuenta" replace />} />
              </Routes>
            </Suspense>
          </PortalContext.Provider>
        );
      }}
    </Loaded>
  );
}

/**
 * The student and guardian portal: a light entry of its own (MUI, react-router, react-query; no react-admin), for a
 * phone first. The activation page is public; every other page needs a portal session (main.tsx sends others to
 * the shared login page).
 */
export function PortalApp() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route
              path="/portal/activar"
              element={
                <Suspense fallback={<p role="status">{P.loading}</p>}>
                  <ActivatePage />
                </Suspense>
              }
            />
            <Route path="*" element={session.isActive() ? <SignedIn /> : <GoToLogin />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function GoToLogin() {
  useEffect(() => window.location.assign('/login'), []);
  return null;
}
