import fs from 'node:fs';
import path from 'node:path';
import { commentsPageMax } from '@specboard/domain';
import { type DocumentNode, Kind, parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { addressSearchLimits } from '../features/geocoding/geocoding.service.ts';
import { features } from '../features/index.ts';
import { costWeights, operationCost } from './operation-cost.ts';

const schema = createSchema({
  typeDefs: features.map((feature) => feature.typeDefs),
  resolvers: features.map((feature) => feature.resolvers) as never,
});
const { maxCost } = loadConfig({}).graphqlLimits;

const rowsPage = (alias: string, limit: number) =>
  `${alias}: getStructuredScheduleRows(projectId: "p", workspaceId: "w", limit: ${limit}) { data nextToken }`;

describe('the cost of an operation counts what it would return', () => {
  it('counts a page of rows as its limit times a row', () => {
    const one = operationCost(schema, parse(`{ ${rowsPage('a', 2000)} }`));
    expect(one).toBe(1 + 2000 * costWeights.json + 1);
    expect(one).toBeLessThanOrEqual(maxCost);
  });

  it('counts 30 aliases of a 2,000-row page 30 times, over the limit', () => {
    const aliases = Array.from({ length: 30 }, (_, i) => rowsPage(`a${i}`, 2000));
    const cost = operationCost(schema, parse(`{ ${aliases.join(' ')} }`));
    expect(cost).toBe(30 * (1 + 2000 * costWeights.json + 1));
    expect(cost).toBeGreaterThan(maxCost);
  });

  it('reads a limit given as a variable, and counts the default page when none is given', () => {
    const document = parse(
      'query ($n: Int) { getStructuredScheduleRows(projectId: "p", workspaceId: "w", limit: $n) { data } }',
    );
    expect(operationCost(schema, document, undefined, { n: 10 })).toBe(1 + 10 * costWeights.json);
    expect(operationCost(schema, document, undefined, {})).toBe(
      1 + costWeights.defaultPageSize * costWeights.json,
    );
  });

  it('counts every field of each item of a list, through fragments', () => {
    const document = parse(`
      query { getProjectSchedule(projectId: "p", workspaceId: "w") { id default_fields { ...F } } }
      fragment F on ScheduleColumn { id name type }`);
    // getProjectSchedule 1 + id 1 + default_fields (10 items × (1 + 3)).
    expect(operationCost(schema, document)).toBe(1 + 1 + costWeights.defaultListSize * 4);
  });

  it('counts a list of pages as the groups asked, each page at the asked page size', () => {
    const document = parse(`
      query ($groups: [CollectionGroup!], $limit: Int) {
        listMyCollectionsV2(workspaceId: "w", groups: $groups, limit: $limit) {
          group
          data { id name }
        }
      }`);
    // One group of 100: the list 1 + (group 1 + data 100 × (1 + 2)).
    const one = operationCost(schema, document, undefined, { groups: ['private'], limit: 100 });
    expect(one).toBe(1 * (1 + 1 + 100 * 3));
    // Groups not given: at most one page per group there is (7).
    expect(operationCost(schema, document, undefined, { limit: 100 })).toBe(7 * (1 + 1 + 100 * 3));
  });
});

/** Every GraphQL document the web app sends, by file and export name. */
async function webDocuments(): Promise<{ name: string; document: DocumentNode }[]> {
  const featuresDir = path.resolve(import.meta.dirname, '../../../web/src/features');
  const files = fs
    .readdirSync(featuresDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.documents.ts'));
  const found: { name: string; document: DocumentNode }[] = [];
  for (const file of files) {
    const module = (await import(path.join(featuresDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const document = value as DocumentNode;
      if (document?.kind !== Kind.DOCUMENT) continue;
      if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) continue;
      found.push({ name: `${file} ${name}`, document });
    }
  }
  return found;
}

describe("the web app's own documents", () => {
  it('each stays within the cost limit at the largest page the app asks for', async () => {
    const { NEXT_PAGE_SIZE } = (await import(
      path.resolve(import.meta.dirname, '../../../web/src/features/schedule/row-loader.ts')
    )) as { NEXT_PAGE_SIZE: number };
    // Each list at the largest page the server serves (the schedule's rows: the 2,000 the app
    // reads at a time); the other paged lists serve at most 100.
    const largestPages: Record<string, number> = {
      getStructuredScheduleRows: NEXT_PAGE_SIZE,
      getCellHistory: 200,
      listComments: commentsPageMax,
      searchAddress: addressSearchLimits.maxLimit,
    };
    const largestPage = (document: DocumentNode) => {
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      const root = operation?.selectionSet.selections[0];
      return (root?.kind === Kind.FIELD && largestPages[root.name.value]) || 100;
    };
    const documents = await webDocuments();
    expect(documents.length).toBeGreaterThan(50);
    const over: string[] = [];
    const costs: [string, number][] = [];
    for (const { name, document } of documents) {
      const variables: Record<string, unknown> = {};
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const variable of definition.variableDefinitions ?? []) {
          const variableName = variable.variable.name.value;
          if (/^(limit|first|last)$/i.test(variableName)) {
            variables[variableName] = largestPage(document);
          }
        }
      }
      const cost = operationCost(schema, document, undefined, variables);
      costs.push([name, cost]);
      if (cost > maxCost) over.push(`${name}: ${cost}`);
    }
    costs.sort((a, b) => b[1] - a[1]);
    console.info('largest web documents by cost', costs.slice(0, 5));
    expect(over).toEqual([]);
  });
});
