import { searchLimits } from '@specboard/domain';
import { containsPattern } from '../../db/like-pattern.ts';
import { prefixQuery } from './search-words.ts';

/** The statement's parameters, named in the text by their place ($1, $2…) as they are added. */
export class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

/** A part of a word: anywhere in one, or at the start of one when short (see searchLimits). */
export function partCondition(
  word: string,
  text: string,
  words: string,
  parameters: Parameters,
): string {
  return word.length >= searchLimits.partAnywhereMinLength
    ? `${text} like ${parameters.add(containsPattern(word), 'text')}`
    : `${words} @@ ${parameters.add(prefixQuery(word), 'tsquery')}`;
}

/** What a search may read (see search-scope.ts), optionally narrowed to some collections. */
export type ReadableScope = {
  workspaceId: string | null;
  collectionIds: readonly string[];
  asked?: readonly string[] | null;
};

/**
 * The scope in SQL: the whole workspace (a member's) and the collections judged one by one; each
 * part only when it holds something, so that an index on the workspace can serve the first.
 */
export function scopeCondition(
  scope: ReadableScope,
  columns: { workspace: string; collection: string },
  parameters: Parameters,
): string {
  const parts = [
    ...(scope.workspaceId
      ? [`${columns.workspace} = ${parameters.add(scope.workspaceId, 'text')}`]
      : []),
    ...(scope.collectionIds.length
      ? [`${columns.collection} = any(${parameters.add(scope.collectionIds, 'text[]')})`]
      : []),
  ];
  const readable = parts.length ? `(${parts.join(' or ')})` : 'false';
  if (!scope.asked?.length) return readable;
  return `${readable} and ${columns.collection} = any(${parameters.add(scope.asked, 'text[]')})`;
}
