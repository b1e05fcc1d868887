import type { StoredImage } from '../../db/schema.ts';
import type { ProfileImage } from '../../graphql/resolvers.generated.ts';
import type { FileLinks } from './file-links.ts';

/**
 * A stored image (logo, picture) as the API shows it: links to it and its thumbnails, signed
 * for this answer. Call it only for someone allowed to see the profile or workspace it is of.
 */
export function toProfileImage(image: StoredImage | null, links: FileLinks): ProfileImage | null {
  if (!image) return null;
  const url = (key: string | undefined) => (key ? links.url(key) : null);
  return {
    key: image.key,
    url: links.url(image.key),
    thumbnails: {
      small: url(image.thumbnails.small),
      medium: url(image.thumbnails.medium),
      large: url(image.thumbnails.large),
      full: url(image.thumbnails.full),
    },
  };
}

/** A person's picture where one small image is shown (comments, the share dialog), or null. */
export function pictureLink(picture: StoredImage | null, links: FileLinks): string | null {
  if (!picture) return null;
  return links.url(picture.thumbnails.small ?? picture.key);
}
