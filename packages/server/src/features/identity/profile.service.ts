import {
  AppError,
  chooseOnboardingRoute,
  identityMessages,
  isValidEmail,
  messages,
  normalizeEmail,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  OnboardingRouteInput,
  UpdateUserProfileInput,
  UserProfile,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf, resolveOwnedImage } from '../files/index.ts';
import {
  findUserByEmail,
  findUserById,
  shareAWorkspace,
  updateUser,
} from './identity.repository.ts';
import { toPublicProfile, toUserProfile } from './profile.presenter.ts';

const maxTextLength = 200;
const sortingModes = [
  'createdDate',
  'lastAccessed',
  'name',
  'projectName',
  'number',
  'lastModified',
];

async function loadViewerRow(context: GraphQLContext) {
  const viewer = requireViewer(context);
  const user = await findUserById(context.database.db, viewer.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', identityMessages.signInRequired);
  return user;
}

/** The viewer's own profile; another user's only once workspaces say who may see whom. */
export async function getUserProfile(
  context: GraphQLContext,
  username: string | null | undefined,
): Promise<UserProfile | null> {
  const user = await loadViewerRow(context);
  if (username && username !== user.id) return null;
  return toUserProfile(user, fileLinksOf(context));
}

/**
 * Finds a person by exact address, showing only what is needed to recognise them, and only to
 * someone who shares a workspace with them: to anyone else they read as not found (an address
 * must not tell whether it has an account, nor whose name and company it is).
 */
export async function getUserProfileByEmail(
  context: GraphQLContext,
  email: string,
): Promise<UserProfile | null> {
  const viewer = await loadViewerRow(context);
  if (!isValidEmail(email)) return null;
  const user = await findUserByEmail(context.database.db, normalizeEmail(email));
  if (!user) return null;
  if (user.id === viewer.id) return toUserProfile(user, fileLinksOf(context));
  return (await shareAWorkspace(context.database.db, viewer.id, user.id))
    ? toPublicProfile(user, fileLinksOf(context))
    : null;
}

function cleanText(field: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() || null;
  if (trimmed && trimmed.length > maxTextLength) {
    throw new AppError('BAD_USER_INPUT', messages.tooLong(field, maxTextLength));
  }
  return trimmed;
}

function checkSortingMode(value: string | null | undefined) {
  if (value && !sortingModes.includes(value)) {
    throw new AppError('BAD_USER_INPUT', identityMessages.sortingModeNotOffered);
  }
  return value;
}

export async function updateUserProfile(
  context: GraphQLContext,
  input: UpdateUserProfileInput,
): Promise<UserProfile> {
  const user = await loadViewerRow(context);
  const changes = {
    name: cleanText('Name', input.name),
    company: cleanText('Company', input.company),
    job_title: cleanText('Job title', input.job_title),
    location: cleanText('Location', input.location),
    project_team_role: cleanText('Project team role', input.projectTeamRole),
    project_sorting_mode: checkSortingMode(input.projectSortingMode),
    project_sorting_mode_ascending: input.projectSortingModeAscending,
    collection_sorting_mode: checkSortingMode(input.collectionSortingMode),
    collection_sorting_mode_ascending: input.collectionSortingModeAscending,
  };
  const images = {
    logo: await resolveOwnedImage(context, user.id, input.logo),
    picture: await resolveOwnedImage(context, user.id, input.picture),
  };
  const defined = Object.fromEntries(
    Object.entries({ ...changes, ...images }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof changes & typeof images>;
  const updated = await updateUser(context.database.db, user.id, defined);
  return toUserProfile(updated, fileLinksOf(context));
}

export async function acceptTermsOfService(context: GraphQLContext): Promise<UserProfile> {
  const user = await loadViewerRow(context);
  const updated = user.terms_accepted_at
    ? user
    : await updateUser(context.database.db, user.id, { terms_accepted_at: new Date() });
  return toUserProfile(updated, fileLinksOf(context));
}

/** The region of the first language the browser prefers (en-GB → GB); null when it names none. */
export function getUserCountryCode(context: GraphQLContext): string | null {
  const languages = (context.acceptLanguage ?? '').split(',');
  for (const language of languages) {
    const region = language.split(';')[0]?.trim().split('-')[1];
    if (region && /^[a-zA-Z]{2}$/.test(region)) return region.toUpperCase();
  }
  return null;
}

export function getOnboardingRoute(
  context: GraphQLContext,
  input: OnboardingRouteInput | null | undefined,
): string {
  requireViewer(context);
  return chooseOnboardingRoute({
    storedRoute: input?.storedRoute,
    cameThroughEvent: input?.event,
    // Event pages are workspace pages; they arrive with the community.
    eventPageRoute: null,
  });
}

/** Keeps how the viewer sorts projects or collections, for the next visit. */
export function setSortingMode(
  context: GraphQLContext,
  args: { resource: 'projects' | 'collections'; sortingMode: string; ascending: boolean },
): Promise<UserProfile> {
  return updateUserProfile(
    context,
    args.resource === 'projects'
      ? { projectSortingMode: args.sortingMode, projectSortingModeAscending: args.ascending }
      : { collectionSortingMode: args.sortingMode, collectionSortingModeAscending: args.ascending },
  );
}
