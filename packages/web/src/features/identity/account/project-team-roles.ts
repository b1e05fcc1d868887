/**
 * The roles offered for `projectTeamRole`. The spec names the field, not its values; these are
 * the parties of a lighting specification. A value saved earlier that is not listed stays
 * selectable.
 */
export const projectTeamRoles = [
  'Architect',
  'Interior Designer',
  'Lighting Designer',
  'Electrical Engineer',
  'Contractor',
  'Distributor',
  "Manufacturer's Agent",
  'Manufacturer',
  'Owner',
  'Other',
] as const;

/** The labels of the profile fields, as the account page and its notices name them. */
export const profileFieldLabels = {
  name: 'Name',
  company: 'Company',
  job_title: 'Job title',
  location: 'Location',
  projectTeamRole: 'Project team role',
} as const;
