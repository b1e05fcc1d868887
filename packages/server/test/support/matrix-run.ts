import type { PickValue, RootField, Schema } from './introspection.ts';
import { argumentsFor } from './matrix-arguments.ts';
import {
  classify,
  type EngineFacts,
  engineAllows,
  type Outcome,
  probeProblem,
} from './matrix-expectations.ts';
import type { Caller, MatrixFixture } from './matrix-fixture.ts';
import {
  type ActionRule,
  actionRuleOf,
  type RootFieldRule,
  rootFieldRules,
} from './root-field-rules.ts';

/** One call of one field by one caller, what the engine expected and how it came out. */
export type Cell = { root: RootField; caller: Caller; expected: boolean; outcome: Outcome };

export function describeCell({ root, caller, expected, outcome }: Cell): string {
  const actual = outcome.passed ? 'let through' : `refused (${outcome.code})`;
  return `${root.key} as ${caller.name}: expected ${expected ? 'through' : 'refused'}, ${actual}: ${outcome.answer}`;
}

export const isActionRule = (rule: RootFieldRule) => 'action' in rule;

/**
 * Calls of the schema's root fields as any caller, built from introspection; `roots` narrows
 * the fields it offers (a slice of the matrix).
 */
export function createProber(fixture: MatrixFixture, schema: Schema, roots = schema.roots) {
  return {
    /** The root fields of one transport whose declared rule passes `test`. */
    rootsWhere(kind: 'http' | 'subscription', test: (rule: RootFieldRule) => boolean) {
      // A field without a declared rule is left out here: the matrix's first test names it.
      return roots.filter((root) => {
        const rule = rootFieldRules[root.key];
        return (kind === 'subscription') === (root.kind === 'subscription') && rule && test(rule);
      });
    },
    /** Calls the field as the caller with real arguments (fresh ones if asked). */
    async probe(root: RootField, caller: Caller, fresh: boolean): Promise<Outcome> {
      const rule = actionRuleOf(root.key);
      const given = await argumentsFor(fixture, root.field.name, caller, { fresh });
      // A workspace-wide call given an optional projectId narrows to that project, and its gate
      // with it: the probe makes the call its rule describes.
      const pick: PickValue = (name, type, field) =>
        rule?.on === 'workspace' && name === 'projectId' && type.kind !== 'NON_NULL'
          ? undefined
          : given(name, type, field);
      const { text, variables } = schema.operationFor(root, pick);
      const answer = await caller.client.call(text, variables);
      const problem = probeProblem(answer);
      if (problem) throw new Error(`${root.key} as ${caller.name} is a broken probe: ${problem}`);
      return classify(answer, root.field.name, rule);
    },
  };
}

export type Prober = ReturnType<typeof createProber>;

/**
 * Every field with an action rule, called as each caller with fresh fixtures, against the
 * engine's answer from `facts`; the cells that differ, described.
 */
export async function probeCallers(
  prober: Prober,
  callers: Caller[],
  facts: EngineFacts,
  options: { beforeEachCall?: () => Promise<void>; only?: (rule: ActionRule) => boolean } = {},
) {
  const cells: Cell[] = [];
  const wrong: string[] = [];
  const only = options.only ?? (() => true);
  for (const root of prober.rootsWhere('http', (rule) => 'action' in rule && only(rule))) {
    const rule = actionRuleOf(root.key)!;
    for (const caller of callers) {
      await options.beforeEachCall?.();
      const expected = engineAllows(rule, caller, facts);
      const outcome = await prober.probe(root, caller, true);
      const cell = { root, caller, expected, outcome };
      cells.push(cell);
      if (outcome.passed !== expected) wrong.push(describeCell(cell));
    }
  }
  return { cells, wrong };
}
