import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { WELCOME_KEY } from './layout/welcome';
import { session } from './providers/session';

const container = document.getElementById('root');
if (!container) throw new Error('root element missing');
const root = createRoot(container);

/** The react-admin app, loaded on demand (its chunk is most of the admin's weight). */
async function showApp() {
  const { App } = await import('./App');
  root.render(
    <StrictMode>
      {/* Real paths (/home, /semester/…), as in spec 01 §2; the API serves index.html for them. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

// Without a session, '/' and '/login' draw the login card alone (MUI only); the app follows the login.
if (!session.isActive() && ['/', '/login'].includes(window.location.pathname)) {
  window.history.replaceState(null, '', '/login');
  void import('./pages/login/StandaloneLogin').then(({ StandaloneLogin }) => root.render(
    <StrictMode>
      <StandaloneLogin onDone={(home) => {
        window.history.replaceState(null, '', home);
        sessionStorage.setItem(WELCOME_KEY, '1');
        void showApp();
      }} />
    </StrictMode>,
  ));
} else {
  void showApp();
}
