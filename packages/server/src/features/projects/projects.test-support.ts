import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

export const createProject =
  graphql(`mutation ProjectsSupportDeprecatedCreateProjectV2($w: ID!, $name: String!, $address: AddressInput, $number: String, $phase: String,
  $budget: Float, $area: Float, $unit: AreaUnit) {
  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: $address, number: $number,
    phase: $phase, baseBudget: $budget, area: $area, areaUnit: $unit) {
    id projectName title status baseBudget area areaUnit powerDensity address { formatted_address }
    viewerCan { edit { allowed } delete { allowed } }
  }
}`);
export const address = { formatted_address: 'Toronto, Ontario, Canada' };

/** A new account, its own workspace (premium when asked), and a way to create projects in it. */
export async function signUpOwner(app: TestApp, email: string, plan?: 'premium') {
  const client = new ApiClient(app.url);
  await signUpAndSignIn(app, client, email);
  const [workspace] = (
    await client.ok(graphql(`query ProjectsSupportListMyWorkspaces { listMyWorkspaces { id } }`))
  ).listMyWorkspaces;
  if (plan) {
    await app.platform.database.db
      .updateTable('workspaces')
      .set({ plan, premium_licenses: 10 })
      .where('id', '=', workspace!.id)
      .execute();
  }
  const create = (name: string, extra: Record<string, unknown> = {}) =>
    client.call(createProject, { w: workspace!.id, name, address, ...extra });
  return { client, workspaceId: workspace!.id as string, create };
}
