import { PROJECT_DASHBOARD_SEGMENT, PROJECT_VERSIONS_SEGMENT } from '../projects/index.ts';

/** A tab of the project page: a child route, by its path segment ('' for the index route). */
export type ProjectTab = { segment: string; label: string };

/** The project page's tabs, in order: the schedule is the index route (segment ''). */
export const projectTabs: readonly ProjectTab[] = [
  { segment: '', label: 'Schedule' },
  { segment: PROJECT_DASHBOARD_SEGMENT, label: 'Budget dashboard' },
  { segment: PROJECT_VERSIONS_SEGMENT, label: 'Versions' },
];

/** The tab showing at `pathname` under the project page at `basePath`, if any. */
export function findProjectTab(
  tabs: readonly ProjectTab[],
  basePath: string,
  pathname: string,
): ProjectTab | undefined {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : null;
  if (rest === null) return undefined;
  const segment = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  return tabs.find((tab) => tab.segment === segment);
}
