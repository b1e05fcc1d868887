import { randomBytes, randomUUID } from 'node:crypto';
import { ensureDefaultLibrary } from '../../src/features/libraries/index.ts';
import { insertWorkspace } from '../../src/features/workspaces/workspaces.repository.ts';
import { matrixCatalogue } from './matrix-catalogue.ts';
import { type Caller, type MatrixFixture, unique } from './matrix-fixture.ts';

type Values = Record<string, unknown>;
type FieldValues = (fixture: MatrixFixture, caller: Caller) => Values | Promise<Values>;

/**
 * A collection of another workspace (the fixture owner's), open by its link's token: what the
 * fixture's workspace follows. Made once per fixture.
 */
type Foreign = { collectionId: string; accessToken: string };
const made = new WeakMap<MatrixFixture, Promise<Foreign>>();

function foreignCollection(f: MatrixFixture): Promise<Foreign> {
  let foreign = made.get(f);
  if (!foreign) {
    foreign = makeForeign(f);
    made.set(f, foreign);
  }
  return foreign;
}

async function makeForeign(f: MatrixFixture): Promise<Foreign> {
  const db = f.app.platform.database;
  const workspaceId = await insertWorkspace(db.db, {
    name: unique('Followed'),
    description: null,
    creatorId: f.owner.userId!,
  });
  const libraryId = await ensureDefaultLibrary(db.db, workspaceId);
  const collectionId = randomUUID();
  const accessToken = randomBytes(16).toString('base64url');
  await db.executeSql(
    `insert into collections (id, workspace_id, library_id, name, creator_id, last_modified,
        shared_link_token, shared_link_generated_at)
     values ($1, $2, $3, 'Matrix followed', $4, now(), $5, now())`,
    [collectionId, workspaceId, libraryId, f.owner.userId, accessToken],
  );
  return { collectionId, accessToken };
}

const onForeign: FieldValues = async (f) => ({
  collectionId: (await foreignCollection(f)).collectionId,
});
const followForeign: FieldValues = async (f) => ({ ...(await foreignCollection(f)) });
const onCollection: FieldValues = async (f) => ({
  collectionId: (await matrixCatalogue(f)).collectionId,
});

/**
 * Values of following, suggesting and sharing. The sharing calls leave the collection unlisted
 * and unlocked, so that the suggestions probed after them meet the role gate.
 */
export const followingFieldValues: Record<string, FieldValues> = {
  followCollection: followForeign,
  followCollectionV2: followForeign,
  unfollowCollection: onForeign,
  unfollowCollectionV2: onForeign,
  isCollectionFollowed: onForeign,
  suggestCollection: onCollection,
  getCollectionSharingOptions: onCollection,
  getCollectionSharedLink: onCollection,
  getProductMode: onCollection,
  updateCollectionSharingOptions: async (f) => ({
    ...(await onCollection(f, {} as Caller)),
    type: 'unlisted',
  }),
  switchTypeSharing: async (f) => ({
    ...(await onCollection(f, {} as Caller)),
    type: 'unlisted',
    enabled: true,
  }),
  updateCollectionSharedLink: async (f) => ({
    ...(await onCollection(f, {} as Caller)),
    mode: 'full',
  }),
  resetCollectionSharedLink: onCollection,
  tradeShowSendEmail: onCollection,
  // A suggestion naming the caller, so that ignoring it is theirs to do.
  ignoreSuggestion: async (f, caller) => {
    const { collectionId } = await matrixCatalogue(f);
    const id = randomUUID();
    await f.app.platform.database.executeSql(
      `insert into collection_suggestions (id, collection_id, email, user_id, suggested_by)
       values ($1, $2, $3, $4, $5)`,
      [id, collectionId, `${id}@example.com`, caller.userId ?? null, f.owner.userId],
    );
    return { suggestionId: id };
  },
};

/** What the allowed calls use up, made before each: unfollowing needs a follow. */
export const followingFreshValues: Record<string, FieldValues> = {
  unfollowCollection: async (f) => follow(f),
  unfollowCollectionV2: async (f) => follow(f),
};

async function follow(f: MatrixFixture): Promise<Values> {
  const { collectionId } = await foreignCollection(f);
  await f.app.platform.database.executeSql(
    `insert into collection_follows (collection_id, workspace_id) values ($1, $2)
     on conflict do nothing`,
    [collectionId, f.base.workspaceId],
  );
  return { collectionId };
}
