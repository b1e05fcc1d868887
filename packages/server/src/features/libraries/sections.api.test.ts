import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  changeSectionStateMutation,
  librariesFixture,
  reorderSectionsMutation,
  sectionSettingsQuery,
} from './libraries.test-support.ts';

const defaultOrder = [
  'private',
  'shared',
  'workspace',
  'published',
  'followed',
  'suggestion',
  'community',
];

describe('section settings of the collections page', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('keeps each person’s order and collapsed groups, per library, across calls', async () => {
    const f = await librariesFixture(app, 'sections');
    const library = await f.create('Sectioned');
    const read = async (l?: string, as = f.owner.client) =>
      (await as.ok(sectionSettingsQuery, { w: f.w, l })).getWorkspaceSectionSettings;
    expect(await read()).toEqual({ collectionsSectionsOrder: defaultOrder, collapsed: [] });
    const reordered = (
      await f.owner.client.ok(reorderSectionsMutation, { w: f.w, order: ['workspace', 'private'] })
    ).reorderSections;
    expect(reordered.collectionsSectionsOrder).toEqual([
      'workspace',
      'private',
      'shared',
      'published',
      'followed',
      'suggestion',
      'community',
    ]);
    await f.owner.client.ok(changeSectionStateMutation, {
      w: f.w,
      section: 'shared',
      expanded: false,
    });
    await f.owner.client.ok(changeSectionStateMutation, {
      w: f.w,
      section: 'private',
      expanded: false,
    });
    await f.owner.client.ok(changeSectionStateMutation, {
      w: f.w,
      section: 'shared',
      expanded: true,
    });
    expect(await read()).toEqual({
      collectionsSectionsOrder: reordered.collectionsSectionsOrder,
      collapsed: ['private'],
    });
    // The library's page keeps its own; another person has theirs.
    expect(await read(library.id)).toEqual({
      collectionsSectionsOrder: defaultOrder,
      collapsed: [],
    });
    await f.owner.client.ok(changeSectionStateMutation, {
      w: f.w,
      l: library.id,
      section: 'workspace',
      expanded: false,
    });
    expect((await read(library.id)).collapsed).toEqual(['workspace']);
    const viewer = await f.member('viewer');
    expect(await read(undefined, viewer.client)).toEqual({
      collectionsSectionsOrder: defaultOrder,
      collapsed: [],
    });
  });

  it('refuses unknown sections with the catalogue’s message, changing nothing', async () => {
    const f = await librariesFixture(app, 'sections-bad');
    const reorder = await f.owner.client.call(reorderSectionsMutation, {
      w: f.w,
      order: ['private', 'attic'],
    });
    expect(reorder.errors?.[0]).toMatchObject({
      message: 'Unknown section attic.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const collapse = await f.owner.client.call(changeSectionStateMutation, {
      w: f.w,
      section: 'cellar',
      expanded: false,
    });
    expect(collapse.errors?.[0]?.message).toBe('Unknown section cellar.');
    expect(
      (await f.owner.client.ok(sectionSettingsQuery, { w: f.w })).getWorkspaceSectionSettings,
    ).toEqual({ collectionsSectionsOrder: defaultOrder, collapsed: [] });
  });
});
