export { ProjectDetailsDialog } from './ProjectDetailsDialog.tsx';
export { PROJECTS_SEGMENT, projectsPath } from './projects.paths.ts';
export { projectRoutes, useProjectsNavItems } from './projects.routes.tsx';
