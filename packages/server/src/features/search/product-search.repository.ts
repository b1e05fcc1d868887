import type { MeasureField, MeasureFilters, NumberRange, SearchMatch } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import { Parameters, partCondition, type ReadableScope, scopeCondition } from './search-sql.ts';
import { allOfAnyQuery, wordQuery } from './search-words.ts';

export type ProductSortField =
  | 'RELEVANCE'
  | 'NAME'
  | 'MANUFACTURER'
  | 'PRICE'
  | 'WATTAGE'
  | 'LUMENS'
  | 'EFFICACY'
  | 'LEAD_TIME'
  | 'UPDATED';

export type ProductSearchPlan = {
  scope: ReadableScope;
  match: SearchMatch;
  /** The query's words, and for each the indexed words it accepts (itself, typos' targets). */
  words: readonly string[];
  groups: readonly (readonly string[])[];
  lists: {
    manufacturer?: string[];
    productType?: string[];
    environment?: string[];
    mounting?: string[];
  };
  measures: MeasureFilters;
  sort: { field: ProductSortField; descending: boolean };
  /** How many matches to keep in order at most. */
  cap: number;
};

/** A match's place in a search: its relevance and which product it is (product_search.id). */
export type MatchKey = { relevance: number; id: string };

const measureColumns: Record<Exclude<MeasureField, 'cct'>, string> = {
  wattage: 'ps.wattage',
  lumens: 'ps.lumens',
  price: 'ps.price',
  leadTime: 'ps.lead_time',
  efficacy: 'ps.efficacy',
  cri: 'ps.cri',
  lengthMm: 'ps.length_mm',
};

const listColumns = {
  manufacturer: 'ps.manufacturer',
  productType: 'ps.product_type',
  environment: 'ps.environment',
  mounting: 'ps.mounting',
} as const;

const sortColumns: Record<ProductSortField, string> = {
  RELEVANCE: 'ps.name',
  NAME: 'ps.name',
  MANUFACTURER: 'ps.manufacturer',
  PRICE: 'ps.price',
  WATTAGE: 'ps.wattage',
  LUMENS: 'ps.lumens',
  EFFICACY: 'ps.efficacy',
  LEAD_TIME: 'ps.lead_time',
  UPDATED: 'ps.updated_at',
};

function rangeConditions(column: string, range: NumberRange, parameters: Parameters): string[] {
  const bounds: [keyof NumberRange, string][] = [
    ['gt', '>'],
    ['gte', '>='],
    ['lt', '<'],
    ['lte', '<='],
  ];
  return bounds.flatMap(([bound, operator]) => {
    const value = range[bound];
    return value == null ? [] : [`${column} ${operator} ${parameters.add(value, 'float8')}`];
  });
}

/** What a match must hold: its words (as the mode reads them) and every filter. */
function conditions(plan: ProductSearchPlan, parameters: Parameters): string[] {
  const found = [
    scopeCondition(
      plan.scope,
      { workspace: 'ps.workspace_id', collection: 'ps.collection_id' },
      parameters,
    ),
  ];
  if (plan.words.length > 0) {
    if (plan.match === 'part') {
      for (const word of plan.words)
        found.push(partCondition(word, 'ps.body', 'ps.words', parameters));
    } else {
      found.push(`ps.words @@ ${parameters.add(allOfAnyQuery(plan.groups), 'tsquery')}`);
    }
  }
  for (const [field, column] of Object.entries(listColumns) as [
    keyof typeof listColumns,
    string,
  ][]) {
    const values = plan.lists[field]?.map((value) => value.trim().toLowerCase()).filter(Boolean);
    if (values?.length) found.push(`${column} = any(${parameters.add(values, 'text[]')})`);
  }
  for (const [field, range] of Object.entries(plan.measures) as [MeasureField, NumberRange][]) {
    if (field === 'cct' && range.gte != null && range.gte === range.lte) {
      found.push(`ps.ccts @> array[${parameters.add(range.gte, 'int4')}]`);
    } else if (field === 'cct') {
      const each = rangeConditions('product_cct', range, parameters);
      if (each.length) {
        found.push(
          `exists (select 1 from unnest(ps.ccts) as product_cct where ${each.join(' and ')})`,
        );
      }
    } else {
      found.push(...rangeConditions(measureColumns[field], range, parameters));
    }
  }
  return found;
}

/**
 * Relevance, a small whole number: each query word found in what identifies the product (its
 * manufacturer, model, code, type) counts 2, and each found as itself (not a typo's target, nor
 * only part of a word) counts 1.
 */
function relevance(plan: ProductSearchPlan, parameters: Parameters): string {
  if (plan.words.length === 0) return '0';
  const terms = plan.words.map((word, index) => {
    // In full match every match holds every word as itself: only the title tells them apart.
    const exact =
      plan.match === 'full'
        ? '0'
        : `(ps.words @@ ${parameters.add(wordQuery(word), 'tsquery')})::int`;
    const inTitle =
      plan.match === 'part'
        ? `(${partCondition(word, 'ps.title', 'ps.title_words', parameters)})::int * 2`
        : `(ps.title_words @@ ${parameters.add(allOfAnyQuery([plan.groups[index] ?? [word]]), 'tsquery')})::int * 2`;
    return `${inTitle} + ${exact}`;
  });
  return terms.join(' + ');
}

