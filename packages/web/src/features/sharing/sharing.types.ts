/** The sharing API as the web reads it: aliases of the generated types, and the dialog's own. */
import type { ProjectPermissionType } from '@specboard/domain';
import type {
  OnProjectPermissionChangedSubscription,
  ProjectPageFieldsFragment,
  ProjectPermissionFieldsFragment,
  ProjectSharedLinkFieldsFragment,
  SearchPeopleToShareQuery,
} from '../../graphql/graphql.ts';

export type { ProjectPermissionType };

/** Someone given a role on a project through the share dialog. */
export type ProjectPermission = ProjectPermissionFieldsFragment;

/** A person of the workspace found by searchUsersV4. */
export type UserSearchResult = SearchPeopleToShareQuery['searchUsersV4']['data'][number];

export type PermissionChange = OnProjectPermissionChangedSubscription['onPermissionChanged'];

/** The project's link for reading without signing in, while it is on. */
export type ProjectSharedLink = ProjectSharedLinkFieldsFragment;

/** What the share button and dialog need of a project (the project page's query has it). */
export type ShareableProject = ProjectSharedLink &
  Pick<ProjectPageFieldsFragment, 'title' | 'workspaceId'> & {
    viewerCan: Pick<
      ProjectPageFieldsFragment['viewerCan'],
      'managePermissions' | 'requestInvite' | 'sharedLink'
    >;
  };

/** Someone chosen in the people field: a person of the workspace, or an address typed in. */
export type Invitee = { kind: 'user'; user: UserSearchResult } | { kind: 'email'; email: string };

/** What the share dialog opens with, from ?action=invite&email=…&type=… */
export type InvitePrefill = { invitees: Invitee[]; type: ProjectPermissionType };
