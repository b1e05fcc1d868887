import { randomUUID } from 'node:crypto';
import { AppError, collectionMessages, fileMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CollectionPhoto } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf, findFilesOfUser } from '../files/index.ts';
import { authorize } from '../workspaces/index.ts';
import { loadCollectionAccess } from './collection-access.ts';
import { announceCollectionChanged } from './collection-events.ts';
import { findPhotos } from './collection-views.repository.ts';
import { toCollectionPhoto } from './collections.presenter.ts';

type CollectionArgs = { workspaceId: string; collectionId: string };

const photoNotFound = () => new AppError('NOT_FOUND', collectionMessages.photoNotFound);

export async function listCollectionPhotos(
  context: GraphQLContext,
  args: CollectionArgs,
): Promise<CollectionPhoto[]> {
  await loadCollectionAccess(context, args);
  const links = fileLinksOf(context);
  const rows = await findPhotos(context.database.executeSql, args.collectionId);
  return rows.map((row) => toCollectionPhoto(row, links));
}

export async function getCollectionPhotoInfo(
  context: GraphQLContext,
  args: CollectionArgs & { photoId: string },
): Promise<CollectionPhoto> {
  await loadCollectionAccess(context, args);
  const [row] = await findPhotos(context.database.executeSql, args.collectionId, args.photoId);
  if (!row) throw photoNotFound();
  return toCollectionPhoto(row, fileLinksOf(context));
}

/**
 * Declares a file as a photo of the collection (editors): the key must name an image the viewer
 * uploaded (POST /files), as declareUserAttachement takes only the viewer's own uploads.
 */
export async function declareCollectionPhoto(
  context: GraphQLContext,
  args: CollectionArgs & { key: string },
): Promise<CollectionPhoto> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:update');
  const [file] = await findFilesOfUser(context, viewer.userId, [args.key]);
  if (!file) throw new AppError('NOT_FOUND', fileMessages.notFound);
  if (!file.contentType.startsWith('image/')) {
    throw new AppError('BAD_USER_INPUT', collectionMessages.photoNotImage);
  }
  const id = randomUUID();
  await context.database.db
    .insertInto('collection_photos')
    .values({
      id,
      collection_id: args.collectionId,
      file_key: file.key,
      filename: file.filename,
      content_type: file.contentType,
      size: file.size,
      created_by: viewer.userId,
    })
    .execute();
  announceCollectionChanged(context, args);
  const [row] = await findPhotos(context.database.executeSql, args.collectionId, id);
  return toCollectionPhoto(row!, fileLinksOf(context));
}

/** Deletes one photo (one document at a time, spec 001 §5). */
export async function deleteCollectionPhotos(
  context: GraphQLContext,
  args: CollectionArgs & { photoIds: string[] },
): Promise<boolean> {
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:update');
  const ids = [...new Set(args.photoIds)];
  if (ids.length !== 1) {
    throw new AppError('BAD_USER_INPUT', collectionMessages.oneDocumentAtATime);
  }
  const deleted = await context.database.db
    .deleteFrom('collection_photos')
    .where('collection_id', '=', args.collectionId)
    .where('id', '=', ids[0]!)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw photoNotFound();
  announceCollectionChanged(context, args);
  return true;
}
