import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnails, UnreadableImageError } from './thumbnails.ts';

const sizesOf = (thumbnails: Awaited<ReturnType<typeof makeThumbnails>>) =>
  Object.fromEntries(thumbnails.map((t) => [t.size, [t.width, t.height]]));

describe('thumbnails', () => {
  it('fits a 4000×3000 photo in each box, as PNG, in a few seconds at most', async () => {
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const started = performance.now();
    const thumbnails = await makeThumbnails(photo, 'site.jpg');
    const elapsed = performance.now() - started;
    expect(sizesOf(thumbnails)).toEqual({
      small: [64, 48],
      medium: [256, 192],
      large: [1024, 768],
      full: [2048, 1536],
    });
    for (const thumbnail of thumbnails) {
      expect((await sharp(thumbnail.data).metadata()).format).toBe('png');
    }
    // About 0.3 s on two cores; the bound only catches decoding the photo once per size.
    expect(elapsed).toBeLessThan(5000);
  });

  it('never enlarges a small image, and turns a camera photo upright', async () => {
    // Stored 300×200 with EXIF orientation 6: it is shown (and thumbnailed) 200×300.
    const sideways = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(sizesOf(await makeThumbnails(sideways, 'phone.jpg'))).toEqual({
      small: [43, 64],
      medium: [171, 256],
      large: [200, 300],
      full: [200, 300],
    });
  });

  it('reads greyscale, 16-bit and animated images as RGB on white', async () => {
    const grey16 = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .toColourspace('grey16')
      .png()
      .toBuffer();
    const gif = await sharp({
      create: { width: 80, height: 40, channels: 4, background: '#00ff00' },
    })
      .gif()
      .toBuffer();
    for (const [name, bytes] of [
      ['grey.png', grey16],
      ['anim.gif', gif],
    ] as const) {
      const [small] = await makeThumbnails(bytes, name);
      const { data, info } = await sharp(small!.data).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels, name).toBe(3);
      expect([...data.subarray(0, 3)], name).toEqual(
        name === 'grey.png' ? [255, 255, 255] : [0, 255, 0],
      );
    }
  });

  it('refuses an image claiming more pixels than allowed before decoding it', async () => {
    const tiny = await sharp({
      create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const bomb = Buffer.from(tiny);
    // Width and height live in the IHDR chunk, bytes 16–23; its CRC follows the data.
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    await expect(makeThumbnails(bomb, 'bomb.png')).rejects.toThrow(
      new UnreadableImageError('The image bomb.png has more than 100 megapixels.'),
    );
  });
});
