import { randomUUID } from 'node:crypto';
import { matrixCatalogue } from './matrix-catalogue.ts';
import type { Caller, MatrixFixture } from './matrix-fixture.ts';

type Values = Record<string, unknown>;
type FieldValues = (fixture: MatrixFixture, caller: Caller) => Values | Promise<Values>;

const onCollection: FieldValues = async (f) => ({
  collectionId: (await matrixCatalogue(f)).collectionId,
});

/** A photo of the fixture's collection, made straight in the database. */
async function newPhoto(f: MatrixFixture) {
  const { collectionId } = await matrixCatalogue(f);
  const id = randomUUID();
  await f.app.platform.database.executeSql(
    `insert into collection_photos (id, collection_id, file_key, filename, content_type, size)
     values ($1, $2, $3, 'matrix.png', 'image/png', 10)`,
    [id, collectionId, `matrix-photo-${id}`],
  );
  return { collectionId, photoId: id, photoIds: [id] };
}

// A photo that is not there, for the calls that must change nothing (a stranger's, the
// anonymous'): the allowed calls are given a fresh one.
const noPhoto: FieldValues = async (f) => ({
  ...(await onCollection(f, {} as Caller)),
  photoId: 'matrix-no-photo',
  photoIds: ['matrix-no-photo'],
});

/** A spare member holding a role on the fixture's collection, to change or remove. */
async function spareWithRole(f: MatrixFixture) {
  const { collectionId } = await matrixCatalogue(f);
  const userId = await f.make.newSpareMember();
  await f.app.platform.database.executeSql(
    `insert into collection_permissions (collection_id, user_id, role) values ($1, $2, 'viewer')`,
    [collectionId, userId],
  );
  return { collectionId, userId };
}

/**
 * Values of the collections' calls. Creating and copying go to the custom library, which the free
 * cap does not count, so the cap never decides a cell of the free workspace's pass.
 */
export const collectionFieldValues: Record<string, FieldValues> = {
  listMyCollectionsV2: () => ({ sort: 'name', direction: 'ASC' }),
  getLibraryCollectionInfo: onCollection,
  getCollectionMembers: onCollection,
  listWorkspacesWithCollection: onCollection,
  listCollectionPhotos: onCollection,
  getCollectionPhotoInfo: noPhoto,
  createCollectionV3: async (f) => ({
    libraryId: (await matrixCatalogue(f)).libraryId,
    name: 'Made',
  }),
  createCollection: async (f) => ({
    libraryId: (await matrixCatalogue(f)).libraryId,
    name: 'Made',
  }),
  updateCollection: async (f) => ({
    ...(await onCollection(f, {} as Caller)),
    name: 'Matrix collection',
  }),
  deleteCollection: onCollection,
  copyCollection: async (f) => {
    const { libraryId, collectionId } = await matrixCatalogue(f);
    return { libraryId, collectionId };
  },
  shareCollection: async (f, caller) => ({
    ...(await onCollection(f, caller)),
    permissions: [{ userId: f.base.spareMemberId, type: 'viewer' }],
  }),
  updateCollectionPermission: async (f, caller) => ({
    ...(await onCollection(f, caller)),
    permissions: [{ userId: f.base.spareMemberId, type: 'viewer' }],
  }),
  deleteCollectionPermission: async (f, caller) => ({
    ...(await onCollection(f, caller)),
    userIds: [f.base.spareMemberId],
  }),
  inviteUserToCollection: async (f, caller) => ({
    ...(await onCollection(f, caller)),
    invites: [{ email: 'matrix.owner@example.com', type: 'viewer' }],
  }),
  declareCollectionPhoto: async (f) => ({ ...(await onCollection(f, {} as Caller)), key: 'none' }),
  deleteCollectionPhotos: noPhoto,
};

/** What the allowed calls use up, made before each. */
export const collectionFreshValues: Record<string, FieldValues> = {
  deleteCollection: async (f) => {
    const { libraryId } = await matrixCatalogue(f);
    const collectionId = randomUUID();
    await f.app.platform.database.executeSql(
      `insert into collections (id, workspace_id, library_id, name, creator_id, last_modified)
       values ($1, $2, $3, 'Matrix doomed', $4, now())`,
      [collectionId, f.base.workspaceId, libraryId, f.owner.userId],
    );
    return { collectionId };
  },
  updateCollectionPermission: async (f) => {
    const { collectionId, userId } = await spareWithRole(f);
    return { collectionId, permissions: [{ userId, type: 'editor' }] };
  },
  deleteCollectionPermission: async (f) => {
    const { collectionId, userId } = await spareWithRole(f);
    return { collectionId, userIds: [userId] };
  },
  // An image of the caller's own upload, as the call requires.
  declareCollectionPhoto: async (f, caller) => {
    const key = `matrix-upload-${randomUUID()}.png`;
    if (caller.userId) {
      await f.app.platform.database.executeSql(
        `insert into files (key, owner_id, filename, content_type, size) values ($1, $2, 'lamp.png', 'image/png', 10)`,
        [key, caller.userId],
      );
    }
    return { ...(await onCollection(f, caller)), key };
  },
  getCollectionPhotoInfo: newPhoto,
  deleteCollectionPhotos: newPhoto,
};
