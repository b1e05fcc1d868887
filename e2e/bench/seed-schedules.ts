/**
 * Fills the data folder at DATA_DIR (the server stopped: the embedded database admits one process)
 * with the demo account and one project per row count given on the command line, each schedule
 * filled by the server's own seeding. Prints the projects as JSON: [{ id, name, rows }].
 *
 *   DATA_DIR=/tmp/x node --import tsx e2e/bench/seed-schedules.ts 5000 50000
 */
import { seedDemo } from '../../packages/server/src/cli/demo-seed.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openDatabase } from '../../packages/server/src/db/connection.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { insertProject } from '../../packages/server/src/features/projects/index.ts';
import { seedLiveSchedule } from '../../packages/server/src/seed/seed-schedule.ts';

const counts = process.argv.slice(2).map(Number);
const database = await openDatabase(loadConfig());
try {
  await migrate(database);
  await seedDemo(database);
  const { rows } = await database.executeSql(
    // The demo's premium workspace, where its sample projects are.
    `select p.creator_id as user_id, p.workspace_id
       from projects p join users u on u.id = p.creator_id
      where u.email = 'demo@specboard.local' limit 1`,
  );
  const owner = rows[0] as { user_id: string; workspace_id: string };
  const projects = [];
  for (const count of counts) {
    const name = `Bench ${count} rows`;
    const id = await insertProject(database.db, {
      workspaceId: owner.workspace_id,
      creatorId: owner.user_id,
      projectName: name,
      number: null,
      phase: null,
      address: null,
      location: null,
      baseBudget: 1_000_000,
      area: 10_000,
      areaUnit: 'meter',
      powerDensity: 6.5,
      sourceLibraryId: null,
    });
    await database.rawTransaction((run) =>
      seedLiveSchedule(run, id, { rows: count, seed: count, userId: owner.user_id }),
    );
    projects.push({ id, name, rows: count, workspaceId: owner.workspace_id });
  }
  console.log(JSON.stringify(projects));
} finally {
  await database.close();
}
