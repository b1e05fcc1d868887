/** The project page's project (getProjectById), as an alias of the generated type. */
import type {
  OnProjectPageStatusChangedSubscription,
  ProjectPageFieldsFragment,
} from '../../graphql/graphql.ts';

export type ProjectDetails = ProjectPageFieldsFragment;

export type ProjectStatusChange = OnProjectPageStatusChangedSubscription['onProjectStatusChanged'];
