import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { createConfirmedAccount } from '../../src/features/identity/index.ts';
import { insertProject } from '../../src/features/projects/index.ts';
import { createOwnWorkspace, updateWorkspaceRow } from '../../src/features/workspaces/index.ts';

/**
 * A confirmed account with its own Premium workspace and one empty project, written straight to
 * the database (no mail, no codes): the owner the benches and the scale-out test work as.
 */
export async function premiumProject(database: DatabaseHandle, label: string) {
  const email = `${label.toLowerCase()}.${randomUUID()}@example.com`;
  const password = `${label} password 9`;
  const db = database.db;
  const account = await createConfirmedAccount(db, {
    email,
    password,
    name: `${label} Owner`,
    company: 'Bench',
    location: 'Nowhere',
    projectTeamRole: 'Lighting Designer',
  });
  const workspaceId = await createOwnWorkspace(db, { id: account.id, name: label });
  await updateWorkspaceRow(db, workspaceId, { plan: 'premium' } as never);
  const projectId = await insertProject(db, {
    workspaceId,
    creatorId: account.id,
    projectName: `${label} Tower`,
    number: null,
    phase: null,
    address: { formatted_address: 'Halifax, Canada', geometry: null, address_components: [] },
    location: 'Halifax, Canada',
    baseBudget: 0,
    area: 1000,
    areaUnit: 'feet',
    powerDensity: 0,
    sourceLibraryId: null,
  });
  return { email, password, accountId: account.id, workspaceId, projectId };
}
