import type { MeasureField, MeasureFilters, NumberRange, SearchMatch } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import { type FirstPage, keptInStatement, type NewScroll } from './search-scrolls.repository.ts';
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

/**
 * Which matches a statement reads: all of them, those holding every query word in what identifies
 * them (their title), or the others.
 */
type Tier = 'all' | 'titled' | 'untitled';

/** Whether a product holds every query word in what identifies it (its title). */
function inTitle(plan: ProductSearchPlan, parameters: Parameters): string {
  if (plan.match !== 'part') {
    return `ps.title_words @@ ${parameters.add(allOfAnyQuery(plan.groups), 'tsquery')}`;
  }
  return plan.words
    .map((word) => partCondition(word, 'ps.title', 'ps.title_words', parameters))
    .join(' and ');
}

/** What a match of the tier must hold: its words (as the mode reads them) and every filter. */
function conditions(plan: ProductSearchPlan, tier: Tier, parameters: Parameters): string[] {
  const found = [
    scopeCondition(
      plan.scope,
      { workspace: 'ps.workspace_id', collection: 'ps.collection_id' },
      parameters,
    ),
  ];
  // The title's words are words of the product too (its text holds every cell of the title), so
  // the titled are not asked for them twice: the planner would take the two for independent and
  // expect a handful where a manufacturer has thousands.
  if (tier === 'titled') {
    found.push(inTitle(plan, parameters));
  } else if (plan.words.length > 0) {
    if (plan.match === 'part') {
      for (const word of plan.words)
        found.push(partCondition(word, 'ps.body', 'ps.words', parameters));
    } else {
      found.push(`ps.words @@ ${parameters.add(allOfAnyQuery(plan.groups), 'tsquery')}`);
    }
    if (tier === 'untitled') found.push(`not (${inTitle(plan, parameters)})`);
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
 * manufacturer, model, code, type) counts 2, each found as itself (not a typo's target, nor only
 * part of a word) counts 1, and holding every word there counts one more per word, so that such
 * products always come first (3n or more against 3n - 2 at most for n words).
 */
function relevance(plan: ProductSearchPlan, tier: Tier, parameters: Parameters): string {
  const count = plan.words.length;
  if (count === 0) return '0';
  // In full match every match holds every word as itself: only the title tells them apart.
  const exact = (word: string) =>
    plan.match === 'full'
      ? []
      : [`(ps.words @@ ${parameters.add(wordQuery(word), 'tsquery')})::int`];
  if (tier === 'titled') return [String(3 * count), ...plan.words.flatMap(exact)].join(' + ');
  const terms = plan.words.flatMap((word, index) => [
    plan.match === 'part'
      ? `(${partCondition(word, 'ps.title', 'ps.title_words', parameters)})::int * 2`
      : `(ps.title_words @@ ${parameters.add(allOfAnyQuery([plan.groups[index] ?? [word]]), 'tsquery')})::int * 2`,
    ...exact(word),
  ]);
  if (tier === 'all') terms.push(`(${inTitle(plan, parameters)})::int * ${count}`);
  return terms.join(' + ');
}

/** A statement reading the tier's matches: relevance, id and the sort's value of each. */
function tierStatement(plan: ProductSearchPlan, tier: Tier, parameters: Parameters): string {
  const score = relevance(plan, tier, parameters);
  const where = conditions(plan, tier, parameters).join('\n    and ');
  return `select ${score} as relevance, ps.id, ${sortColumns[plan.sort.field]} as sort_value
      from product_search ps where ${where}`;
}

/** The sort's order, on a statement's columns (`ps.`) or on its hits. */
function sortOrder(plan: ProductSearchPlan, on: 'ps' | 'hits'): string {
  const direction = plan.sort.descending ? 'desc' : 'asc';
  const column = on === 'ps' ? sortColumns[plan.sort.field] : 'sort_value';
  return `${column} ${direction} nulls last, ${on === 'ps' ? 'ps.' : ''}id ${direction}`;
}

/**
 * A statement's matches in order, relevance first and then the sort, kept for the search's later
 * pages in the same statement (see keptInStatement): it answers how many it found and the first
 * page, so that a thousand matches never travel to the process and back.
 */
async function findAndKeep(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
  statement: string,
  parameters: Parameters,
  scroll: NewScroll,
  keep: { complete?: number } = {},
): Promise<FirstPage> {
  const { rows } = await database.executeOneShot(
    `${statement},
     found as (select count(*)::int as count, coalesce(array_agg(relevance || '|' || id
        order by relevance desc, ${sortOrder(plan, 'hits')}), '{}') as keys from hits),
     ${keptInStatement(scroll, parameters, keep)}`,
    parameters.values,
  );
  const [found] = rows as { count: number; keys: string[] | null }[];
  return { keys: found?.keys ?? [], found: Number(found?.count ?? 0) };
}

/**
 * Every match, when there are at most `need`, else undefined: any need + 1 are read to tell (an
 * index stops there), so telling a broad search costs no more than that.
 */
async function allWhenFew(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
  need: number,
  scroll: NewScroll,
): Promise<FirstPage | undefined> {
  const parameters = new Parameters();
  const first = await findAndKeep(
    database,
    plan,
    `with hits as (${tierStatement(plan, 'all', parameters)} limit ${need + 1})`,
    parameters,
    scroll,
    { complete: need },
  );
  return first.found <= need ? first : undefined;
}

/**
 * The first `need` matches: those holding every word in their title, then the others (who rank
 * lower, see relevance), each tier read along the sort or, `anyOrder`, as found (an index stops
 * there). The others are read only as far as the titled fall short of `need`; their statement
 * says `need` all the same, as a count of titled in its limit would be planned as a guess (a
 * hundred), which walked every product to find none.
 */
async function byTiers(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
  need: number,
  scroll: NewScroll,
  { anyOrder }: { anyOrder: boolean },
): Promise<FirstPage> {
  const parameters = new Parameters();
  const order = anyOrder ? '' : `order by ${sortOrder(plan, 'ps')}`;
  return findAndKeep(
    database,
    plan,
    `with titled as materialized (${tierStatement(plan, 'titled', parameters)} ${order} limit ${need}),
      others as materialized (${tierStatement(plan, 'untitled', parameters)}
        and (select count(*) from titled) < ${need} ${order} limit ${need}),
      hits as (select * from titled
        union all (select * from others limit ${need} - (select count(*) from titled)))`,
    parameters,
    scroll,
  );
}

/**
 * The search's matches in order, relevance first and then the sort: kept for its later pages,
 * at most the cap (one more found tells that it is capped); its first page answered.
 *
 * Sorted by relevance alone (the search box), each tier's matches are read as found: beyond the
 * cap, any of the equally relevant are kept, where ordering them by name would read every one (a
 * word most products hold reads tens of thousands). Sorted by a column, a search reads any
 * cap + 1 matches first: when that is all of them they are ordered exactly, else each tier is
 * read along the sort (an index for the name) until enough are kept.
 */
export async function findMatchingKeys(
  database: DatabaseHandle,
  plan: ProductSearchPlan,
  scroll: NewScroll,
): Promise<FirstPage> {
  const wanted = scroll.cap + 1;
  const anyOrder = plan.sort.field === 'RELEVANCE';
  if (plan.words.length === 0) {
    // Every match is as relevant: read as found, or along the sort (the planner chooses between
    // the filters' indexes and walking the name's).
    const parameters = new Parameters();
    const order = anyOrder ? '' : `order by ${sortOrder(plan, 'ps')}`;
    const statement = `${tierStatement(plan, 'all', parameters)} ${order} limit ${wanted}`;
    return findAndKeep(database, plan, `with hits as (${statement})`, parameters, scroll);
  }
  if (anyOrder) return byTiers(database, plan, wanted, scroll, { anyOrder });
  return (
    (await allWhenFew(database, plan, wanted, scroll)) ??
    byTiers(database, plan, wanted, scroll, { anyOrder: false })
  );
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
