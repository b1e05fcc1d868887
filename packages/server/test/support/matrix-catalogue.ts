import { randomUUID } from 'node:crypto';
import { ensureDefaultLibrary } from '../../src/features/libraries/index.ts';
import { collectionFieldValues, collectionFreshValues } from './matrix-collections.ts';
import type { Caller, MatrixFixture } from './matrix-fixture.ts';
import { followingFieldValues, followingFreshValues } from './matrix-following.ts';
import { productFieldValues, productFreshValues } from './matrix-products.ts';
import { referenceFieldValues, referenceFreshValues } from './matrix-references.ts';

type Values = Record<string, unknown>;
type FieldValues = (fixture: MatrixFixture, caller: Caller) => Values | Promise<Values>;

/**
 * The fixture's catalogue, made once in the database: its default library, a custom library of
 * the owner's and a collection of the owner's in the default library. Nobody holds a share of
 * them, so everyone's role there is their workspace role (guests: none), as the 'catalogue'
 * rule scope reads it.
 */
type Catalogue = { defaultLibraryId: string; libraryId: string; collectionId: string };
const made = new WeakMap<MatrixFixture, Promise<Catalogue>>();

export function matrixCatalogue(f: MatrixFixture): Promise<Catalogue> {
  let catalogue = made.get(f);
  if (!catalogue) {
    catalogue = makeCatalogue(f);
    made.set(f, catalogue);
  }
  return catalogue;
}

async function makeCatalogue(f: MatrixFixture): Promise<Catalogue> {
  const db = f.app.platform.database;
  const workspaceId = f.base.workspaceId;
  const defaultLibraryId = await ensureDefaultLibrary(db.db, workspaceId);
  const libraryId = randomUUID();
  const collectionId = randomUUID();
  await db.executeSql(
    `insert into libraries (id, workspace_id, name, kind, creator_id, last_modified)
     values ($1, $2, 'Matrix library', 'custom', $3, now())`,
    [libraryId, workspaceId, f.owner.userId],
  );
  await db.executeSql(
    `insert into collections (id, workspace_id, library_id, name, creator_id, last_modified)
     values ($1, $2, $3, 'Matrix collection', $4, now())`,
    [collectionId, workspaceId, defaultLibraryId, f.owner.userId],
  );
  return { defaultLibraryId, libraryId, collectionId };
}

/** A spare member holding a role on the custom library, whose role can be changed or removed. */
async function spareWithRole(f: MatrixFixture) {
  const { libraryId } = await matrixCatalogue(f);
  const userId = await f.make.newSpareMember();
  await f.app.platform.database.executeSql(
    `insert into library_permissions (library_id, user_id, role) values ($1, $2, 'viewer')`,
    [libraryId, userId],
  );
  return { libraryId, userId };
}

const onLibrary: FieldValues = async (f) => ({ libraryId: (await matrixCatalogue(f)).libraryId });
const sections: FieldValues = async (f) => ({
  libraryId: (await matrixCatalogue(f)).libraryId,
  resourceType: 'collections',
  sectionId: 'private',
  expanded: false,
  collectionsSectionsOrder: ['workspace', 'private'],
});
const collectionInLibrary: FieldValues = async (f) => {
  const { libraryId, collectionId } = await matrixCatalogue(f);
  return { libraryId, collectionId };
};

/** Values of the libraries' calls (on the fixture's catalogue; they change nothing as refused). */
export const catalogueFieldValues: Record<string, FieldValues> = {
  listLibraries: () => ({ sort: 'name', direction: 'ASC' }),
  getLibrary: onLibrary,
  getLibraryInfo_v2: onLibrary,
  listLibrariesWithCollection: collectionInLibrary,
  createLibrary: () => ({ name: 'Matrix made' }),
  createLibraryV2: () => ({ name: 'Matrix made' }),
  updateLibrary: async (f) => ({ ...(await onLibrary(f, {} as Caller)), name: 'Matrix library' }),
  // The default library: the gate is library:delete, then it stays ('cannot be deleted').
  deleteLibrary: async (f) => ({ libraryId: (await matrixCatalogue(f)).defaultLibraryId }),
  shareLibrary: async (f, caller) => ({
    ...(await onLibrary(f, caller)),
    permissions: [{ userId: f.base.spareMemberId, type: 'viewer' }],
  }),
  updateLibraryPermission: async (f, caller) => ({
    ...(await onLibrary(f, caller)),
    permissions: [{ userId: f.base.spareMemberId, type: 'viewer' }],
  }),
  inviteUserToLibrary: async (f, caller) => ({
    ...(await onLibrary(f, caller)),
    invites: [{ email: 'matrix.owner@example.com', type: 'viewer' }],
  }),
  deleteLibraryPermission: async (f, caller) => ({
    ...(await onLibrary(f, caller)),
    userIds: [f.base.spareMemberId],
  }),
  getWorkspaceSectionSettings: sections,
  changeSectionState: sections,
  reorderSections: sections,
  addCollectionToLibrary: collectionInLibrary,
  removeCollectionFromLibrary: collectionInLibrary,
  listCustomLibraryCollections: onLibrary,
  ...collectionFieldValues,
  ...productFieldValues,
  ...followingFieldValues,
  ...referenceFieldValues,
};

/** What the allowed calls use up, made before each. */
export const catalogueFreshValues: Record<string, FieldValues> = {
  ...collectionFreshValues,
  ...productFreshValues,
  ...followingFreshValues,
  ...referenceFreshValues,
  updateLibraryPermission: async (f) => {
    const { libraryId, userId } = await spareWithRole(f);
    return { libraryId, permissions: [{ userId, type: 'editor' }] };
  },
  deleteLibraryPermission: async (f) => {
    const { libraryId, userId } = await spareWithRole(f);
    return { libraryId, userIds: [userId] };
  },
  removeCollectionFromLibrary: async (f) => {
    const { libraryId, collectionId } = await matrixCatalogue(f);
    await f.app.platform.database.executeSql(
      `insert into library_collections (library_id, collection_id) values ($1, $2)
       on conflict do nothing`,
      [libraryId, collectionId],
    );
    return { libraryId, collectionId };
  },
};
