import type { DatabaseHandle } from '../db/connection.ts';
import { createConfirmedAccount, findAccountByEmail } from '../features/identity/index.ts';
import { insertProject } from '../features/projects/index.ts';
import { createOwnWorkspace, updateWorkspaceRow } from '../features/workspaces/index.ts';
import { sampleCollections, sampleLibrary, seedCatalogue } from '../seed/seed-catalogue.ts';
import { seedLiveSchedule } from '../seed/seed-schedule.ts';

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
    baseBudget: 1_150_000,
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
    baseBudget: 690_000,
    area: 38_000,
    areaUnit: 'feet' as const,
    powerDensity: 0.7,
  },
];

/** What fills each sample project's schedule: how many rows, which areas (tags). */
export const sampleSchedules: Record<string, { rows: number; seed: number; tags: string[] }> = {
  'Harbourfront Hotel': {
    rows: 120,
    seed: 11,
    tags: [
      'Lobby',
      'Corridor',
      'Guest Room',
      'Spa',
      'Restaurant',
      'Ballroom',
      'Meeting Room',
      'Fitness',
      'Pool Deck',
      'Stair',
      'Back of House',
      'Parking',
      'Loading Dock',
      'Facade',
      'Landscape',
    ],
  },
  'Riverside Public Library': {
    rows: 60,
    seed: 17,
    tags: [
      'Lobby',
      'Reading Room',
      'Stacks',
      "Children's Area",
      'Meeting Room',
      'Corridor',
      'Stair',
      'Back of House',
      'Parking',
      'Facade',
      'Landscape',
    ],
  },
};

/**
 * Fills the live schedules of the demo's sample projects that have never had rows (a demo made
 * before schedules existed gets them too); answers how many rows it added.
 */
async function fillSampleSchedules(database: DatabaseHandle, userId: string): Promise<number> {
  const projects = await database.db
    .selectFrom('projects')
    .select(['id', 'project_name'])
    .where('creator_id', '=', userId)
    .where('project_name', 'in', Object.keys(sampleSchedules))
    .orderBy('created_at')
    .execute();
  let added = 0;
  for (const project of projects) {
    const schedule = sampleSchedules[project.project_name];
    if (!schedule) continue;
    const seeded = await database.rawTransaction((run) =>
      seedLiveSchedule(run, project.id, { ...schedule, onlyIfEmpty: true, userId }),
    );
    added += seeded.added;
  }
  return added;
}

/**
 * Fills the catalogue of the workspaces the demo account created, when they hold no collections
 * yet (a demo made before the catalogue existed gets it too); answers how many products it added.
 */
async function fillSampleCatalogue(database: DatabaseHandle, userId: string): Promise<number> {
  const workspaces = await database.db
    .selectFrom('workspaces')
    .select('id')
    .where('creator_id', '=', userId)
    .execute();
  let added = 0;
  for (const workspace of workspaces) {
    added += await database.rawTransaction((run) => seedCatalogue(run, workspace.id, userId));
  }
  return added;
}

/**
 * Seeds the demo account, its premium workspace and two projects whose schedules hold made-up
 * lighting products; answers what it did. Safe to run again: what exists is left as it is.
 */
export async function seedDemo(database: DatabaseHandle): Promise<string> {
  const existing = await findAccountByEmail(database.db, demoAccount.email);
  if (existing) {
    const added = await fillSampleSchedules(database, existing.id);
    const products = await fillSampleCatalogue(database, existing.id);
    if (added === 0 && products === 0) {
      return `The demo account ${demoAccount.email} exists already: nothing changed.`;
    }
    return `The demo account ${demoAccount.email} exists already; its sample schedules got ${added} rows and its catalogue ${products} products, all made up.`;
  }
  const accountId = await database.db.transaction().execute(async (trx) => {
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
    return account.id;
  });
  const added = await fillSampleSchedules(database, accountId);
  const products = await fillSampleCatalogue(database, accountId);
  return [
    `Demo ready: sign in as ${demoAccount.email} with the password ${demoAccount.password}.`,
    `The sample schedules hold ${added} rows of made-up lighting products.`,
    `The catalogue holds ${products} of them in ${sampleCollections.length} collections, in the default library and in ${sampleLibrary.name}.`,
  ].join('\n');
}
