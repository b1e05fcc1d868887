import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { followingCalls } from '../collection-following/following.test-support.ts';
import { collectionCalls, collectionFixture } from '../schedule/collection.test-support.ts';
import { createProject, offeredRow, refCalls, watch } from './product-references.test-support.ts';

const editModelDocument =
  graphql(`mutation RefsEditOffice($p: ID!, $w: ID!, $row: ID!, $value: JSON, $version: CellVersion!) {
  updateCell(projectId: $p, workspaceId: $w, row: $row, col: "model", value: $value, version: $version) { row } }`);
const projectRowsDocument = graphql(`query RefsHotelRows($p: ID!, $w: ID!) {
  getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }`);

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
    const changed = await client.ok(editModelDocument, {
      p: office,
      w,
      row: officeRow.id,
      value: 'Disc 90 custom',
      version: officeRow.versions.model ?? '1.0',
    });
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
    const rows = (await client.ok(projectRowsDocument, { p: hotel, w })).getStructuredScheduleRows
      .data;
    expect(rows.map((row) => row.id)).toEqual([hotelRow.id]);
    expect(rows[0].product.updateAvailable).toBe(false);

    // Both projects use it; deleting the product marks their rows removed.
    const followers = (
      await client.ok(refCalls.followers, { w, c: library.collectionId, id: product.id })
    ).listProductFollowers;
    expect(followers.map((f) => [f.projectId, f.rowsCount]).sort()).toEqual(
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
    const picker = (await follower.client.ok(refCalls.pickerCollections, inProject))
      .listCollectionsForProduct;
    expect(picker.userCollections).toEqual([{ id: library.collectionId }]);
    expect(picker.projectSourceLibraryCollections.map((c) => c.id)).toEqual([
      follower.collectionId,
    ]);
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
