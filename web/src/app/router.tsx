import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes, loadScreenTable } from './routes/app-routes';

const router = createBrowserRouter(appRoutes);

// The screens' loader table is not in the first chunk: fetch it once the page has loaded so
// the first navigation does not wait for it.
if (document.readyState === 'complete') void loadScreenTable();
else window.addEventListener('load', () => void loadScreenTable(), { once: true });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