/** What the statements of one search share: its conditions, relevance and order. */
function statementParts(plan: ProductSearchPlan) {
  const parameters = new Parameters();
  const score = relevance(plan, parameters);
  const where = conditions(plan, parameters).join('\n    and ');
  const direction = plan.sort.descending ? 'desc' : 'asc';
  const sortColumn = sortColumns[plan.sort.field];
  const order = `${sortColumn} ${direction} nulls last, ps.id ${direction}`;
  return { parameters, score, where, sortColumn, direction, order };
}

const keysOf = (rows: unknown[]) =>
  (rows as { relevance: number; id: string }[]).map((row) => ({
    relevance: Number(row.relevance),
    id: String(row.id),
  }));

/** The first `need` matches holding `holds` in the sort's order (relevance aside). */
async function inSortOrder(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
  holds: (parameters: Parameters) => string,
  need: number,
): Promise<MatchKey[]> {
  const { parameters, score, where, order } = statementParts(plan);
  const { rows } = await database.executeOneShot(
    `select ${score} as relevance, ps.id from product_search ps
      where ${where} and ${holds(parameters)} order by ${order} limit ${need}`,
    parameters.values,
  );
  return keysOf(rows);
}

/**
 * The first `need` matches holding `holds`, in order. Any need + 1 of them are read first (an
 * index stops there): when that is all there are, they are sorted by relevance and the sort;
 * when there are more, the sort alone orders them, read along it (an index for the name) until
 * enough are found, since ordering every one by relevance would read them all.
 */
async function firstInOrder(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
  holds: (parameters: Parameters) => string,
  need: number,
  { walk = true } = {},
): Promise<MatchKey[] | undefined> {
  const { parameters, score, where, sortColumn, direction } = statementParts(plan);
  const { rows } = await database.executeOneShot(
    `select relevance, id from (
       select ${score} as relevance, ps.id, ${sortColumn} as sort_value
         from product_search ps where ${where} and ${holds(parameters)} limit ${need + 1}) as hits
      order by relevance desc, sort_value ${direction} nulls last, id ${direction}`,
    parameters.values,
  );
  if (rows.length <= need) return keysOf(rows);
  if (!walk) return undefined;
  return inSortOrder(database, plan, holds, need);
}

/** Whether a product holds every query word in what identifies it (its title). */
function inTitle(plan: ProductSearchPlan, parameters: Parameters): string {
  if (plan.match !== 'part') {
    return `ps.title_words @@ ${parameters.add(allOfAnyQuery(plan.groups), 'tsquery')}`;
  }
  return plan.words
    .map((word) => partCondition(word, 'ps.title', 'ps.title_words', parameters))
    .join(' and ');
}

/**
 * The search's matches in order, at most cap + 1: relevance first, then the sort. Beyond the cap
 * (a broad search), those holding every word in what identifies the product come first, then the
 * others (see firstInOrder).
 */
export async function findMatchingKeys(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
): Promise<MatchKey[]> {
  const wanted = plan.cap + 1;
  // Without words every match is as relevant: the sort alone orders them, and the planner
  // chooses between the filters' indexes and walking the name's.
  if (plan.words.length === 0) return inSortOrder(database, plan, () => 'true', wanted);
  const all = await firstInOrder(database, plan, () => 'true', wanted, { walk: false });
  if (all) return all;
  const titled = await inSortOrder(
    database,
    plan,
    (parameters) => inTitle(plan, parameters),
    wanted,
  );
  if (titled.length >= wanted) return titled;
  // Those not holding every word in the title: how many is poorly estimated, so any are read
  // first (see firstInOrder) rather than risk walking every product for a few.
  const others = await firstInOrder(
    database,
    plan,
    (parameters) => `not (${inTitle(plan, parameters)})`,
    wanted - titled.length,
  );
  return [...titled, ...(others ?? [])];
}

export type FoundProduct = {
  id: string;
  schedule_id: string;
  row_id: string;
  collection_id: string;
  collection_name: string;
  workspace_id: string;
  ccts: number[];
  cri: number | null;
  length_mm: number | null;
  cells: Record<string, unknown>;
};

/**
 * The products of a page, in its order, as they are now: those deleted since, or out of the
 * scope now, are left out.
 */
export async function findPageProducts(
  database: DatabaseHandle,
  keys: readonly MatchKey[],
  scope: ReadableScope,
): Promise<FoundProduct[]> {
  if (keys.length === 0) return [];
  // One statement for every page (prepared once): the scope's parts are given even when empty.
  const found = await database.executePrepared(
    'product-search-page',
    `select ps.id::text, ps.schedule_id, ps.row_id, ps.collection_id, c.name as collection_name,
        ps.workspace_id, ps.ccts, ps.cri, ps.length_mm, r.cells
       from unnest($1::int8[]) with ordinality as k(id, n)
       join product_search ps on ps.id = k.id
       join collections c on c.id = ps.collection_id
       join schedule_rows r on r.schedule_id = ps.schedule_id and r.id = ps.row_id
        and r.deleted_at is null
      where (ps.workspace_id = $2::text or ps.collection_id = any($3::text[]))
        and ($4::text[] is null or ps.collection_id = any($4::text[]))
      order by k.n`,
    [
      keys.map((key) => key.id),
      scope.workspaceId,
      [...scope.collectionIds],
      scope.asked?.length ? [...scope.asked] : null,
    ],
  );
  return found.rows as FoundProduct[];
}
