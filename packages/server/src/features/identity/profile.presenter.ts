import { isProfileComplete } from '@specboard/domain';
import type { StoredImage } from '../../db/schema.ts';
import type { ProfileImage, UserProfile } from '../../graphql/resolvers.generated.ts';
import type { UserRow } from './identity.repository.ts';

/** A user row as the API shows it to its owner. */
export function toUserProfile(row: UserRow): UserProfile {
  const profile = {
    name: row.name,
    company: row.company,
    projectTeamRole: row.project_team_role,
    location: row.location,
  };
  return {
    id: row.id,
    email: row.email,
    ...profile,
    job_title: row.job_title,
    logo: toImage(row.logo),
    picture: toImage(row.picture),
    paymentStatus: row.payment_status,
    projectSortingMode: row.project_sorting_mode,
    projectSortingModeAscending: row.project_sorting_mode_ascending,
    collectionSortingMode: row.collection_sorting_mode,
    collectionSortingModeAscending: row.collection_sorting_mode_ascending,
    // Grants arrive with workspaces and libraries.
    directGrant: [],
    libraryGrants: [],
    profileComplete: isProfileComplete(profile),
    termsAcceptedAt: row.terms_accepted_at?.toISOString() ?? null,
  };
}

/** What another signed-in user may see of a person: enough to recognise and invite them. */
export function toPublicProfile(row: UserRow): UserProfile {
  return {
    ...toUserProfile(row),
    job_title: null,
    location: null,
    paymentStatus: null,
    projectSortingMode: null,
    projectSortingModeAscending: null,
    collectionSortingMode: null,
    collectionSortingModeAscending: null,
    termsAcceptedAt: null,
  };
}

function toImage(image: StoredImage | null): ProfileImage | null {
  if (!image) return null;
  const url = (key: string | undefined) => (key ? `/files/${encodeURIComponent(key)}` : null);
  return {
    key: image.key,
    url: url(image.key)!,
    thumbnails: {
      small: url(image.thumbnails.small),
      medium: url(image.thumbnails.medium),
      large: url(image.thumbnails.large),
      full: url(image.thumbnails.full),
    },
  };
}
