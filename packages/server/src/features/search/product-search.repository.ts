import type { MeasureField, MeasureFilters, NumberRange, SearchMatch } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import { Parameters, partCondition } from './search-sql.ts';
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
  collectionIds: readonly string[];
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

/** A match's place in a search: its relevance and which product it is. */
export type MatchKey = { relevance: number; scheduleId: string; rowId: string };

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
  const found: string[] = [
    `ps.collection_id = any(${parameters.add(plan.collectionIds, 'text[]')})`,
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
    if (field === 'cct') {
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
    const exact = `(ps.words @@ ${parameters.add(wordQuery(word), 'tsquery')})::int`;
    const inTitle =
      plan.match === 'part'
        ? `(${partCondition(word, 'ps.title', 'ps.title_words', parameters)})::int * 2`
        : `(ps.title_words @@ ${parameters.add(allOfAnyQuery([plan.groups[index] ?? [word]]), 'tsquery')})::int * 2`;
    return `${inTitle} + ${exact}`;
  });
  return terms.join(' + ');
}

/** The statement finding a search's matches in order, at most cap + 1 (to tell a capped search). */
export function matchingKeysStatement(plan: ProductSearchPlan): {
  text: string;
  values: unknown[];
} {
  const parameters = new Parameters();
  const score = relevance(plan, parameters);
  const where = conditions(plan, parameters).join('\n    and ');
  const direction = plan.sort.descending ? 'desc' : 'asc';
  const text = `select ${score} as relevance, ps.schedule_id, ps.row_id
   from product_search ps
  where ${where}
  order by 1 desc, ${sortColumns[plan.sort.field]} ${direction} nulls last, ps.schedule_id, ps.row_id
  limit ${plan.cap + 1}`;
  return { text, values: parameters.values };
}

/** The search's matches in order (relevance first, then the sort), at most cap + 1. */
export async function findMatchingKeys(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
): Promise<MatchKey[]> {
  if (plan.collectionIds.length === 0) return [];
  const { text, values } = matchingKeysStatement(plan);
  const { rows } = await database.executeSql(text, values);
  return (rows as { relevance: number; schedule_id: string; row_id: string }[]).map((row) => ({
    relevance: Number(row.relevance),
    scheduleId: row.schedule_id,
    rowId: row.row_id,
  }));
}

export type FoundProduct = {
  schedule_id: string;
  row_id: string;
  collection_id: string;
  ccts: number[];
  cri: number | null;
  length_mm: number | null;
  cells: Record<string, unknown>;
};

/**
 * The products of a page, in its order, as they are now: those deleted since, or in collections
 * no longer in the scope, are left out.
 */
export async function findPageProducts(
  database: DatabaseHandle,
  keys: readonly MatchKey[],
  collectionIds: readonly string[],
): Promise<FoundProduct[]> {
  if (keys.length === 0 || collectionIds.length === 0) return [];
  const { rows } = await database.executePrepared(
    'product-search-page',
    `select ps.schedule_id, ps.row_id, ps.collection_id, ps.ccts, ps.cri, ps.length_mm, r.cells
       from unnest($1::text[], $2::text[]) with ordinality as k(schedule_id, row_id, n)
       join product_search ps on ps.schedule_id = k.schedule_id and ps.row_id = k.row_id
       join schedule_rows r on r.schedule_id = k.schedule_id and r.id = k.row_id
        and r.deleted_at is null
      where ps.collection_id = any($3::text[])
      order by k.n`,
    [keys.map((key) => key.scheduleId), keys.map((key) => key.rowId), [...collectionIds]],
  );
  return rows as FoundProduct[];
}
