import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { collectionFixture } from '../schedule/collection.test-support.ts';

const commandsQuery = graphql(
  `query ProductCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed reason message } }`,
);

describe("the schedule's product commands", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('offer Save as new product and Compare with library to editors of a premium workspace, and say why not on a free one', async () => {
    const fixture = await collectionFixture(app, 'refs-commands');
    const variables = { p: fixture.projectId, w: fixture.workspaceId };
    const product = (names: string[]) => async () =>
      (await fixture.client.ok(commandsQuery, variables)).getScheduleCommands.filter((command) =>
        names.includes(command.name),
      );
    const read = product(['saveAsNewProduct', 'compareWithLibrary']);

    expect(await read()).toEqual([
      { name: 'saveAsNewProduct', allowed: true, reason: null, message: null },
      { name: 'compareWithLibrary', allowed: true, reason: null, message: null },
    ]);

    await app.platform.database.executeSql(`update workspaces set plan = 'free' where id = $1`, [
      fixture.workspaceId,
    ]);
    const onFree = await read();
    expect(onFree).toHaveLength(2);
    for (const command of onFree) {
      expect(command.allowed).toBe(false);
      expect(command.message).toBe('Please upgrade to use this feature');
    }
  });
});
