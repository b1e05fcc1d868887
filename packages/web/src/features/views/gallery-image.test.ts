import { describe, expect, it } from 'vitest';
import { fileLinksHolding, linkTo, signed } from '../files/file-links.test-support.ts';
import { findCardImage } from './gallery-image.ts';

describe('the picture of a gallery card', () => {
  const key = 'a'.repeat(40);
  const links = fileLinksHolding(linkTo(key));

  it('is the first image among the files, shown by its 256 px version through its link', () => {
    expect(
      findCardImage(
        [
          { key: 'b'.repeat(40), filename: 'cut-sheet.pdf', type: 'application/pdf' },
          { key, filename: 'lw-10.jpg', type: 'image/jpeg' },
        ],
        links,
      ),
    ).toEqual({
      key,
      src: signed(`${key}.medium.png`),
      url: signed(key),
      filename: 'lw-10.jpg',
      type: 'image/jpeg',
    });
  });

  it('is on its way while its link is asked for', () => {
    expect(findCardImage([{ key, filename: 'Lamp A1.png' }], fileLinksHolding())).toEqual({
      key,
      src: undefined,
      url: undefined,
      filename: 'Lamp A1.png',
      type: 'image/png',
    });
  });

  it('is none without files, or without an image among them', () => {
    expect(findCardImage(null, links)).toBeNull();
    expect(findCardImage([], links)).toBeNull();
    expect(findCardImage('LW-10', links)).toBeNull();
    expect(findCardImage([{ key: 'c'.repeat(40), filename: 'spec.pdf' }], links)).toBeNull();
  });
});
