import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client.ts';
import { declaredRootFields, introspectSchema } from './support/introspection.ts';
import { rootFieldRules } from './support/root-field-rules.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * Every root field has a declared access rule (test/support/root-field-rules.ts), read by the
 * permission matrix test. A field added without one fails here, so that each new operation is
 * given its permission on purpose.
 */
describe('root fields', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('each have a declared access rule, and no rule names a field that is gone', async () => {
    const { roots } = await introspectSchema(new ApiClient(app.url));
    const served = roots.map((root) => root.key).sort();
    const ruled = Object.keys(rootFieldRules).sort();
    expect(served.filter((field) => !(field in rootFieldRules))).toEqual([]);
    // A rule may name a field of a contract committed ahead of its resolvers, never one no SDL
    // declares any more.
    expect(ruled).toEqual(declaredRootFields());
  });
});
