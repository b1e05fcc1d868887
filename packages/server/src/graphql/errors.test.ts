import { AppError } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL, startTestApp, type TestApp } from '../../test/support/test-app.ts';
import type { Feature } from './feature.ts';

const failingFeature: Feature = {
  name: 'failing',
  typeDefs: 'type Query { failWith(kind: String!): String }',
  resolvers: {
    Query: {
      failWith: (_parent: unknown, { kind }: { kind: string }) => {
        if (kind === 'expected') throw new AppError('VERSION_CONFLICT', 'Version Conflict');
        throw new Error('connection reset by peer at 10.0.0.3');
      },
    },
  } as never,
};

describe('errors reaching a client', () => {
  let app: TestApp;
  const logged: unknown[] = [];

  beforeAll(async () => {
    app = await startTestApp({}, { extraFeatures: [failingFeature] });
    const original = app.platform.logger.error.bind(app.platform.logger);
    app.platform.logger.error = ((...args: unknown[]) => {
      logged.push(args[0]);
      return (original as (...a: unknown[]) => void)(...args);
    }) as never;
  });
  afterAll(() => app.stop());

  it('carry the message of an expected error verbatim with its code', async () => {
    const { body } = await postGraphQL(app.url, '{ failWith(kind: "expected") }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Version Conflict',
      extensions: { code: 'VERSION_CONFLICT' },
    });
  });

  it('hide an unexpected error behind "Something went wrong" and log it with the request id', async () => {
    const { body } = await postGraphQL(app.url, '{ failWith(kind: "bug") }');
    const error = body.errors?.[0];
    expect(error.message).toBe('Something went wrong');
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(body)).not.toContain('10.0.0.3');
    expect(logged).toContainEqual(
      expect.objectContaining({ requestId: error.extensions.requestId }),
    );
  });
});
