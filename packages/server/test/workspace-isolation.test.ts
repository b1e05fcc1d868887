import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpAndSignIn } from './support/api-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { connectGraphQLWebSocket } from './support/ws-client.ts';

/**
 * A member of one workspace reaches nothing of another through any operation that takes a
 * workspaceId: every such root field is found in the schema (not listed by hand), called with the
 * other workspace's id and made-up values for the rest, and must answer NOT_FOUND or nothing, and
 * leave the other workspace as it was.
 */
type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type IntrospectedField = { name: string; type: TypeRef; args: { name: string; type: TypeRef }[] };
type IntrospectedType = {
  kind: string;
  name: string;
  fields: IntrospectedField[] | null;
  inputFields: { name: string; type: TypeRef }[] | null;
  enumValues: { name: string }[] | null;
};

const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const introspection = `{ __schema {
  queryType { name } mutationType { name }
  types { kind name
    fields(includeDeprecated: true) { name type { ${typeRef} } args { name type { ${typeRef} } } }
    inputFields { name type { ${typeRef} } }
    enumValues { name }
  }
} }`;

describe('no operation reaches another workspace', () => {
  let app: TestApp;
  let intruder: ApiClient;
  let owner: ApiClient;
  let victimWorkspaceId: string;
  let victimOwnerId: string;
  let types: Map<string, IntrospectedType>;
  let roots: { query: string; mutation: string };

  const snapshot = async () => ({
    workspace: await app.platform.database.db
      .selectFrom('workspaces')
      .selectAll()
      .where('id', '=', victimWorkspaceId)
      .executeTakeFirst(),
    members: await app.platform.database.db
      .selectFrom('workspace_memberships')
      .selectAll()
      .where('workspace_id', '=', victimWorkspaceId)
      .orderBy('user_id')
      .execute(),
  });

  beforeAll(async () => {
    app = await startTestApp();
    owner = new ApiClient(app.url);
    const session = await signUpAndSignIn(app, owner, 'victim.owner@example.com');
    victimOwnerId = session.user.id;
    victimWorkspaceId = (await owner.ok('{ listMyWorkspaces { id } }')).listMyWorkspaces[0].id;
    intruder = new ApiClient(app.url);
    await signUpAndSignIn(app, intruder, 'intruder@example.com');
    const { __schema } = await owner.ok(introspection);
    types = new Map(__schema.types.map((type: IntrospectedType) => [type.name, type]));
    roots = { query: __schema.queryType.name, mutation: __schema.mutationType.name };
  });

  // An argument named so, or an input object with such a field (createComment's input).
  const takes = (arg: { name: string; type: TypeRef }, argument: string) =>
    arg.name === argument ||
    (types.get(named(arg.type).name!)?.inputFields ?? []).some((field) => field.name === argument);
  const rootFieldsTaking = (argument: string) =>
    (['query', 'mutation'] as const).flatMap((kind) =>
      (types.get(roots[kind])?.fields ?? [])
        .filter((field) => field.args.some((arg) => takes(arg, argument)))
        .map((field) => ({ kind, field })),
    );
  afterAll(() => app.stop());

  const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);
  const printType = (ref: TypeRef): string =>
    ref.kind === 'NON_NULL'
      ? `${printType(ref.ofType!)}!`
      : ref.kind === 'LIST'
        ? `[${printType(ref.ofType!)}]`
        : ref.name!;

  function sampleValue(ref: TypeRef, argName: string): unknown {
    if (ref.kind === 'NON_NULL') return sampleValue(ref.ofType!, argName);
    if (ref.kind === 'LIST') return [sampleValue(ref.ofType!, argName)];
    const type = types.get(ref.name!)!;
    if (type.kind === 'ENUM') return type.enumValues![0]!.name;
    if (type.kind === 'INPUT_OBJECT') {
      return Object.fromEntries(
        type
          .inputFields!.filter((field) => field.type.kind === 'NON_NULL')
          .map((field) => [field.name, sampleValue(field.type, field.name)]),
      );
    }
    if (argName === 'workspaceId') return victimWorkspaceId;
    if (argName === 'userId') return victimOwnerId;
    if (argName === 'email') return 'someone@example.com';
    if (type.name === 'CellVersion') return '1.0';
    if (type.name === 'Int') return 1;
    if (type.name === 'Float') return 1.5;
    if (type.name === 'Boolean') return true;
    return 'sample';
  }

  function operationFor(kind: 'query' | 'mutation', field: IntrospectedField) {
    const declared = field.args.map((arg) => `$${arg.name}: ${printType(arg.type)}`).join(', ');
    const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const returned = types.get(named(field.type).name!);
    const selection = returned?.kind === 'OBJECT' ? ' { __typename }' : '';
    const variables = Object.fromEntries(
      field.args.map((arg) => [arg.name, sampleValue(arg.type, arg.name)]),
    );
    return {
      text: `${kind} Probe(${declared}) { ${field.name}(${passed})${selection} }`,
      variables,
    };
  }

  it('answers every operation taking a workspaceId with NOT_FOUND or nothing, and changes nothing', async () => {
    const before = await snapshot();
    const tried: string[] = [];
    for (const { kind, field } of rootFieldsTaking('workspaceId')) {
      // White-label sign-in pages show a workspace's name and logo to anyone holding its link.
      if (field.name === 'getWorkspaceBranding') continue;
      const { text, variables } = operationFor(kind, field);
      const answer = await intruder.call(text, variables);
      tried.push(field.name);
      const refused =
        answer.errors?.some((error) => error.extensions?.code === 'NOT_FOUND') ||
        answer.data?.[field.name] === null;
      expect(refused, `${field.name} answered ${JSON.stringify(answer)}`).toBe(true);
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'getWorkspace',
        'inviteToWorkspace',
        'updateWorkspaceInfo',
        'updateWorkspace',
        'listUsersInWorkspace',
        'getComment',
        'listComments',
        'createComment',
        'editComment',
        'getAttachmentInfo',
        'addRowFollower',
      ]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a subscription to another workspace’s events', async () => {
    const ws = connectGraphQLWebSocket(app.url, {
      authorization: `Bearer ${intruder.accessToken}`,
    });
    const outcome = await new Promise<any>((resolve) => {
      ws.subscribe(
        {
          query: `subscription { inviteToWorkspaceReport(workspaceId: "${victimWorkspaceId}") { requestId } }`,
        },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    await ws.dispose();
    expect(JSON.stringify(outcome)).toContain('NOT_FOUND');
  });
});
