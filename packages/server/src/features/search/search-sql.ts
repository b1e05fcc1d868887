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
