import type { ProjectPermissionType } from '../../../test/graphql/graphql.ts';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import type { Document } from '../../../test/support/document-text.ts';
import { acceptInvitation } from '../../../test/support/invitations.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';

/** What the tests read of a project permission. */
export const permissionFields = graphql(`fragment SharingPermissionFields on ProjectPermission {
  type typeLabel isPending isPaid workspaceRole offeredTypes
  invitedBy userInfo { id email name }
}`);

export const manageMutation =
  graphql(`mutation SharingManagePermission($w: ID!, $p: ID!, $create: [ProjectPermissionInput!],
  $update: [ProjectPermissionInput!], $delete: [ProjectPermissionRemoval!],
  $invite: [ProjectInviteInput!], $message: String) {
  managePermission(workspaceId: $w, projectId: $p, createPermission: $create,
    updatePermission: $update, deletePermission: $delete, inviteUserToProject: $invite,
    emailMessage: $message) {
    projectId invited wrongEmails permissions { ...SharingPermissionFields } } }`);

export const inviteMutation =
  graphql(`mutation SharingInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {
  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {
    invited wrongEmails permissions { type userInfo { email } isPending } } }`);

export const permissionsQuery = graphql(`query SharingGetProjectPermissions($w: ID!, $p: ID!) {
  getProjectPermissions(workspaceId: $w, projectId: $p) { ...SharingPermissionFields } }`);

export const projectQuery = graphql(`query SharingGetProjectById($w: ID!, $p: ID!, $link: String) {
  getProjectById(workspaceId: $w, id: $p, sharedLink: $link) {
    id projectName isShared starred lastAccessed
    sharedLink { url accessToken generatedAt }
    viewerCan { edit { allowed } managePermissions { allowed } requestInvite { allowed } sharedLink { allowed } }
  } }`);

export const projectsQuery = graphql(`query SharingGetSortedUserProjectsV2($w: ID!) {
  getSortedUserProjectsV2(workspaceId: $w) { data { id projectName } nextToken } }`);

export const createProjectMutation =
  graphql(`mutation SharingSupportDeprecatedCreateProjectV2($w: ID!, $name: String!) {
  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: "Halifax, Canada" }) { id } }`);

export const sharedLinkMutation =
  graphql(`mutation SharingProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean) {
  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset) {
    id isShared sharedLink { url accessToken generatedAt } } }`);

export const suggestMutation =
  graphql(`mutation SharingSuggestCollaborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {
  suggestCollaborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {
    projectId usersToInvite type wrongEmails } }`);

/** The same call under the misspelt name the API keeps for older clients. */
export const suggestMisspeltMutation =
  graphql(`mutation SharingSuggestColloborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {
  suggestColloborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {
    projectId usersToInvite type wrongEmails } }`);

let counter = 0;

/** A fresh address, unique in this run. */
export const newEmail = (name: string) => `${name}.${++counter}.${Date.now()}@example.com`;

/** A signed-in account with no membership of the fixture's workspace, and its id. */
export async function outsider(app: TestApp, name = 'outsider') {
  const client = new ApiClient(app.url);
  const email = newEmail(name);
  await signUpAndSignIn(app, client, email);
  const userId: string = (
    await client.ok(graphql(`query GetUserProfile { getUserProfile { id } }`))
  ).getUserProfile!.id;
  return { client, email, userId };
}

/**
 * A premium workspace's owner (creator of project "Harbour Hotel") with helpers to share it:
 * members by workspace role, outsiders, and the sharing calls as the owner.
 */
export async function sharingFixture(app: TestApp, name = 'sharing') {
  const schedule = await scheduleFixture(app, name);
  const ids = { w: schedule.workspaceId, p: schedule.projectId };
  const ownerId: string = (
    await schedule.client.ok(graphql(`query GetUserProfile { getUserProfile { id } }`))
  ).getUserProfile!.id;
  return {
    ...schedule,
    ids,
    ownerId,
    /** Runs managePermission as the owner (or `as`), answering the whole GraphQL answer. */
    manage(variables: Record<string, unknown>, as = schedule.client) {
      return as.call(manageMutation, { ...ids, ...variables });
    },
    async permissions(as = schedule.client) {
      return (await as.ok(permissionsQuery, ids)).getProjectPermissions as {
        type: string;
        isPending: boolean;
        userInfo: { id: string; email: string };
      }[];
    },
    /**
     * An outsider given the project with `type`, who accepts the invitation it sends them and so
     * joins the workspace as a guest.
     */
    async guest(type: ProjectPermissionType = 'viewer') {
      const person = await outsider(app, `${name}.guest`);
      await schedule.client.ok(manageMutation, {
        ...ids,
        create: [{ userId: person.userId, type }],
      });
      await acceptInvitation(person.client, ids.w);
      return person;
    },
    /** A project of the workspace that is not shared with anyone. */
    async otherProject(projectName = 'Quiet Library') {
      return (await schedule.client.ok(createProjectMutation, { w: ids.w, name: projectName }))
        .deprecatedCreateProjectV2.id as string;
    },
  };
}

export type SharingFixture = Awaited<ReturnType<typeof sharingFixture>>;

/** Collects a subscription's events as whoever `connectionParams` names (a token, a link). */
export const watch = (
  app: TestApp,
  connectionParams: Record<string, unknown>,
  document: Document,
  variables?: Record<string, unknown>,
) => watchSubscription(app.url, connectionParams, document, variables);

/** Long enough for a subscription to be in place (the bus may be Redis). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** Resolves true if the promise settles within the time, false otherwise. */
export async function within(promise: Promise<unknown>, ms = 5000) {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}
