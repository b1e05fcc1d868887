import { describe, expect, it } from 'vitest';
import { findCardImage } from './gallery-image.ts';

describe('the picture of a gallery card', () => {
  it('is the first image among the files, shown by its 256 px version', () => {
    const key = 'a'.repeat(40);
    expect(
      findCardImage([
        { key: 'b'.repeat(40), filename: 'cut-sheet.pdf', type: 'application/pdf' },
        { key, filename: 'lw-10.jpg', type: 'image/jpeg' },
      ]),
    ).toEqual({
      src: `/files/${key}.medium.png`,
      url: `/files/${key}`,
      filename: 'lw-10.jpg',
      type: 'image/jpeg',
    });
  });

  it('is the medium thumbnail the stored cell names', () => {
    const key = 'd'.repeat(40);
    const stored = {
      key,
      filename: 'Lamp A1.png',
      type: 'image/png',
      size: 1234,
      thumbnails: {
        small: `${key}.small.png`,
        medium: `${key}.medium.png`,
        large: `${key}.large.png`,
        full: `${key}.full.png`,
      },
    };
    expect(findCardImage([stored])).toEqual({
      src: `/files/${key}.medium.png`,
      url: `/files/${key}`,
      filename: 'Lamp A1.png',
      type: 'image/png',
    });
  });

  it('is none without files, or without an image among them', () => {
    expect(findCardImage(null)).toBeNull();
    expect(findCardImage([])).toBeNull();
    expect(findCardImage('LW-10')).toBeNull();
    expect(findCardImage([{ key: 'c'.repeat(40), filename: 'spec.pdf' }])).toBeNull();
  });
});
