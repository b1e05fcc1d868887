import type { DatabaseHandle } from '../db/connection.ts';
import { createConfirmedAccount, findAccountByEmail } from '../features/identity/index.ts';
import { insertProject } from '../features/projects/index.ts';
import { createOwnWorkspace, updateWorkspaceRow } from '../features/workspaces/index.ts';

export const demoAccount = {
  email: 'demo@specboard.local',
  password: 'demo-lumens-2026',
  name: 'Avery Chen',
  company: 'Northlight Lighting Design',
  location: 'Vancouver, Canada',
  projectTeamRole: 'Lighting Designer',
};

const sampleProjects = [
  {
    projectName: 'Harbourfront Hotel',
    number: 'NL-2411',
    phase: 'Design Development',
    address: {
      formatted_address: 'Vancouver, Canada',
      geometry: { location: { lat: 49.2827, lng: -123.1207 } },
      address_components: [
        { long_name: 'Vancouver', short_name: 'Vancouver', types: ['locality'] },
        { long_name: 'Canada', short_name: 'CA', types: ['country'] },
      ],
    },
    baseBudget: 485_000,
    area: 14_200,
    areaUnit: 'meter' as const,
    powerDensity: 6.5,
  },
  {
    projectName: 'Riverside Public Library',
    number: 'NL-2417',
    phase: 'Construction Documents',
    address: {
      formatted_address: 'Portland, United States',
      geometry: { location: { lat: 45.5152, lng: -122.6784 } },
      address_components: [
        { long_name: 'Portland', short_name: 'Portland', types: ['locality'] },
        { long_name: 'United States', short_name: 'US', types: ['country'] },
      ],
    },
    baseBudget: 212_000,
    area: 38_000,
    areaUnit: 'feet' as const,
    powerDensity: 0.7,
  },
];

/** Seeds the demo account, its premium workspace and two projects; answers what it did. */
export async function seedDemo(database: DatabaseHandle): Promise<string> {
  if (await findAccountByEmail(database.db, demoAccount.email)) {
    return `The demo account ${demoAccount.email} exists already: nothing changed.`;
  }
  await database.db.transaction().execute(async (trx) => {
    const account = await createConfirmedAccount(trx, demoAccount);
    const workspaceId = await createOwnWorkspace(trx, { id: account.id, name: account.name });
    await updateWorkspaceRow(trx, workspaceId, {
      name: 'Northlight Studio',
      plan: 'premium',
      premium_licenses: 10,
    });
    for (const project of sampleProjects) {
      await insertProject(trx, {
        workspaceId,
        creatorId: account.id,
        location: project.address.formatted_address,
        sourceLibraryId: null,
        ...project,
      });
    }
  });
  return `Demo ready: sign in as ${demoAccount.email} with the password ${demoAccount.password}.`;
}
