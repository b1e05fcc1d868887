import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { followingCalls } from '../collection-following/following.test-support.ts';
import { collectionCalls, collectionFixture } from '../schedule/collection.test-support.ts';
import { createProject, offeredRow, refCalls, watch } from './product-references.test-support.ts';

describe('products referenced by schedules', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('offers a library price change to every row using the product, in two projects, live', async () => {
    const library = await collectionFixture(app, 'refs');
    const { client, workspaceId: w } = library;
    const product = await library.create({
      manufacturer: 'Lumen & Co',
      model: 'Disc 90',
      budgetPrice: 120,
      typeDesignation: 'L1',
    });
    const hotel = library.projectId;
    const office = await createProject(client, w, 'Office');
    const [hotelRow] = (
      await client.ok(refCalls.add, { w, p: hotel, c: library.collectionId, ids: [product.id] })
    ).createProjectProducts;
    const [officeRow] = (
      await client.ok(refCalls.add, { w, p: office, c: library.collectionId, ids: [product.id] })
    ).createProjectProducts;
    expect(hotelRow.cells).toMatchObject({ manufacturer: 'Lumen & Co', model: 'Disc 90' });
    expect(hotelRow.cells.typeDesignation).toBeUndefined();
    expect(hotelRow.product).toMatchObject({
      collectionId: library.collectionId,
      productId: product.id,
      collectionName: 'Downlights',
      updateAvailable: false,
      edited: false,
      removed: false,
    });
    const priceBefore = hotelRow.cells.budgetPrice;

    // Someone working in each project hears the change as it happens.
    const hotelGrid = watch(app, client, refCalls.rowsChanged, { w, p: hotel });
    const officeGrid = watch(app, client, refCalls.rowsChanged, { w, p: office });
    const hotelUpdates = watch(app, client, refCalls.productUpdated, { w, p: hotel });
    await hotelGrid.first((data) =>
      data.onScheduleRowsChanged.kind === 'subscribed' ? true : undefined,
    );
    await officeGrid.first((data) =>
      data.onScheduleRowsChanged.kind === 'subscribed' ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const edited = await client.ok(collectionCalls.updateCell, {
      ...library.ids,
      row: product.id,
      col: 'budgetPrice',
      value: 150,
      version: product.versions.budgetPrice ?? '1.0',
    });
    const priceAfter = edited.updateCell.row.cells.budgetPrice;
    expect(priceAfter).not.toEqual(priceBefore);

    expect((await hotelGrid.first(offeredRow(hotelRow.id))).cells.budgetPrice).toEqual(priceBefore);
    await officeGrid.first(offeredRow(officeRow.id));
    expect(await hotelUpdates.first((data) => data.onProductUpdated)).toEqual({
      collectionId: library.collectionId,
      productId: product.id,
      scheduleId: expect.any(String),
      rowIds: [hotelRow.id],
    });
    await Promise.all([hotelGrid.dispose(), officeGrid.dispose(), hotelUpdates.dispose()]);

    // Compare shows the price, the row's and the product's.
    const priceDiff = {
      field: 'budgetPrice',
      rowValue: priceBefore,
      productValue: priceAfter,
      referenceValue: priceBefore,
    };
    const compared = (await client.ok(refCalls.compare, { w, p: hotel }))
      .compareScheduleWithReferences;
    expect(compared).toEqual([
      {
        rowId: hotelRow.id,
        productId: product.id,
        updateAvailable: true,
        edited: false,
        removed: false,
        fields: [priceDiff],
      },
    ]);
    const diff = (await client.ok(refCalls.diff, { w, p: office, row: officeRow.id }))
      .getRowDiffProduct;
    expect(diff).toMatchObject({
      updateAvailable: true,
      edited: false,
      collectionName: 'Downlights',
    });
    expect(diff.fields).toEqual([{ name: 'Budget Price', ...priceDiff }]);
    expect(diff.product.budgetPrice).toEqual(priceAfter);

    // The hotel takes the update.
    const updated = (await client.ok(refCalls.update, { w, p: hotel, row: hotelRow.id }))
      .updateProjectProduct;
    expect(updated.cells.budgetPrice).toEqual(priceAfter);
    expect(updated.product).toMatchObject({ updateAvailable: false, edited: false });
    expect(
      (await client.ok(refCalls.compare, { w, p: hotel })).compareScheduleWithReferences,
    ).toEqual([]);

    // The office had changed the model: revert puts the product's values back.
    const changed = await client.ok(
      `mutation RefsEditOffice($p: ID!, $w: ID!, $row: ID!, $value: JSON, $version: CellVersion!) {
        updateCell(projectId: $p, workspaceId: $w, row: $row, col: "model", value: $value, version: $version) { row } }`,
      {
        p: office,
        w,
        row: officeRow.id,
        value: 'Disc 90 custom',
        version: officeRow.versions.model ?? '1.0',
      },
    );
    expect(changed.updateCell.row.product).toMatchObject({ edited: true, updateAvailable: true });
    const reverted = (await client.ok(refCalls.revert, { w, p: office, row: officeRow.id }))
      .revertProjectProduct;
    expect(reverted.cells).toMatchObject({ model: 'Disc 90', budgetPrice: priceAfter });
    expect(reverted.product).toMatchObject({ edited: false, updateAvailable: false });

    // A later change the hotel keeps out: no offer, its row as it was.
    const again = await client.ok(collectionCalls.updateCell, {
      ...library.ids,
      row: product.id,
      col: 'budgetPrice',
      value: 175,
      version: edited.updateCell.version,
    });
    expect(again.updateCell.row.cells.budgetPrice).not.toEqual(priceAfter);
    const kept = (await client.ok(refCalls.keep, { w, p: hotel, row: hotelRow.id }))
      .keepProjectProduct;
    expect(kept.cells.budgetPrice).toEqual(priceAfter);
    expect(kept.product).toMatchObject({ updateAvailable: false, removed: false });
    const rows = (
      await client.ok(
        `query RefsHotelRows($p: ID!, $w: ID!) {
      getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }`,
        { p: hotel, w },
      )
    ).getStructuredScheduleRows.data;
    expect(rows.map((row: any) => row.id)).toEqual([hotelRow.id]);
    expect(rows[0].product.updateAvailable).toBe(false);

    // Both projects use it; deleting the product marks their rows removed.
    const followers = (
      await client.ok(refCalls.followers, { w, c: library.collectionId, id: product.id })
    ).listProductFollowers;
    expect(followers.map((f: any) => [f.projectId, f.rowsCount]).sort()).toEqual(
      [
        [hotel, 1],
        [office, 1],
      ].sort(),
    );
    await client.ok(collectionCalls.delete, { ...library.ids, row: product.id });
    const afterDelete = (await client.ok(refCalls.diff, { w, p: hotel, row: hotelRow.id }))
      .getRowDiffProduct;
    expect(afterDelete).toMatchObject({ removed: true, product: null });
  });

  it('refuses a product from outside the source library the project is locked to', async () => {
    const library = await collectionFixture(app, 'refs-lock');
    const product = await library.create({ model: 'Spot' });
    const run = app.platform.database.executeSql;
    const sourceId = randomUUID();
    await run(
      `insert into libraries (id, workspace_id, name, kind, creator_id) values ($1, $2, 'Office standard', 'custom', $3)`,
      [sourceId, library.workspaceId, library.ownerId],
    );
    await run('update projects set source_library_id = $2 where id = $1', [
      library.projectId,
      sourceId,
    ]);
    const add = {
      w: library.workspaceId,
      p: library.projectId,
      c: library.collectionId,
      ids: [product.id],
    };
    const refused = await library.client.call(refCalls.add, add);
    expect(refused.errors?.[0]?.message).toBe('This project is locked to a source library');
    const projectRows = await run(
      'select count(*)::int as n from schedule_rows r join schedules s on s.id = r.schedule_id where s.project_id = $1',
      [library.projectId],
    );
    expect((projectRows.rows[0] as { n: number }).n).toBe(0);
    await run('insert into library_collections (library_id, collection_id) values ($1, $2)', [
      sourceId,
      library.collectionId,
    ]);
    expect((await library.client.ok(refCalls.add, add)).createProjectProducts).toHaveLength(1);
  });

  it('answers a stranger of another workspace as if the collection did not exist', async () => {
    const library = await collectionFixture(app, 'refs-own');
    const product = await library.create({ model: 'Wall washer' });
    const stranger = await collectionFixture(app, 'refs-stranger');
    const s = stranger.client;
    const notFound = async (document: string, variables: Record<string, unknown>) =>
      (await s.call(document, variables)).errors?.[0]?.message;
    expect(
      await notFound(refCalls.add, {
        w: stranger.workspaceId,
        p: stranger.projectId,
        c: library.collectionId,
        ids: [product.id],
      }),
    ).toBe('Collection not found.');
    expect(
      await notFound(refCalls.product, {
        w: stranger.workspaceId,
        c: library.collectionId,
        id: product.id,
      }),
    ).toBe('Collection not found.');
    expect(
      await notFound(refCalls.followers, {
        w: stranger.workspaceId,
        c: library.collectionId,
        id: product.id,
      }),
    ).toBe('Collection not found.');
    // A row of theirs pointing at the collection learns nothing from diff, update or revert.
    const own = await stranger.createRow({ model: 'Mine' });
    await app.platform.database.executeSql(
      `update schedule_rows set ref_collection_id = $2, ref_product_id = $3, ref_values = '{}' where id = $1`,
      [own.id, library.collectionId, product.id],
    );
    const row = { w: stranger.workspaceId, p: stranger.projectId, row: own.id };
    expect(await notFound(refCalls.diff, row)).toBe('Collection not found.');
    expect(await notFound(refCalls.update, row)).toBe('Collection not found.');
    expect(await notFound(refCalls.revert, row)).toBe('Collection not found.');
    const mine = await app.platform.database.executeSql(
      'select cells from schedule_rows where id = $1',
      [own.id],
    );
    expect((mine.rows[0] as { cells: unknown }).cells).toMatchObject({ model: 'Mine' });
    // The owner reads it.
    expect(
      (
        await library.client.ok(refCalls.product, {
          w: library.workspaceId,
          c: library.collectionId,
          id: product.id,
        })
      ).getCollectionProduct.cells.model,
    ).toBe('Wall washer');
  });

  it('saves an edited row as a new product of a collection, within its 100 products', async () => {
    const library = await collectionFixture(app, 'refs-save');
    const { client, workspaceId: w } = library;
    const row = await library.createRow({
      model: 'Bespoke pendant',
      manufacturer: 'Studio',
      quantity: 4,
    });
    const saved = (
      await client.ok(refCalls.saveAsNew, {
        w,
        p: library.projectId,
        row: row.id,
        c: library.collectionId,
      })
    ).saveRowAsNewProduct;
    const inCollection = (await client.ok(collectionCalls.rows, { ...library.ids, limit: 100 }))
      .getStructuredScheduleRows.data;
    expect(inCollection).toHaveLength(1);
    expect(inCollection[0].cells).toMatchObject({
      model: 'Bespoke pendant',
      manufacturer: 'Studio',
    });
    expect(inCollection[0].cells.quantity).toBeUndefined();
    expect(saved.product).toMatchObject({
      collectionId: library.collectionId,
      productId: inCollection[0].id,
      edited: false,
    });

    const full = await collectionFixture(app, 'refs-full');
    await full.fill(100);
    const other = await full.createRow({ model: 'One too many' });
    const refused = await full.client.call(refCalls.saveAsNew, {
      w: full.workspaceId,
      p: full.projectId,
      row: other.id,
      c: full.collectionId,
    });
    expect(refused.errors?.[0]?.message).toBe(
      'Collections are limited to max of 100 products. Please contact support.',
    );
    expect(await full.productsCount()).toBe(100);
  });

  it('keeps the ten products last added, newest first', async () => {
    const library = await collectionFixture(app, 'refs-recent');
    const { client, workspaceId: w } = library;
    const made = await library.fill(12);
    const ids = made.map((row) => row.id);
    const add = (some: string[]) =>
      client.ok(refCalls.add, { w, p: library.projectId, c: library.collectionId, ids: some });
    await add(ids.slice(0, 6));
    await add(ids.slice(6));
    const recent = (await client.ok(refCalls.recent, { w })).listRecentProducts;
    expect(recent.map((item: any) => item.productId)).toEqual([...ids].reverse().slice(0, 10));
    expect(recent[0]).toMatchObject({ collectionName: 'Downlights', name: 'M12' });
    const shown = (await client.ok(refCalls.recent, { w, limit: 3 })).listRecentProducts;
    expect(shown).toHaveLength(3);
    await add([ids[0] as string]);
    expect(
      (await client.ok(refCalls.recent, { w, limit: 1 })).listRecentProducts[0].productId,
    ).toBe(ids[0]);
  });

  it('lets a workspace following the collection use its product and be offered its updates', async () => {
    const library = await collectionFixture(app, 'refs-lib');
    const product = await library.create({ model: 'Track T-100', budgetPrice: 80 });
    const follower = await collectionFixture(app, 'refs-follower');
    const link = (
      await library.client.ok(followingCalls.updateLink, {
        w: library.workspaceId,
        c: library.collectionId,
      })
    ).updateCollectionSharedLink;
    await follower.client.ok(followingCalls.follow, {
      w: follower.workspaceId,
      c: library.collectionId,
      token: link.accessToken,
    });
    const inProject = { w: follower.workspaceId, p: follower.projectId };
    const [row] = (
      await follower.client.ok(refCalls.add, {
        ...inProject,
        c: library.collectionId,
        ids: [product.id],
      })
    ).createProjectProducts;
    expect(row.product).toMatchObject({
      collectionId: library.collectionId,
      updateAvailable: false,
    });
    const edited = await library.client.ok(collectionCalls.updateCell, {
      ...library.ids,
      row: product.id,
      col: 'budgetPrice',
      value: 95,
      version: product.versions.budgetPrice ?? '1.0',
    });
    const diff = (await follower.client.ok(refCalls.diff, { ...inProject, row: row.id }))
      .getRowDiffProduct;
    expect(diff).toMatchObject({
      updateAvailable: true,
      fields: [expect.objectContaining({ field: 'budgetPrice' })],
    });
    const taken = (await follower.client.ok(refCalls.update, { ...inProject, row: row.id }))
      .updateProjectProduct;
    expect(taken.cells.budgetPrice).toEqual(edited.updateCell.row.cells.budgetPrice);
    // The follower's own workspace sees its project among the product's users; the library's owner does not.
    const seen = (
      await follower.client.ok(refCalls.followers, {
        w: follower.workspaceId,
        c: library.collectionId,
        id: product.id,
      })
    ).listProductFollowers;
    expect(seen).toEqual([
      { projectId: follower.projectId, collectionId: null, name: 'Harbour Hotel', rowsCount: 1 },
    ]);
    const ownerSees = (
      await library.client.ok(refCalls.followers, {
        w: library.workspaceId,
        c: library.collectionId,
        id: product.id,
      })
    ).listProductFollowers;
    expect(ownerSees).toEqual([]);
  });
});
