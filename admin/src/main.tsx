import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('root element missing');

createRoot(container).render(
  <StrictMode>
    {/* Real paths (/home, /semester/…), as in spec 01 §2; the API serves index.html for them. */}
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
