import { messages, normalizeCellVersion } from '@specboard/domain';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { updateCell } from './cell-edit.service.ts';
import { updateCells } from './cells-batch.service.ts';
import * as columns from './columns.service.ts';
import * as rows from './rows.service.ts';
import * as schedule from './schedule.service.ts';
import {
  subscribeToRowDeletes,
  subscribeToRowPuts,
  subscribeToRowsChanges,
} from './schedule-subscriptions.ts';
import * as search from './search.service.ts';

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return node.value.includes('.') ? node.value : Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literalValue(field.value)]),
      );
    default:
      return undefined;
  }
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalValue,
});

function parseVersion(value: unknown): string {
  const version = normalizeCellVersion(value);
  if (!version)
    throw new GraphQLError(messages.incorrectVersion, { extensions: { code: 'BAD_USER_INPUT' } });
  return version;
}

const CellVersionScalar = new GraphQLScalarType({
  name: 'CellVersion',
  serialize: (value) => String(value),
  parseValue: parseVersion,
  parseLiteral: (node) =>
    parseVersion(
      node.kind === Kind.FLOAT || node.kind === Kind.INT || node.kind === Kind.STRING
        ? node.value
        : null,
    ),
});

export const scheduleResolvers: Resolvers = {
  JSON: JSONScalar,
  CellVersion: CellVersionScalar,
  Query: {
    getProjectSchedule: (_, args, context) => schedule.getProjectSchedule(context, args),
    getStructuredScheduleRows: (_, args, context) => rows.getStructuredScheduleRows(context, args),
    listDeletedRows: (_, args, context) => rows.listDeletedRows(context, args),
    getRowsByTags: (_, args, context) => rows.getRowsByTags(context, args),
    getDropdownValues: (_, args, context) => schedule.getDropdownValues(context, args),
    getAvailableReferenceFields: (_, args, context) =>
      schedule.getAvailableReferenceFields(context, args),
    getScheduleCommands: (_, args, context) => schedule.getScheduleCommands(context, args),
    getCellHistory: (_, args, context) => schedule.getCellHistory(context, args),
    searchProjectCells: (_, args, context) => search.searchProjectCells(context, args),
  },
  Mutation: {
    createEmptyRow: (_, args, context) => rows.createEmptyRow(context, args),
    duplicateRow: (_, args, context) => rows.duplicateRow(context, args),
    deleteRow: (_, args, context) => rows.deleteRow(context, args),
    restoreRows: (_, args, context) => rows.restoreRows(context, args),
    setRowsVisibility: (_, args, context) => rows.setRowsVisibility(context, args),
    updateCell: (_, args, context) => updateCell(context, args),
    updateCells: (_, args, context) => updateCells(context, args),
    createProjectColumn: (_, args, context) => columns.createProjectColumn(context, args),
    renameProjectColumn: (_, args, context) => columns.renameProjectColumn(context, args),
    deleteProjectColumn: (_, args, context) => columns.deleteProjectColumn(context, args),
    restoreProjectColumn: (_, args, context) => columns.restoreProjectColumn(context, args),
    restrictColumnEdit: (_, args, context) => columns.restrictColumnEdit(context, args),
  },
  Subscription: {
    onPutScheduleRow: {
      subscribe: (_, args, context) => subscribeToRowPuts(context, args),
      resolve: (event: unknown) => event as never,
    },
    onSearchProjectCells: {
      subscribe: (_, args, context) => search.subscribeToSearch(context, args),
      resolve: (page: unknown) => page as never,
    },
    onDeleteScheduleRow: {
      subscribe: (_, args, context) => subscribeToRowDeletes(context, args),
      resolve: (event: unknown) => event as never,
    },
    onScheduleRowsChanged: {
      subscribe: (_, args, context) => subscribeToRowsChanges(context, args),
      resolve: (event: unknown) => event as never,
    },
  },
};
