import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { documentText } from '../../../test/support/document-text.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { connectGraphQLWebSocket } from '../../../test/support/ws-client.ts';

describe('the budget dashboard of a project', () => {
  let app: TestApp;
  let client: ApiClient;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    app = await startTestApp();
    client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'dashboard.owner@example.com');
    workspaceId = (
      await client.ok(graphql(`query AggregationApiListMyWorkspaces { listMyWorkspaces { id } }`))
    ).listMyWorkspaces[0]!.id;
    projectId = (
      await client.ok(
        graphql(
          `mutation AggregationApiDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: "Gallery", address: { formatted_address: "Lyon, France" }, baseBudget: 90000, area: 1200, areaUnit: meter, powerDensity: 8.5) { id } }`,
        ),
        { w: workspaceId },
      )
    ).deprecatedCreateProjectV2.id;
  });
  afterAll(() => app.stop());

  it('shows the base budget, area and target, with zero totals while the schedule is empty', async () => {
    const { getProjectAggregation } = await client.ok(
      graphql(`query AggregationApiDashboard($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {
        id baseBudget totalCost totalPower area areaUnit powerDensity targetPowerDensity typeSumValues { type } notes
      } }`),
      { p: projectId, w: workspaceId },
    );
    expect(getProjectAggregation).toMatchObject({
      baseBudget: 90000,
      totalCost: '0',
      totalPower: 0,
      area: 1200,
      areaUnit: 'meter',
      powerDensity: 0,
      targetPowerDensity: 8.5,
      typeSumValues: [],
      notes: '',
    });
  });

  it('changes the base budget and notes, and pushes the new figures to watchers', async () => {
    const { getProjectAggregation } = await client.ok(
      graphql(
        `query AggregationApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { id } }`,
      ),
      { p: projectId, w: workspaceId },
    );
    const ws = connectGraphQLWebSocket(app.url, { authorization: `Bearer ${client.accessToken}` });
    const pushed = new Promise<any>((resolve, reject) => {
      ws.subscribe(
        {
          query: documentText(
            graphql(
              `subscription AggregationApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget notes } }`,
            ),
          ),
          variables: { projectId, workspaceId },
        },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { updateProjectAggregation } = await client.ok(
      graphql(
        `mutation UpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 120000) { baseBudget } }`,
      ),
      { p: projectId, w: workspaceId },
    );
    expect(updateProjectAggregation.baseBudget).toBe(120000);
    expect((await pushed).data.onProjectAggregation).toEqual({ baseBudget: 120000, notes: '' });
    await ws.dispose();

    const { updateProjectAggregationNotes } = await client.ok(
      graphql(
        `mutation UpdateProjectAggregationNotes($p: ID!, $w: ID!, $a: ID!) { updateProjectAggregationNotes(projectId: $p, workspaceId: $w, aggregationId: $a, notes: "Budget held after value engineering.") { notes } }`,
      ),
      { p: projectId, w: workspaceId, a: getProjectAggregation.id },
    );
    expect(updateProjectAggregationNotes.notes).toBe('Budget held after value engineering.');
    const negative = await client.call(
      graphql(
        `mutation AggregationApiUpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: -5) { baseBudget } }`,
      ),
      { p: projectId, w: workspaceId },
    );
    expect(negative.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(negative.errors?.[0].message).toBe('The base budget cannot be negative.');

    // The budget keeps its cents exactly; a fraction of a cent is refused, changing nothing.
    const { updateProjectAggregation: cents } = await client.ok(
      graphql(
        `mutation AggregationApiUpdateProjectAggregation2($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 185000.50) { baseBudget } }`,
      ),
      { p: projectId, w: workspaceId },
    );
    expect(cents.baseBudget).toBe(185000.5);
    const fraction = await client.call(
      graphql(
        `mutation AggregationApiUpdateProjectAggregation3($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 10.505) { baseBudget } }`,
      ),
      { p: projectId, w: workspaceId },
    );
    expect(fraction.errors?.[0].message).toBe('The base budget can have at most 2 decimals.');
    const { getProjectById } = await client.ok(
      graphql(
        `query AggregationApiGetProjectById($p: ID!, $w: ID!) { getProjectById(id: $p, workspaceId: $w) { baseBudget } }`,
      ),
      { p: projectId, w: workspaceId },
    );
    expect(getProjectById!.baseBudget).toBe(185000.5);
  });
});
