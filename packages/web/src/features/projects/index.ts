export { ProjectDetailsDialog } from './ProjectDetailsDialog.tsx';
export {
  PROJECT_DASHBOARD_SEGMENT,
  PROJECT_VERSIONS_SEGMENT,
  PROJECTS_SEGMENT,
  projectPath,
  projectsPath,
} from './projects.paths.ts';
export { projectRoutes, useProjectsNavItems } from './projects.routes.tsx';
