/** The projects API as the web reads it: aliases of the types generated from its documents. */
import type {
  OnProjectStatusChangedSubscription,
  ProjectDetailsFieldsFragment,
  ProjectListFieldsFragment,
  SearchAddressQuery,
  StarredProjectListFieldsFragment,
} from '../../graphql/graphql.ts';

export type {
  AddressInput,
  AreaUnit,
  ProjectOrder,
  ProjectStatus,
} from '../../graphql/graphql.ts';

/** An address as the address search answers it. */
export type Address = SearchAddressQuery['searchAddress'][number];

export type Project = ProjectListFieldsFragment;

export type ProjectAbilities = Project['viewerCan'];

/** What the Project Details modal reads and edits, beyond the list's fields. */
export type ProjectDetails = ProjectDetailsFieldsFragment;

/** A saved filtered view of the list: its tags and order (a ProjectSortOption id). */
export type StarredProjectList = StarredProjectListFieldsFragment;

export type ProjectStatusChange = OnProjectStatusChangedSubscription['onProjectStatusChanged'];
