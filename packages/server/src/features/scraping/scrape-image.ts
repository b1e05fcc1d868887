import {
  cleanFileName,
  findFileKind,
  scrapeFailureReasons,
  scrapeLimits,
  type ThumbnailSize,
} from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import type { ScrapedImage } from '../../graphql/resolvers.generated.ts';
import { fileLinksOf, thumbnailUrls, uploadFile } from '../files/index.ts';
import { FetchRefused, type SafeFetcher } from './safe-fetch.ts';

type ImagePlatform = Pick<Platform, 'database' | 'storage' | 'logger' | 'config' | 'signingSecret'>;

const extensionOfType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/** The image's address made absolute against the page; undefined unless http or https. */
export function imageAddress(image: string, pageUrl: string): string | undefined {
  try {
    const url = new URL(image, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches the page's main image through the same safe fetcher and stores it as the viewer's
 * upload, exactly as POST /files does (content sniffed, thumbnails drawn). Undefined when it
 * cannot be had: the product is told without an image. An abort is passed on.
 */
export async function fetchProductImage(
  platform: ImagePlatform,
  fetcher: SafeFetcher,
  args: { userId: string; url: string; signal: AbortSignal },
): Promise<ScrapedImage | null> {
  try {
    const fetched = await fetcher.get(args.url, {
      maxBytes: scrapeLimits.imageMaxBytes,
      tooLarge: scrapeFailureReasons.imageTooLarge,
      signal: args.signal,
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
    });
    const declaredType = fetched.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const filename = imageFileName(fetched.url, declaredType);
    // Only an image goes in an image cell, whatever the address called itself.
    if (!findFileKind(filename, declaredType)?.image) return null;
    args.signal.throwIfAborted();
    const file = await uploadFile(platform, args.userId, {
      filename,
      declaredType,
      bytes: fetched.body,
    });
    const links = fileLinksOf(platform);
    return {
      key: file.key,
      filename: file.filename,
      size: file.size,
      type: file.contentType,
      url: links.url(file.key),
      thumbnails: thumbnailsOf(thumbnailUrls(file.thumbnails, links)),
    };
  } catch (error) {
    if (args.signal.aborted) throw args.signal.reason;
    const why = error instanceof FetchRefused ? error.why : String(error);
    platform.logger.info({ url: args.url, why }, 'a scraped product image was left out');
    return null;
  }
}

function thumbnailsOf(urls: Partial<Record<ThumbnailSize, string>> | null) {
  if (!urls) return null;
  return {
    small: urls.small ?? null,
    medium: urls.medium ?? null,
    large: urls.large ?? null,
    full: urls.full ?? null,
  };
}

/** The name the image is kept under: its address's last part, with an extension its type gives. */
function imageFileName(url: string, type: string): string {
  let last = '';
  try {
    last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    // Not valid percent-encoding: a name of our own below.
  }
  const name = cleanFileName(last) || 'product-image';
  if (/\.[a-z0-9]{2,5}$/i.test(name)) return name;
  const extension = extensionOfType[type];
  return extension ? `${name}.${extension}` : name;
}
