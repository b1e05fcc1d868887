import { randomUUID } from 'node:crypto';
import {
  catalogueLimits,
  computeCells,
  findColumn,
  normalizeCellValue,
  type RowCells,
  scheduleSchema,
  typeSortKey,
} from '@specboard/domain';
import type { RawRunner } from '../db/connection.ts';
import { takePositions } from '../features/schedule/rows.repository.ts';
import { type LightingProduct, lightingProducts } from './lighting-products.ts';

/** A collection of the demo catalogue: its name, its library, and which product types it holds. */
type SampleCollection = {
  name: string;
  description: string;
  keywords: string[];
  library: 'default' | 'custom';
  productTypes: readonly string[];
};

/** The custom library the demo keeps its office standards in. */
export const sampleLibrary = {
  name: 'Office Standards',
  description: 'Fixtures the studio specifies by default, reviewed each quarter.',
  keywords: ['standards', 'approved'],
};

export const sampleCollections: readonly SampleCollection[] = [
  {
    name: 'Downlights & Cylinders',
    description: 'Recessed downlights and surface cylinders for lobbies, corridors and rooms.',
    keywords: ['downlight', 'cylinder'],
    library: 'custom',
    productTypes: ['Downlight', 'Cylinder'],
  },
  {
    name: 'Linear',
    description: 'Pendant, recessed, cove and tape linear systems.',
    keywords: ['linear', 'cove'],
    library: 'custom',
    productTypes: ['Linear Pendant', 'Linear Recessed', 'Cove', 'Tape Light'],
  },
  {
    name: 'Accent & Wall',
    description: 'Track spots, wall washers, sconces and step lights.',
    keywords: ['accent', 'wall'],
    library: 'default',
    productTypes: ['Track Spot', 'Wall Washer', 'Wall Sconce', 'Step Light'],
  },
  {
    name: 'Exterior',
    description: 'Bollards, floodlights, in-grade uplights and canopies.',
    keywords: ['exterior', 'site'],
    library: 'default',
    productTypes: ['Bollard', 'Floodlight', 'In-grade Uplight', 'Canopy'],
  },
];

/** A product's cells as an edit would store them: checked per column, computed cells added. */
function productCells(product: LightingProduct): RowCells {
  const schema = scheduleSchema([]);
  const cells: RowCells = {};
  for (const [col, raw] of Object.entries(product)) {
    const column = findColumn(schema, col);
    if (!column) continue;
    const value = normalizeCellValue(column, raw);
    if (value !== null) cells[col] = value;
  }
  return { ...cells, ...computeCells(cells) };
}

async function ensureLibrary(
  run: RawRunner,
  workspaceId: string,
  userId: string,
  kind: 'default' | 'custom',
): Promise<string> {
  const found = await run(
    `select id from libraries where workspace_id = $1 and kind = $2
        and ($2 = 'default' or name = $3) limit 1`,
    [workspaceId, kind, sampleLibrary.name],
  );
  const existing = found.rows[0] as { id: string } | undefined;
  if (existing) return existing.id;
  const id = randomUUID();
  await run(
    `insert into libraries (id, workspace_id, name, description, keywords, kind, creator_id)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    kind === 'default'
      ? [id, workspaceId, 'Default library', null, '[]', kind, userId]
      : [
          id,
          workspaceId,
          sampleLibrary.name,
          sampleLibrary.description,
          JSON.stringify(sampleLibrary.keywords),
          kind,
          userId,
        ],
  );
  return id;
}

/**
 * Fills a workspace's catalogue with the demo's libraries (the default one and Office Standards)
 * and collections of made-up products, each within the product cap. Runs inside the caller's
 * transaction; a workspace that already holds collections is left alone. Answers how many
 * products it added.
 */
export async function seedCatalogue(
  run: RawRunner,
  workspaceId: string,
  userId: string,
): Promise<number> {
  const { rows } = await run('select 1 from collections where workspace_id = $1 limit 1', [
    workspaceId,
  ]);
  if (rows.length > 0) return 0;
  const libraries = {
    default: await ensureLibrary(run, workspaceId, userId, 'default'),
    custom: await ensureLibrary(run, workspaceId, userId, 'custom'),
  };
  const products = lightingProducts();
  let added = 0;
  for (const sample of sampleCollections) {
    const chosen = products
      .filter((product) => sample.productTypes.includes(product.productType))
      .slice(0, catalogueLimits.productsPerCollection);
    const collectionId = randomUUID();
    const scheduleId = randomUUID();
    await run(
      `insert into collections (id, workspace_id, library_id, name, description, keywords, products_count, creator_id)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
      [
        collectionId,
        workspaceId,
        libraries[sample.library],
        sample.name,
        sample.description,
        JSON.stringify(sample.keywords),
        chosen.length,
        userId,
      ],
    );
    await run(`insert into schedules (id, collection_id) values ($1, $2)`, [
      scheduleId,
      collectionId,
    ]);
    const positions = await takePositions(run, scheduleId, chosen.length);
    await run(
      `insert into schedule_rows (schedule_id, id, position, type_key, cells, updated_by)
       select $1, r.id, r.position::bigint, r.type_key, r.cells, $3
         from jsonb_to_recordset($2::jsonb) as r(id text, position text, type_key text, cells jsonb)`,
      [
        scheduleId,
        JSON.stringify(
          chosen.map((product, index) => {
            const cells = productCells(product);
            return {
              id: randomUUID(),
              position: positions[index],
              type_key: typeSortKey(cells.typeDesignation),
              cells,
            };
          }),
        ),
        userId,
      ],
    );
    added += chosen.length;
  }
  return added;
}
