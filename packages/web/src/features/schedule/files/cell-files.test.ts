import { defaultColumns, type ScheduleColumn } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { fileLinksHolding, linkTo, signed } from '../../files/file-links.test-support.ts';
import {
  acceptsFiles,
  appendFiles,
  cellFiles,
  fileDropRefusal,
  fileRefOf,
  filesText,
  fileThumbnailUrl,
  fileUrl,
  previewFileOf,
  withoutFile,
} from './cell-files.ts';

const key = (letter: string) => letter.repeat(40);
const column = (id: string) => defaultColumns.find((candidate) => candidate.id === id)!;

const stored = {
  key: key('a'),
  filename: 'Lamp A1.png',
  type: 'image/png',
  size: 2048,
  thumbnails: {
    small: `${key('a')}.small.png`,
    medium: `${key('a')}.medium.png`,
    large: `${key('a')}.large.png`,
    full: `${key('a')}.full.png`,
  },
};

describe('which columns take files', () => {
  it('is the attachment columns: Image, and custom file columns', () => {
    expect(defaultColumns.filter(acceptsFiles).map((candidate) => candidate.id)).toEqual(['image']);
    const specSheet: ScheduleColumn = { id: 'c1', name: 'Spec Sheet', type: 'attachment' };
    expect(acceptsFiles(specSheet)).toBe(true);
    expect(acceptsFiles(column('model'))).toBe(false);
    expect(acceptsFiles(undefined)).toBe(false);
  });

  it('refuses a drop with the reason: no cell, the viewer may not change it, not a file column', () => {
    const names = ['Image', 'Spec Sheet'];
    expect(fileDropRefusal(column('image'), { kind: 'file' }, names)).toBeNull();
    expect(fileDropRefusal(undefined, undefined, names)).toBe(
      'Drop files onto a cell of a file column.',
    );
    expect(
      fileDropRefusal(
        column('image'),
        { kind: 'refused', message: 'You have view-only access to this schedule.' },
        names,
      ),
    ).toBe('You have view-only access to this schedule.');
    expect(
      fileDropRefusal(
        column('image'),
        { kind: 'refused', message: 'Image: This field is locked.' },
        names,
      ),
    ).toBe('Image: This field is locked.');
    expect(fileDropRefusal(column('model'), { kind: 'text' }, names)).toBe(
      'Model does not take files. Drop them on Image, Spec Sheet.',
    );
  });
});

describe("a file cell's value", () => {
  it('reads the files of a cell; anything else holds none', () => {
    expect(cellFiles([stored])).toEqual([stored]);
    expect(cellFiles(null)).toEqual([]);
    expect(cellFiles(undefined)).toEqual([]);
    expect(cellFiles('Lamp A1.png')).toEqual([]);
    expect(cellFiles(['a', 'b'])).toEqual([]);
  });

  it('appends new uploads after the files already there, each file once', () => {
    const added = fileRefOf({
      key: key('b'),
      filename: 'cut-sheet.pdf',
      type: 'application/pdf',
      size: 10,
      url: `/files/${key('b')}`,
      thumbnails: null,
    });
    expect(added).toEqual({ key: key('b'), filename: 'cut-sheet.pdf', type: 'application/pdf' });
    expect(appendFiles([stored], [added, { ...stored }])).toEqual([stored, added]);
    expect(appendFiles(null, [added])).toEqual([added]);
  });

  it('takes one file out by its key', () => {
    const other = { key: key('c'), filename: 'b.pdf' };
    expect(withoutFile([stored, other], key('a'))).toEqual([other]);
    expect(withoutFile([other], key('a'))).toEqual([other]);
  });

  it('says its file names, for the accessible text and a copy', () => {
    expect(filesText([stored, { key: key('c'), filename: 'b.pdf' }])).toBe('Lamp A1.png, b.pdf');
  });
});

describe('pictures and previews of files', () => {
  const links = fileLinksHolding(linkTo(key('a')), linkTo(key('b')), linkTo(key('d'), false));

  it('shows the thumbnail through the file’s signed link', () => {
    expect(fileThumbnailUrl(stored, links)).toBe(signed(`${key('a')}.small.png`));
    expect(fileThumbnailUrl(stored, links, 'medium')).toBe(signed(`${key('a')}.medium.png`));
    expect(fileUrl(stored, links)).toBe(signed(key('a')));
  });

  it('waits for the link of an image or PDF (undefined), and has none for other files (null)', () => {
    const waiting = fileLinksHolding();
    expect(fileThumbnailUrl(stored, waiting)).toBeUndefined();
    expect(fileThumbnailUrl(stored, null)).toBeUndefined();
    expect(fileThumbnailUrl({ key: key('b'), filename: 'x.jpg', type: 'image/jpeg' }, links)).toBe(
      signed(`${key('b')}.small.png`),
    );
    expect(fileThumbnailUrl({ key: key('b'), filename: 'x.ies', type: null }, links)).toBeNull();
    // The server said it has none, or its link came without any (a PDF it could not draw).
    expect(fileThumbnailUrl({ ...stored, thumbnails: null }, links)).toBeNull();
    expect(fileThumbnailUrl({ key: key('d'), filename: 'x.pdf', type: null }, links)).toBeNull();
  });

  it('previews images and PDFs through their links; other files download', () => {
    expect(previewFileOf(stored, links)).toEqual({
      url: signed(key('a')),
      filename: 'Lamp A1.png',
      type: 'image/png',
    });
    expect(previewFileOf({ key: key('b'), filename: 'cut.pdf' }, links)).toEqual({
      url: signed(key('b')),
      filename: 'cut.pdf',
      type: 'application/pdf',
    });
    expect(
      previewFileOf({ key: key('c'), filename: 'lamp.ies', type: 'application/x-ies' }, links),
    ).toBe(null);
    expect(previewFileOf(stored, fileLinksHolding())).toBeNull();
  });
});
