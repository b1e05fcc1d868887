import { permissionRules } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../graphql/index.ts';
import { ApiClient } from './api-client.ts';
import { introspectSchema, type RootField, type Schema } from './introspection.ts';
import { type EngineFacts, engineAllows, readEngineFacts } from './matrix-expectations.ts';
import { type Caller, type MatrixFixture, matrixFixture } from './matrix-fixture.ts';
import {
  createProber,
  describeCell,
  isActionRule,
  type Prober,
  probeCallers,
} from './matrix-run.ts';
import {
  matrixShardCount,
  matrixShardFile,
  matrixShardFilesPresent,
  matrixShardOf,
  subscriptionsShard,
} from './matrix-shards.ts';
import { probeSubscriptions } from './matrix-subscriptions.ts';
import { type ActionRule, actionRuleOf, rootFieldRules } from './root-field-rules.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { snapshotWorkspace } from './workspace-snapshot.ts';

/**
 * Issue 10: every operation of the schema (found by introspection, not listed here) is called
 * anonymously, by a member of another workspace, as each of the eight roles and with the
 * project's shared link, with real arguments; whether it let the caller through its gate is
 * compared with the permission engine's answer for the field's declared rule
 * (test/support/root-field-rules.ts), computed from the fixture's facts through
 * `effectiveProjectRole` and `can`. Never a hand-written table of expected answers.
 *
 * Each test file test/permission-matrix-<n>.test.ts runs this suite for its slice of the root
 * fields (test/support/matrix-shards.ts), on its own app and fixture.
 */
