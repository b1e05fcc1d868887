import {
  fileMessages,
  maxImagePixels,
  type ThumbnailSize,
  thumbnailBoxes,
  thumbnailSizes,
} from '@specboard/domain';
import type { ResizeOptions } from 'sharp';

export type Thumbnail = { size: ThumbnailSize; data: Buffer; width: number; height: number };

/** Raised when the bytes have an image's signature but cannot be made into thumbnails. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * Every thumbnail of an image: PNG, turned upright, on a white canvas, fitted in its box and
 * never enlarged. The image is decoded once, to the full size; the smaller ones come from that.
 */
export async function makeThumbnails(bytes: Buffer, filename: string): Promise<Thumbnail[]> {
  // Loaded with the first image: sharp's native library is some 140 ms and 10 MB at a start.
  const { default: sharp } = await import('sharp');
  const full = await sharp(bytes, { limitInputPixels: maxImagePixels })
    .rotate()
    .resize(fitIn(thumbnailBoxes.full))
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new UnreadableImageError(
        /pixel limit/i.test(error.message)
          ? fileMessages.tooManyPixels(filename, maxImagePixels)
          : fileMessages.unreadableImage(filename),
        { cause: error },
      );
    });
  const raw = { width: full.info.width, height: full.info.height, channels: full.info.channels };
  return Promise.all(
    thumbnailSizes.map(async (size) => {
      const { data, info } = await sharp(full.data, { raw })
        .resize(fitIn(thumbnailBoxes[size]))
        .png()
        .toBuffer({ resolveWithObject: true });
      return { size, data, width: info.width, height: info.height };
    }),
  );
}

function fitIn(box: number): ResizeOptions {
  return { width: box, height: box, fit: 'inside', withoutEnlargement: true };
}
