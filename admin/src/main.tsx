import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { WELCOME_KEY } from './layout/welcome';
import { whenIdle } from './preloadable';
import { session } from './providers/session';
import { isPortalRole } from '../../domain/session';

const container = document.getElementById('root');
if (!container) throw new Error('root element missing');
const root = createRoot(container);

/** The pages fetched while the login form waits: the homes of roles 1 and 2 and the administrator's first lists. */
const FIRST_PAGES = ['/home', '/home-administrative', '/semester', '/student'];

/** The react-admin app, loaded on demand (its chunk is most of the admin's weight). */
async function showApp() {
  const { App, preloadPath, prefetchRouteData } = await import('./App');
  // The page of the address and its first request start before the app has rendered its route (the home after
  // the login, a reload on /student…).
  void preloadPath(window.location.pathname).catch(() => undefined);
  prefetchRouteData(window.location.pathname);
  root.render(
    <StrictMode>
      {/* Real paths (/home, /semester/…), as in spec 01 §2; the API serves index.html for them. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

/** The student and guardian portal: a light entry of its own (no react-admin), never the staff screens. */
async function showPortal() {
  const { PortalApp } = await import('./portal/PortalApp');
  root.render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}

const path = window.location.pathname;
const portalSession = session.isActive() && isPortalRole(session.get().user?.idRol);

if (path === '/portal/activar' || (portalSession && !['/', '/login'].includes(path))) {
  void showPortal();
} else if (portalSession) {
  window.history.replaceState(null, '', '/portal/cuenta');
  void showPortal();
} else if (!session.isActive() && (['/', '/login'].includes(path) || path.startsWith('/portal'))) {
  // Without a session, '/' and '/login' draw the login card alone (MUI only); the app follows the login.
  window.history.replaceState(null, '', '/login');
  void import('./pages/login/StandaloneLogin').then(({ StandaloneLogin }) => {
    root.render(
      <StrictMode>
        <StandaloneLogin
          onDone={(home) => {
            window.history.replaceState(null, '', home);
            if (home.startsWith('/portal')) return void showPortal();
            sessionStorage.setItem(WELCOME_KEY, '1');
            void showApp();
          }}
        />
      </StrictMode>,
    );
    // Once the card is painted, the app and its first pages load while the user types (not part of what /login
    // needs to show: scripts/bench/login-bytes.ts counts what comes before the card).
    whenIdle(() => import('./App').then(({ preloadRoutes }) => preloadRoutes(FIRST_PAGES)));
  });
} else {
  void showApp();
}
