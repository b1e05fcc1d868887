import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

const profileQuery = graphql(`query CataloguePeopleGetUserProfile { getUserProfile { id } }`);
const workspacesQuery = graphql(
  `query CataloguePeopleListMyWorkspaces { listMyWorkspaces { id } }`,
);

let counter = 0;
export const newEmail = (name: string) => `${name}.${++counter}.${Date.now()}@example.com`;
/** An id no other test run holds, for rows made straight in the database. */
export const newId = (prefix: string) => `${prefix}-${++counter}-${Date.now()}`;

export type Person = { client: ApiClient; email: string; userId: string; ownWorkspaceId: string };

/** A signed-in account, with its own (free) workspace. */
export async function signedUp(app: TestApp, name: string): Promise<Person> {
  const client = new ApiClient(app.url);
  const email = newEmail(name);
  await signUpAndSignIn(app, client, email);
  const userId = (await client.ok(profileQuery)).getUserProfile!.id;
  const ownWorkspaceId = (await client.ok(workspacesQuery)).listMyWorkspaces[0]!.id;
  return { client, email, userId, ownWorkspaceId };
}

/** The workspace made premium, with 20 licences and this many guest licences. */
export async function makePremium(app: TestApp, workspaceId: string, guestLicenses: number) {
  await app.platform.database.executeSql(
    `update workspaces set plan = 'premium', premium_licenses = 20, guest_license_limit = $2 where id = $1`,
    [workspaceId, guestLicenses],
  );
}

/**
 * Someone who joins the workspace with this role (membership member, or guest), made straight in
 * the database (the invitation flow is the workspaces feature's own test).
 */
export async function joined(app: TestApp, workspaceId: string, role: string, name: string) {
  const person = await signedUp(app, name);
  await app.platform.database.executeSql(
    `insert into workspace_memberships (workspace_id, user_id, role, membership)
     values ($1, $2, $3, $4)`,
    [workspaceId, person.userId, role, role === 'guest' ? 'guest' : 'member'],
  );
  return person;
}
