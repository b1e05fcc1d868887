import type { FileLinks } from './FileLinksProvider.tsx';
import type { FileLink } from './file-links.ts';

/** A signed link as the server hands them out (not checked here), for tests. */
export const signed = (key: string) =>
  `/files/${key}?expires=4102444800&signature=${'s'.repeat(43)}`;

/** A link to the file `key` and its thumbnails (none with `thumbnails: false`). */
export function linkTo(key: string, thumbnails = true): FileLink {
  return {
    key,
    url: signed(key),
    thumbnails: thumbnails
      ? {
          small: signed(`${key}.small.png`),
          medium: signed(`${key}.medium.png`),
          large: signed(`${key}.large.png`),
          full: signed(`${key}.full.png`),
        }
      : null,
    expiresAt: 4102444800_000,
  };
}

/** Project file links that hold `held` and have not yet come for any other key. */
export function fileLinksHolding(...held: FileLink[]): FileLinks & { retried: string[] } {
  const retried: string[] = [];
  return {
    link: (key) => held.find((link) => link.key === key),
    put: () => {},
    retry: (key) => retried.push(key),
    version: 0,
    retried,
  };
}
