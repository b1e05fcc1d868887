/** One megabyte as upload limits and image sizes are shown: 1,048,576 bytes. */
export const bytesPerMegabyte = 1024 * 1024;

/** The largest upload accepted unless the operator sets another (UPLOAD_MAX_BYTES). */
export const defaultUploadMaxBytes = 10 * bytesPerMegabyte;

/** Images with more pixels are refused before they are decoded (a decompression bomb). */
export const maxImagePixels = 100_000_000;

export type ThumbnailSize = 'small' | 'medium' | 'large' | 'full';

/** The box each thumbnail fits in, in pixels; `full` is the original, capped. */
export const thumbnailBoxes: Record<ThumbnailSize, number> = {
  small: 64,
  medium: 256,
  large: 1024,
  full: 2048,
};

export const thumbnailSizes = Object.keys(thumbnailBoxes) as ThumbnailSize[];

/** A size in MB with two decimals, as the spec shows image sizes: '3.47 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / bytesPerMegabyte).toFixed(2)} MB`;
}

/** A limit in MB without trailing zeros: '10 MB', '0.5 MB'. */
export function formatMegabyteLimit(bytes: number): string {
  return `${Number((bytes / bytesPerMegabyte).toFixed(2))} MB`;
}
