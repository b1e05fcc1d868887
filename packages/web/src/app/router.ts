import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
