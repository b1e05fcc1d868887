import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePagePdf } from './files.test-support.ts';
import { makePdfThumbnails } from './pdf-thumbnails.ts';

const sizesOf = (thumbnails: Awaited<ReturnType<typeof makePdfThumbnails>>) =>
  Object.fromEntries(thumbnails.map((t) => [t.size, [t.width, t.height]]));

describe('PDF thumbnails', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('draws the first page into the image sizes, as PNG', async () => {
    const logger = { warn: vi.fn() };
    const thumbnails = await makePdfThumbnails(onePagePdf(), 'sheet.pdf', logger);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(sizesOf(thumbnails)).toEqual({
      small: [64, 32],
      medium: [256, 128],
      large: [1024, 512],
      full: [2048, 1024],
    });
    const medium = thumbnails.find((t) => t.size === 'medium')!;
    const { data, info } = await sharp(medium.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    expect(pixel(10)).toEqual([255, 0, 0]);
    expect(pixel(250)).toEqual([255, 255, 255]);
  });

  it('gives none for a PDF it cannot draw', async () => {
    const logger = { warn: vi.fn() };
    const broken = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    expect(await makePdfThumbnails(broken, 'broken.pdf', logger)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('gives none without pdftoppm, and says so once', async () => {
    process.env.PATH = '/nonexistent';
    const logger = { warn: vi.fn() };
    expect(await makePdfThumbnails(onePagePdf(), 'a.pdf', logger)).toEqual([]);
    expect(await makePdfThumbnails(onePagePdf(), 'b.pdf', logger)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/pdftoppm is not installed/);
  });
});
