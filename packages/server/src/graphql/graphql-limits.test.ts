import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { graphql } from '../../test/graphql/index.ts';
import { scheduleFixture } from '../../test/support/schedule-fixture.ts';
import { postGraphQL, startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { connectGraphQLWebSocket } from '../../test/support/ws-client.ts';

const statusQuery = graphql(
  `query GraphqlLimitsSystemStatus2 { systemStatus { version database startedAt } }`,
);

describe('the /graphql endpoint refuses abuse with an error naming the limit, and keeps serving', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      GRAPHQL_MAX_DEPTH: '2',
      GRAPHQL_MAX_ALIASES: '3',
      MAX_BODY_BYTES: '10000',
    });
  });
  afterAll(() => app.stop());

  it('answers a normal query over HTTP', async () => {
    const { status, body } = await postGraphQL(app.url, statusQuery);
    expect(status).toBe(200);
    expect(body.data!.systemStatus).toMatchObject({
      version: expect.any(String),
      database: app.platform.database.kind === 'embedded' ? 'EMBEDDED' : 'POSTGRES',
    });
  });

  it('refuses an over-deep query, naming the depth limit', async () => {
    const deep = await postGraphQL(
      app.url,
      graphql(`query SystemStatus { systemStatus { notices { id } } }`),
    );
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors?.[0].message).toMatch(/depth limit of 2 exceeded/i);
    expect(deep.body.errors?.[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses too many aliases, naming the alias limit', async () => {
    const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: systemStatus { version }`);
    const { body } = await postGraphQL(app.url, `{ ${aliases.join(' ')} }`);
    expect(body.errors?.[0].message).toMatch(/aliases limit of 3 exceeded/i);
  });

  it('refuses an over-large body with 413, naming the byte limit', async () => {
    const padding = 'x'.repeat(20_000);
    const { status, body } = await postGraphQL(
      app.url,
      `{ systemStatus { version } } # ${padding}`,
    );
    expect(status).toBe(413);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Request body exceeds the limit of 10000 bytes',
      extensions: { code: 'REQUEST_TOO_LARGE', limit: 10000 },
    });
  });

  it('closes a WebSocket that sends a malformed message with a clear reason', async () => {
    const socket = new WebSocket(
      `${app.url.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.send('{ this is not json');
    const { code, reason } = await closed;
    expect(code).toBe(4400);
    expect(reason).toMatch(/invalid|unexpected|json/i);
  });

  it('answers unknown fields with a validation error and no data', async () => {
    const { body } = await postGraphQL(app.url, '{ systemStatus { nope } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Cannot query field "nope" on type "SystemStatus".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('still serves after every refusal above', async () => {
    const { status, body } = await postGraphQL(
      app.url,
      graphql(`query GraphqlLimitsSystemStatus { systemStatus { version } }`),
    );
    expect(status).toBe(200);
    expect(body.data!.systemStatus.version).toBeTruthy();
  });
});

describe('the cost limit counts list sizes (issue 17, item 10)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const page = (alias: string) =>
    `${alias}: getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: 2000) { data nextToken }`;

  it('refuses 30 aliases of a 2,000-row page before running, naming the limit; one page is served', async () => {
    const schedule = await scheduleFixture(app, 'amplify');
    for (let i = 0; i < 3; i++) await schedule.createRow({ typeDesignation: `A${i}` });
    const aliases = Array.from({ length: 30 }, (_, i) => page(`a${i}`));
    const started = Date.now();
    const refused = await schedule.client.call(
      `query ($p: ID!, $w: ID!) { ${aliases.join(' ')} }`,
      schedule.ids,
    );
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toEqual([
      {
        message:
          'Query is too large: it would return about 300060 values, over the limit of 20000. Ask for smaller pages or fewer fields or aliases.',
        extensions: { code: 'QUERY_TOO_COMPLEX', cost: 300060, limit: 20000 },
      },
    ]);
    expect(Date.now() - started).toBeLessThan(2000);

    // The app's own read: one page of 2,000 rows.
    const served = await schedule.client.ok(
      `query ($p: ID!, $w: ID!) { ${page('rows')} }`,
      schedule.ids,
    );
    expect(served.rows.data).toHaveLength(3);
  });

  it('refuses over WebSocket as over HTTP', async () => {
    const schedule = await scheduleFixture(app, 'amplify-ws');
    const ws = connectGraphQLWebSocket(app.url, {
      authorization: `Bearer ${schedule.client.accessToken}`,
    });
    try {
      const aliases = Array.from({ length: 30 }, (_, i) => page(`a${i}`));
      const answer = await new Promise<{ data?: unknown; errors?: any[] }>((resolve, reject) => {
        ws.subscribe(
          { query: `query ($p: ID!, $w: ID!) { ${aliases.join(' ')} }`, variables: schedule.ids },
          { next: resolve as never, error: reject, complete: () => {} },
        );
      });
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
    } finally {
      await ws.dispose();
    }
  });
});
