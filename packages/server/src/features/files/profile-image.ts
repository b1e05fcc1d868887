import type { StoredImage } from '../../db/schema.ts';
import type { ProfileImage } from '../../graphql/resolvers.generated.ts';

const fileUrl = (key: string | undefined) => (key ? `/files/${encodeURIComponent(key)}` : null);

/** A stored image (logo, picture) as the API shows it: download URLs of it and its thumbnails. */
export function toProfileImage(image: StoredImage | null): ProfileImage | null {
  if (!image) return null;
  return {
    key: image.key,
    url: fileUrl(image.key)!,
    thumbnails: {
      small: fileUrl(image.thumbnails.small),
      medium: fileUrl(image.thumbnails.medium),
      large: fileUrl(image.thumbnails.large),
      full: fileUrl(image.thumbnails.full),
    },
  };
}
