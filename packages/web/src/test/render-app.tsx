import { appRoutes } from '../app/routes.tsx';
import type { SessionState } from '../features/identity/index.ts';
import { renderRoutes } from './render.tsx';
import { createTestServer, type FieldResolver, sampleStatus } from './test-apollo.ts';

type RenderAppOptions = {
  session?: SessionState;
  resolvers?: Record<string, FieldResolver>;
};

/** The whole app (every route, guards included) at `path`, against a fake server. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const server = createTestServer(sampleStatus, options);
  const view = renderRoutes(appRoutes, path, server);
  return { ...view, server };
}
