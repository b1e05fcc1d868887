import { catalogueLimits } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/graphql/index.ts';
import { ApiClient, signInMutation } from '../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { sampleCollections, sampleLibrary } from '../seed/seed-catalogue.ts';
import { demoAccount, sampleSchedules, seedDemo } from './demo-seed.ts';

describe('demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('gives a demo user a premium workspace with two sample projects, once', async () => {
    expect(await seedDemo(app.platform.database)).toMatch(/^Demo ready.*\n.* 180 rows/);
    expect(await seedDemo(app.platform.database)).toMatch(/nothing changed/);
    const client = new ApiClient(app.url);
    const { signIn } = await client.ok(signInMutation, {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    expect(signIn.session!.user.profileComplete).toBe(true);
    client.accessToken = signIn.session!.accessToken;
    const [workspace] = (
      await client.ok(
        graphql(`query DemoSeedListMyWorkspaces { listMyWorkspaces { id name workspaceType } }`),
      )
    ).listMyWorkspaces;
    expect(workspace).toMatchObject({ name: 'Northlight Studio', workspaceType: 'premium' });
    const { getSortedUserProjectsV2 } = await client.ok(
      graphql(
        `query DemoSeedGetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, orderBy: projectName) { data { title } } }`,
      ),
      { w: workspace!.id },
    );
    expect(getSortedUserProjectsV2.data).toEqual([
      { title: 'NL-2411 - Harbourfront Hotel - Design Development' },
      { title: 'NL-2417 - Riverside Public Library - Construction Documents' },
    ]);
  });

  it('fills each sample schedule with made-up products once, with totals to match', async () => {
    const database = app.platform.database;
    const projectRows = async () =>
      (
        await database.executeSql(
          `select p.project_name, p.rows_count, count(r.id)::int as rows,
                  coalesce(sum((r.cells->>'totalCost')::numeric), 0)::text as cost,
                  (select coalesce(sum(t.total_cost), 0)::text from schedule_type_totals t
                    join schedules s on s.id = t.schedule_id where s.project_id = p.id) as totals
             from projects p
             left join schedules s on s.project_id = p.id and s.kind = 'live'
             left join schedule_rows r on r.schedule_id = s.id and r.deleted_at is null
            where p.project_name = any($1::text[])
            group by p.id order by p.project_name`,
          [Object.keys(sampleSchedules)],
        )
      ).rows as {
        project_name: string;
        rows_count: number;
        rows: number;
        cost: string;
        totals: string;
      }[];
    const seeded = await projectRows();
    expect(
      seeded.map((project) => [project.project_name, project.rows, project.rows_count]),
    ).toEqual([
      ['Harbourfront Hotel', 120, 120],
      ['Riverside Public Library', 60, 60],
    ]);
    for (const project of seeded) expect(project.totals).toBe(project.cost);

    // A demo made before schedules existed: its projects get their rows on the next run.
    await database.executeSql(
      `delete from schedules where project_id in
         (select id from projects where project_name = any($1::text[]))`,
      [Object.keys(sampleSchedules)],
    );
    await database.executeSql(
      'update projects set rows_count = 0 where project_name = any($1::text[])',
      [Object.keys(sampleSchedules)],
    );
    expect(await seedDemo(database)).toMatch(/exists already; its sample schedules got 180 rows/);
    expect(await seedDemo(database)).toMatch(/nothing changed/);
    expect(await projectRows()).toEqual(seeded);
  });

  it('fills a default and a custom library with collections of made-up products, within the cap', async () => {
    const database = app.platform.database;
    const collections = async () =>
      (
        await database.executeSql(
          `select l.kind, l.name as library, c.name, c.products_count, count(r.id)::int as rows
             from collections c
             join libraries l on l.id = c.library_id
             join schedules s on s.collection_id = c.id and s.kind = 'live'
             left join schedule_rows r on r.schedule_id = s.id and r.deleted_at is null
            group by l.kind, l.name, c.id order by c.name`,
        )
      ).rows as {
        kind: string;
        library: string;
        name: string;
        products_count: number;
        rows: number;
      }[];
    const seeded = await collections();
    expect(seeded.map((collection) => [collection.kind, collection.name])).toEqual(
      [...sampleCollections]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((sample) => [sample.library, sample.name]),
    );
    for (const collection of seeded) {
      expect(collection.rows).toBe(collection.products_count);
      expect(collection.rows).toBeGreaterThan(0);
      expect(collection.rows).toBeLessThanOrEqual(catalogueLimits.productsPerCollection);
    }
    expect(seeded.find((collection) => collection.kind === 'custom')?.library).toBe(
      sampleLibrary.name,
    );
    // Run again: the catalogue is left as it is.
    expect(await seedDemo(database)).toMatch(/nothing changed/);
    expect(await collections()).toEqual(seeded);
  });
});
