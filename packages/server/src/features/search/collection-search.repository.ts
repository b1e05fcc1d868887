import type { SearchMatch } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import { Parameters, partCondition, type ReadableScope, scopeCondition } from './search-sql.ts';
import { allOfAnyQuery, wordQuery } from './search-words.ts';

export type CollectionSortField = 'RELEVANCE' | 'NAME' | 'CREATED' | 'PRODUCTS';

const sortColumns: Record<CollectionSortField, string> = {
  RELEVANCE: 'lower(c.name)',
  NAME: 'lower(c.name)',
  CREATED: 'c.created_at',
  PRODUCTS: 'c.products_count',
};

/**
 * The collections of the scope whose name, description, keywords or location match the
 * words (as the mode reads them), in order: relevance (a word in the name counts 2, a word found
 * as itself 1) first, then the sort; at most cap + 1.
 */
export async function findMatchingCollections(
  database: DatabaseHandle,
  plan: {
    scope: ReadableScope;
    libraryId: string | null;
    match: SearchMatch;
    words: readonly string[];
    groups: readonly (readonly string[])[];
    sort: { field: CollectionSortField; descending: boolean };
    cap: number;
  },
): Promise<{ id: string; relevance: number }[]> {
  const parameters = new Parameters();
  const inScope = scopeCondition(
    plan.scope,
    { workspace: 'c.workspace_id', collection: 'c.id' },
    parameters,
  );
  const library = parameters.add(plan.libraryId, 'text');
  const add = (value: unknown, cast: string) => parameters.add(value, cast);
  const text = 'c.search_text';
  const words = 'c.search_words';
  const nameWords = 'search_words_of(c.name)';
  const conditions =
    plan.words.length === 0
      ? []
      : plan.match === 'part'
        ? plan.words.map((word) => partCondition(word, text, words, parameters))
        : [`${words} @@ ${add(allOfAnyQuery(plan.groups), 'tsquery')}`];
  const relevance =
    plan.words
      .map((word, index) => {
        const inName =
          plan.match === 'part'
            ? `(${partCondition(word, 'lower(c.name)', nameWords, parameters)})::int * 2`
            : `(${nameWords} @@ ${add(allOfAnyQuery([plan.groups[index] ?? [word]]), 'tsquery')})::int * 2`;
        return `${inName} + (${words} @@ ${add(wordQuery(word), 'tsquery')})::int`;
      })
      .join(' + ') || '0';
  const direction = plan.sort.descending ? 'desc' : 'asc';
  const { rows } = await database.executeOneShot(
    `select c.id, ${relevance} as relevance from collections c
      where ${inScope}
        and (${library} is null or c.library_id = ${library} or exists (select 1 from library_collections lc
              where lc.collection_id = c.id and lc.library_id = ${library}))
        ${conditions.map((condition) => `and ${condition}`).join(' ')}
      order by 2 desc, ${sortColumns[plan.sort.field]} ${direction}, c.id
      limit ${plan.cap + 1}`,
    parameters.values,
  );
  return (rows as { id: string; relevance: number }[]).map((row) => ({
    id: row.id,
    relevance: Number(row.relevance),
  }));
}
