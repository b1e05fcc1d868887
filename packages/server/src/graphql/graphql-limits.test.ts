import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { postGraphQL, startTestApp, type TestApp } from '../../test/support/test-app.ts';

const statusQuery = '{ systemStatus { version database startedAt } }';

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
    expect(body.data.systemStatus).toMatchObject({
      version: expect.any(String),
      database: app.platform.database.kind === 'embedded' ? 'EMBEDDED' : 'POSTGRES',
    });
  });

  it('refuses an over-deep query, naming the depth limit', async () => {
    const deep = await postGraphQL(app.url, '{ systemStatus { notices { id } } }');
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
    const { status, body } = await postGraphQL(app.url, '{ systemStatus { version } }');
    expect(status).toBe(200);
    expect(body.data.systemStatus.version).toBeTruthy();
  });
});
