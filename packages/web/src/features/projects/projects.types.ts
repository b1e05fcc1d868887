/** Mirrors packages/server/src/features/projects/projects.graphql (the fields the web app reads). */
import type { Ability } from '../workspaces/workspaces.types.ts';

export type ProjectStatus = 'active' | 'archived';
export type ProjectOrder = 'createdDate' | 'lastAccessed' | 'projectName' | 'number';
export type AreaUnit = 'feet' | 'meter';

export type AddressComponent = { long_name: string; short_name: string; types: string[] };

export type Address = {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } } | null;
  address_components: AddressComponent[];
};

/** What the create mutation takes: typed free text is sent as `{ formatted_address }` only. */
export type AddressInput = {
  formatted_address: string;
  geometry?: { location: { lat: number; lng: number } } | null;
  address_components?: AddressComponent[];
};

export type ProjectAbilities = {
  edit: Ability;
  editSetup: Ability;
  archive: Ability;
  delete: Ability;
  copy: Ability;
  changeSourceLibrary: Ability;
};

export type Project = {
  id: string;
  projectName: string;
  number: string | null;
  phase: string | null;
  status: ProjectStatus;
  creator: { id: string; name: string | null; email: string };
  projectLastModified: string;
  createdDate: string;
  lastAccessed: string | null;
  address: { formatted_address: string } | null;
  location: string | null;
  projectColor: string | null;
  projectIcon: string | null;
  tags: string[];
  /** The viewer starred it (their user project preference 'starred'). */
  starred: boolean;
  workspaceId: string;
  title: string;
  viewerCan: ProjectAbilities;
};

/** What the Project Details modal reads and edits, beyond the list's fields. */
export type ProjectDetails = Omit<Project, 'address' | 'viewerCan'> & {
  viewerCan: ProjectAbilities & { tags: Ability };
  address: Address | null;
  baseBudget: number;
  area: number;
  areaUnit: AreaUnit;
  powerDensity: number;
};

export type ProjectDetailsVariables = {
  id: string;
  workspaceId: string;
  /** Sent only when changed: renaming is a setup change. */
  projectName?: string;
  number: string;
  phase: string;
  address: AddressInput;
  baseBudget: number;
  area: number;
  areaUnit: AreaUnit;
  powerDensity: number;
};

/** A saved filtered view of the list: its tags and order (a ProjectSortOption id). */
export type StarredProjectList = {
  id: string;
  name: string;
  sortingMode: string | null;
  tags: string[];
};

export type ColorIconPalette = { default_colors: string[]; default_icons: string[] };

export type ProjectList = { data: Project[]; nextToken: string | null };

export type ProjectStatusChange = { projectId: string; workspaceId: string; status: ProjectStatus };

export type CreateProjectVariables = {
  workspaceId: string;
  projectName: string;
  address: AddressInput;
  phase: string;
  number: string;
  baseBudget: number;
  area: number;
  areaUnit: AreaUnit;
  powerDensity: number;
};
