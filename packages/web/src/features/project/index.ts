export { lazyDashboardTab, lazyProjectPage } from './project.routes.ts';
export { type ProjectPageContext, useProjectPage } from './useProjectPage.ts';
