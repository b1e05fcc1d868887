import { isProfileComplete } from '@specboard/domain';
import type { UserProfile } from '../../graphql/resolvers.generated.ts';
import { type FileLinks, toProfileImage } from '../files/index.ts';
import type { UserRow } from './identity.repository.ts';

/** A user row as the API shows it to its owner; its images as links signed for this answer. */
export function toUserProfile(row: UserRow, links: FileLinks): UserProfile {
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
    logo: toProfileImage(row.logo, links),
    picture: toProfileImage(row.picture, links),
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
export function toPublicProfile(row: UserRow, links: FileLinks): UserProfile {
  return {
    ...toUserProfile(row, links),
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
