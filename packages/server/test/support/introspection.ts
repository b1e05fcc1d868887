import fs from 'node:fs';
import { Kind, parse } from 'graphql';
import type { ApiClient } from './api-client.ts';

/** The schema as introspection tells it, for tests that build operations from it. */
export type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
export type IntrospectedArg = { name: string; type: TypeRef };
export type IntrospectedField = { name: string; type: TypeRef; args: IntrospectedArg[] };
export type IntrospectedType = {
  kind: string;
  name: string;
  fields: IntrospectedField[] | null;
  inputFields: IntrospectedArg[] | null;
  enumValues: { name: string }[] | null;
};
export type RootKind = 'query' | 'mutation' | 'subscription';
export type RootField = { kind: RootKind; field: IntrospectedField; key: string };

const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const introspection = `{ __schema {
  queryType { name } mutationType { name } subscriptionType { name }
  types { kind name
    fields(includeDeprecated: true) { name type { ${typeRef} } args { name type { ${typeRef} } } }
    inputFields { name type { ${typeRef} } }
    enumValues { name }
  }
} }`;

const rootTypeNames: Record<RootKind, string> = {
  query: 'Query',
  mutation: 'Mutation',
  subscription: 'Subscription',
};

export const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);

export const printType = (ref: TypeRef): string =>
  ref.kind === 'NON_NULL'
    ? `${printType(ref.ofType!)}!`
    : ref.kind === 'LIST'
      ? `[${printType(ref.ofType!)}]`
      : ref.name!;

/**
 * Picks the value of one argument (or input field) by its name and type; undefined leaves an
 * optional one out.
 */
export type PickValue = (name: string, type: TypeRef, field: string) => unknown;

/** The served schema, read by introspection, and operations built from its root fields. */
export async function introspectSchema(client: ApiClient) {
  const { __schema } = await client.ok(introspection);
  const types = new Map<string, IntrospectedType>(
    __schema.types.map((type: IntrospectedType) => [type.name, type]),
  );
  const roots: RootField[] = (['query', 'mutation', 'subscription'] as const).flatMap((kind) =>
    (types.get(rootTypeNames[kind])?.fields ?? []).map((field) => ({
      kind,
      field,
      key: `${rootTypeNames[kind]}.${field.name}`,
    })),
  );

  // An argument named so, or an input object with such a field (createComment's input).
  const takes = (arg: IntrospectedArg, argument: string) =>
    arg.name === argument ||
    (types.get(named(arg.type).name!)?.inputFields ?? []).some((field) => field.name === argument);

  /** A value for `ref`: required parts always, optional ones when `pick` names one. */
  function build(ref: TypeRef, name: string, field: string, pick: PickValue): unknown {
    const chosen = pick(name, ref, field);
    if (chosen !== undefined) return chosen;
    if (ref.kind === 'NON_NULL') return build(ref.ofType!, name, field, pick);
    if (ref.kind === 'LIST') return [build(ref.ofType!, name, field, pick)];
    const type = types.get(ref.name!)!;
    if (type.kind === 'ENUM') return type.enumValues![0]!.name;
    if (type.kind === 'INPUT_OBJECT') return inputObject(type, field, pick);
    if (type.name === 'CellVersion') return '1.0';
    if (type.name === 'Int') return 1;
    if (type.name === 'Float') return 1.5;
    if (type.name === 'Boolean') return true;
    return 'sample';
  }

  function inputObject(type: IntrospectedType, field: string, pick: PickValue) {
    const entries = type.inputFields!.flatMap((input) => {
      if (input.type.kind === 'NON_NULL') {
        return [[input.name, build(input.type, input.name, field, pick)]];
      }
      const optional = pick(input.name, input.type, field);
      return optional === undefined ? [] : [[input.name, optional]];
    });
    return Object.fromEntries(entries);
  }

  return {
    types,
    roots,
    rootFieldsTaking: (argument: string) =>
      roots.filter(({ field }) => field.args.some((arg) => takes(arg, argument))),
    /**
     * One operation calling the root field: each required argument from `pick` (or a made-up
     * value of its type), each optional one only when `pick` gives it; `{ __typename }` as
     * the selection of an object.
     */
    operationFor({ kind, field }: RootField, pick: PickValue = () => undefined) {
      const variables: Record<string, unknown> = {};
      for (const arg of field.args) {
        const value =
          arg.type.kind === 'NON_NULL'
            ? build(arg.type, arg.name, field.name, pick)
            : pick(arg.name, arg.type, field.name);
        if (value !== undefined) variables[arg.name] = value;
      }
      const passed = field.args.filter((arg) => arg.name in variables);
      const declared = passed.map((arg) => `$${arg.name}: ${printType(arg.type)}`).join(', ');
      const call = passed.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const returned = types.get(named(field.type).name!);
      const selection =
        returned?.kind === 'OBJECT' || returned?.kind === 'INTERFACE' ? ' { __typename }' : '';
      const head = declared ? `${kind} Probe(${declared})` : `${kind} Probe`;
      return {
        text: `${head} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
        variables,
      };
    },
  };
}

export type Schema = Awaited<ReturnType<typeof introspectSchema>>;

/**
 * Every root field the features' SDL files declare, served or not: a contract committed ahead of
 * its resolvers (sharing.graphql) is declared and not yet in the schema.
 */
export function declaredRootFields(): string[] {
  const dir = new URL('../../src/features/', import.meta.url);
  const fields = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = new URL(`${entry.name}/`, dir);
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.graphql'))) {
      const document = parse(fs.readFileSync(new URL(file, folder), 'utf8'));
      for (const definition of document.definitions) {
        if (
          (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
            definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
          Object.values(rootTypeNames).includes(definition.name.value)
        ) {
          for (const field of definition.fields ?? []) {
            fields.add(`${definition.name.value}.${field.name.value}`);
          }
        }
      }
    }
  }
  return [...fields].sort();
}
