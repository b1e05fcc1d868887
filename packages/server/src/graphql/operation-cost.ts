import { messages } from '@specboard/domain';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Types are told apart by shape, not with graphql's isObjectType and friends: those refuse a
// schema built by another copy of graphql (a library loaded as CommonJS beside this module).
const fieldsOf = (type: GraphQLNamedType) =>
  'getFields' in type && !('parseValue' in type)
    ? (type.getFields() as Record<string, GraphQLField<unknown, unknown> | undefined>)
    : undefined;
const namedTypeOf = (type: GraphQLType): GraphQLNamedType =>
  'ofType' in type ? namedTypeOf(type.ofType) : type;
/** `[Row!]!` and `[Row]` are lists; `Row!` is not. */
const isListType = (type: GraphQLType) => String(type).startsWith('[');

/**
 * What an operation may cost before it runs, counting what it would return: every field is 1,
 * a JSON value (a whole schedule row travels as one) is 5, and a list counts its items times
 * what each item costs. A list is as long as the `limit` (or `first`, `last`) its field, or the
 * page object above it, asks for; a list field that could take one and was given none counts
 * the default page; any other list counts `defaultListSize`. So 30 aliases of a 2,000-row page
 * cost 30 times one page, where depth and alias counts alone saw 30 small fields.
 */
export const costWeights = {
  field: 1,
  json: 5,
  defaultPageSize: 50,
  defaultListSize: 10,
} as const;

const slicingArguments = ['limit', 'first', 'last'];

type Walk = {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
};

/** The cost of one operation of `document` (the named one, or its only one). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    } else if (definition.kind === Kind.OPERATION_DEFINITION) {
      if (!operationName || definition.name?.value === operationName) operation ??= definition;
    }
  }
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  return selectionCost({ schema, fragments, variables }, operation.selectionSet, root, undefined);
}

function selectionCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  pageSize: number | undefined,
  seen: ReadonlySet<string> = new Set(),
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(walk, selection, parent, pageSize, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? (walk.schema.getType(typeName) ?? parent) : parent;
      total += selectionCost(walk, selection.selectionSet, type, pageSize, seen);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // A fragment spread twice in one path is a cycle that validation refuses; count it once.
      if (!fragment || seen.has(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? parent;
      total += selectionCost(walk, fragment.selectionSet, type, pageSize, new Set([...seen, name]));
    }
  }
  return total;
}

function fieldCost(
  walk: Walk,
  node: FieldNode,
  parent: GraphQLNamedType,
  pageSize: number | undefined,
  seen: ReadonlySet<string>,
): number {
  // Introspection has limits of its own (depth, tokens).
  if (node.name.value.startsWith('__')) return 0;
  const field = fieldsOf(parent)?.[node.name.value];
  if (!field) return 0;
  const slice = sliceOf(walk, field, node);
  const type = namedTypeOf(field.type);
  const isList = isListType(field.type);
  // A list of pages (listMyCollectionsV2: a page per asked group) is as long as the choices
  // it was given, and its page size sizes the lists inside each page, not the list of pages.
  const pages = isList && slice !== undefined && isPageType(type);
  // A list takes the page size asked on it, or on the page object above it.
  const items = pages
    ? pageCount(walk, field, node)
    : isList
      ? (slice ?? pageSize ?? costWeights.defaultListSize)
      : 1;
  const below = isList && !pages ? undefined : (slice ?? pageSize);
  const each = !node.selectionSet
    ? type.name === 'JSON'
      ? costWeights.json
      : costWeights.field
    : costWeights.field +
      (node.selectionSet ? selectionCost(walk, node.selectionSet, type, below, seen) : 0);
  return items * each;
}

/** A page object: its items and the token of the next page. */
const isPageType = (type: GraphQLNamedType) => Boolean(fieldsOf(type)?.nextToken);

/**
 * How many pages a list of pages returns: as many as the list argument given to it holds, or
 * when not given, as many as that argument's enum has values (one page per group at most).
 */
function pageCount(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  for (const arg of field.args) {
    if (!isListType(arg.type)) continue;
    const given = node.arguments?.find((argument) => argument.name.value === arg.name)?.value;
    const value =
      given?.kind === Kind.VARIABLE
        ? walk.variables[given.name.value]
        : given?.kind === Kind.LIST
          ? given.values
          : undefined;
    if (Array.isArray(value) && value.length > 0) return value.length;
    const choices = namedTypeOf(arg.type);
    if ('getValues' in choices) return choices.getValues().length;
  }
  return costWeights.defaultListSize;
}

/** The page size a field asks for: its slicing argument, or the default page when omitted. */
function sliceOf(
  walk: Walk,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
): number | undefined {
  const name = field.args.find((arg) => slicingArguments.includes(arg.name))?.name;
  if (!name) return undefined;
  const given = node.arguments?.find((arg) => arg.name.value === name)?.value;
  const value = given ? numberOf(walk, given) : undefined;
  return typeof value === 'number' && value > 0 ? value : costWeights.defaultPageSize;
}

function numberOf(walk: Walk, value: ValueNode): unknown {
  if (value.kind === Kind.VARIABLE) return walk.variables[value.name.value];
  if (value.kind === Kind.INT) return Number(value.value);
  return undefined;
}

/**
 * Refuses, before it runs, an operation whose cost passes `maxCost` (over HTTP and WebSocket
 * alike: both execute through these hooks). Variables are known here, unlike at validation.
 */
export function useOperationCostLimit(maxCost: number): Plugin {
  /** The refusal of an operation over the limit, or undefined when it may run. */
  const refusal = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    operationName?: string | null;
    variableValues?: Record<string, unknown> | null;
  }) => {
    const cost = operationCost(
      args.schema,
      args.document,
      args.operationName,
      args.variableValues ?? {},
    );
    if (cost <= maxCost) return undefined;
    return {
      errors: [
        new GraphQLError(messages.queryTooLarge(cost, maxCost), {
          extensions: { code: 'QUERY_TOO_COMPLEX', cost, limit: maxCost },
        }),
      ],
    };
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