export function describePermissionMatrix(shard: number) {
  describe(`permission matrix, slice ${shard} of ${matrixShardCount}`, () => {
    let app: TestApp;
    let f: MatrixFixture;
    let schema: Schema;
    /** This slice's root fields, and all of them (for the counts that guard the filters). */
    let slice: RootField[];
    let prober: Prober;
    let everyField: Prober;
    let facts: EngineFacts;
    let linkHolder: Caller;

    /** The eight roles, and a guest the project is shared with. */
    const members = () => [...f.roles, f.sharedGuest];
    const readFacts = () => readEngineFacts(app, f.base.workspaceId, f.base.projectId);

    beforeAll(async () => {
      app = await startTestApp();
      f = await matrixFixture(app);
      schema = await introspectSchema(f.owner.client);
      slice = schema.roots.filter((root) => matrixShardOf(root, schema.roots) === shard);
      prober = createProber(f, schema, slice);
      everyField = createProber(f, schema);
      facts = await readFacts();
      const { projectSharedLink } = await f.call(
        graphql(
          `mutation ProjectSharedLink($w: ID!, $p: ID!) { projectSharedLink(workspaceId: $w, projectId: $p, isShared: true) { sharedLink { accessToken } } }`,
        ),
        f.ids,
      );
      const token: string = projectSharedLink.sharedLink!.accessToken;
      linkHolder = {
        name: 'shared link',
        client: new ApiClient(app.url, { 'x-shared-link': token }),
        sharedLink: token,
        holdsSharedLink: true,
      };
    }, 120_000);
    afterAll(() => app?.stop());

    it('takes a slice of the root fields, each declared a rule, which the other files complete', () => {
      // Every slice has its file, and no other file claims to be one: each field is called once.
      const files = Array.from({ length: matrixShardCount }, (_, n) => matrixShardFile(n + 1));
      expect(matrixShardFilesPresent()).toEqual(files.sort());
      const slices = schema.roots.map((root) => matrixShardOf(root, schema.roots));
      expect(new Set(slices)).toEqual(new Set(files.map((_, n) => n + 1)));
      expect(slice.length).toBeGreaterThan(0);
      // A field without a declared rule fails here, in the slice that calls it, as it does in
      // root-field-access.test.ts.
      expect(slice.filter((root) => !(root.key in rootFieldRules)).map((root) => root.key)).toEqual(
        [],
      );
    });

    it('refuses an anonymous caller every field that is not public, as UNAUTHENTICATED', async () => {
      const wrong: string[] = [];
      const roots = prober.rootsWhere('http', (rule) => !('public' in rule));
      for (const root of roots) {
        const outcome = await prober.probe(root, f.anonymous, false);
        const cell = { root, caller: f.anonymous, expected: false, outcome };
        if (outcome.code !== 'UNAUTHENTICATED') wrong.push(describeCell(cell));
      }
      // Public fields answer anyone; those needing a credential (a mailed code, a refresh cookie)
      // refuse without one, and are left to the identity tests.
      for (const root of prober.rootsWhere('http', (rule) => 'public' in rule && !rule.holder)) {
        const outcome = await prober.probe(root, f.anonymous, false);
        const cell = { root, caller: f.anonymous, expected: true, outcome };
        if (!outcome.passed) wrong.push(describeCell(cell));
      }
      expect(everyField.rootsWhere('http', (rule) => !('public' in rule)).length).toBeGreaterThan(
        100,
      );
      expect(wrong).toEqual([]);
    });

    it('lets any signed-in person call the fields on their own account', async () => {
      const wrong: string[] = [];
      for (const root of prober.rootsWhere('http', (rule) => 'signedIn' in rule)) {
        const outcome = await prober.probe(root, f.outsider, false);
        const cell = { root, caller: f.outsider, expected: true, outcome };
        if (!outcome.passed) wrong.push(describeCell(cell));
      }
      expect(wrong).toEqual([]);
    });

    it('lets a member of another workspace through no gate of this one, changing nothing', async () => {
      const before = await snapshotWorkspace(app, f.base.workspaceId);
      const wrong: string[] = [];
      for (const root of prober.rootsWhere('http', isActionRule)) {
        const rule = actionRuleOf(root.key)!;
        const outcome = await prober.probe(root, f.outsider, false);
        const expected = engineAllows(rule, f.outsider, facts);
        // A stranger is told nothing exists: NOT_FOUND, or null for a "find" query.
        const told =
          outcome.code === 'NOT_FOUND' || (rule.nullWhenRefused && outcome.code === 'null');
        if (expected || !told)
          wrong.push(describeCell({ root, caller: f.outsider, expected, outcome }));
      }
      expect(wrong).toEqual([]);
      expect(await snapshotWorkspace(app, f.base.workspaceId)).toEqual(before);
    });

    // Every role calls every field: a minute or more on a busy 2-core machine. The limit guards
    // against a hang, not a speed.
    it('lets each role of a paid workspace, and a guest shared as editor, through the gates the engine opens and no other', async () => {
      const { cells, wrong } = await probeCallers(prober, members(), facts);
      expect(cells.length).toBe(prober.rootsWhere('http', isActionRule).length * members().length);
      expect(wrong).toEqual([]);
    }, 150_000);

    it('does the same in a free workspace, where the premium gates refuse everyone', async () => {
      const db = app.platform.database;
      // Licences to spare: the calls that add people meet the role gate, not the licence limit.
      await db.executeSql(
        `update workspaces set plan = 'free', free_licenses = 500 where id = $1`,
        [f.base.workspaceId],
      );
      // Under the free cap of active projects, so that creating and copying meet the role gate.
      const keepOneActive = async () => {
        await db.executeSql(
          `update projects set status = 'archived' where workspace_id = $1 and id <> $2 and status = 'active'`,
          [f.base.workspaceId, f.base.projectId],
        );
      };
      try {
        await keepOneActive();
        const free = await readFacts();
        expect(free.workspace.type).toBe('free');
        const { wrong } = await probeCallers(prober, members(), free, {
          beforeEachCall: keepOneActive,
        });
        expect(wrong).toEqual([]);
      } finally {
        await db.executeSql(`update workspaces set plan = 'premium' where id = $1`, [
          f.base.workspaceId,
        ]);
      }
    }, 150_000);

    it('refuses everyone the changes of an archived project, as the engine does', async () => {
      const db = app.platform.database;
      await db.executeSql(`update projects set status = 'archived' where id = $1`, [
        f.base.projectId,
      ]);
      try {
        const archived = await readFacts();
        expect(archived.project.archived).toBe(true);
        // The actions the engine refuses on an archived project; the others are as above.
        const only = (rule: ActionRule) =>
          rule.on === 'project' && permissionRules[rule.action].changesProject === true;
        const { cells, wrong } = await probeCallers(prober, members(), archived, { only });
        const changes = (probed: Prober) =>
          probed.rootsWhere('http', (rule) => 'action' in rule && only(rule)).length;
        expect(cells.length).toBe(changes(prober) * members().length);
        expect(changes(everyField) * members().length).toBeGreaterThan(100);
        expect(wrong).toEqual([]);
      } finally {
        await db.executeSql(`update projects set status = 'active' where id = $1`, [
          f.base.projectId,
        ]);
      }
    });

    it('opens the project reads to the holder of its shared link, and nothing else', async () => {
      const wrong: string[] = [];
      for (const root of prober.rootsWhere('http', (rule) => !('public' in rule))) {
        const rule = actionRuleOf(root.key);
        const expected = rule ? engineAllows(rule, linkHolder, facts) : false;
        const outcome = await prober.probe(root, linkHolder, false);
        if (outcome.passed !== expected) {
          wrong.push(describeCell({ root, caller: linkHolder, expected, outcome }));
        }
      }
      expect(wrong).toEqual([]);
    });

    // The other slices hold no subscription: they open no sockets and cause no events.
    if (shard !== subscriptionsShard) return;
    it('opens and refuses subscriptions as the engine does', async () => {
      const callers = [f.anonymous, f.outsider, linkHolder, ...members()];
      const roots = prober.rootsWhere('subscription', (rule) => !('public' in rule));
      const outcomes = await probeSubscriptions(f, schema, roots, callers);
      const wrong: string[] = [];
      for (const { root, caller, outcome } of outcomes) {
        const rule = actionRuleOf(root.key);
        const expected = rule ? engineAllows(rule, caller, facts) : Boolean(caller.userId);
        // Refused as over HTTP: the anonymous must sign in, the stranger is told nothing exists.
        const code = { anonymous: 'UNAUTHENTICATED', outsider: 'NOT_FOUND' }[caller.name];
        const rightCode = outcome.passed || !code || outcome.code === code;
        if (outcome.passed !== expected || !rightCode) {
          wrong.push(describeCell({ root, caller, expected, outcome }));
        }
      }
      expect(outcomes.length).toBe(roots.length * callers.length);
      expect(wrong).toEqual([]);
      // The events caused reach the owner on every subscription: the probes are heard at all.
      const unheard = outcomes.filter(
        (o) => o.caller.name === 'owner' && o.outcome.code === 'silent',
      );
      expect(unheard.map((o) => o.root.key)).toEqual([]);
    });
  });
}
