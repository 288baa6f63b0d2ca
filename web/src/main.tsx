import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { forgetEarlierVisitLogout } from './features/auth/utils/logout-markers';
import { forgetStaleNavigation } from './lib/navigation-marker';

forgetEarlierVisitLogout();
forgetStaleNavigation();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
