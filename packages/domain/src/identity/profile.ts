export type ProfileFields = {
  name?: string | null;
  company?: string | null;
  projectTeamRole?: string | null;
  location?: string | null;
};

/** The fields a profile needs before the app lets its owner past the account page. */
export const requiredProfileFields = ['name', 'company', 'projectTeamRole', 'location'] as const;

/** A profile is complete only with name, company, projectTeamRole and location. */
export function isProfileComplete(profile: ProfileFields): boolean {
  return requiredProfileFields.every((field) => Boolean(profile[field]?.trim()));
}
