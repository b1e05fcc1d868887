export { SHARED_PROJECT_ROUTE, sharedProjectPath } from './shared-project.paths.ts';
export { sharedProjectRoutes } from './shared-project.routes.tsx';
