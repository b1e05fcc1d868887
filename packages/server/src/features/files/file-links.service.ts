import { AppError, fileMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { FileLink } from '../../graphql/resolvers.generated.ts';
import { loadCollectionAccess } from '../collections/index.ts';
import { ownerOf } from '../schedule/index.ts';
import { loadProjectSubjects, sharedLinkFor } from '../workspaces/index.ts';
import { type FileLinks, fileLinksOf } from './file-links.ts';
import {
  type CellsOwner,
  findFilesByKeys,
  findKeysInProjectCells,
  type StoredFile,
} from './files.repository.ts';
import { parseFileKey } from './keys.ts';

/** Keys one call may ask links for: a screenful of file cells, and then some. */
export const maxLinksPerCall = 200;

/**
 * Links to the files among `keys` that the project's cells hold, for someone who may read the
 * project now (a member, a guest it is shared with, the holder of its shared link). Checked at
 * every call, so that a person who loses access gets no new links; the old ones expire. With
 * collectionId, the files its products hold, for the collection's readers.
 */
export async function getFileLinks(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    projectId?: string | null;
    collectionId?: string | null;
    keys: readonly string[];
  },
): Promise<FileLink[]> {
  if (args.keys.length > maxLinksPerCall) {
    throw new AppError('BAD_USER_INPUT', fileMessages.tooManyLinks(maxLinksPerCall), {
      limit: maxLinksPerCall,
    });
  }
  const owner = ownerOf(args);
  let cellsOwner: CellsOwner;
  if (owner.kind === 'collection') {
    const { collection } = await loadCollectionAccess(context, {
      workspaceId: args.workspaceId,
      collectionId: owner.collectionId,
    });
    cellsOwner = { collectionId: collection.id };
  } else {
    await loadProjectSubjects(context, {
      workspaceId: args.workspaceId,
      projectId: owner.projectId,
      sharedLink: sharedLinkFor(context, true),
    });
    cellsOwner = owner.projectId;
  }
  // Files only, not thumbnails: a file's link comes with those of its thumbnails.
  const keys = [...new Set(args.keys)].filter((key) => {
    const parsed = parseFileKey(key);
    return parsed !== undefined && parsed.size === undefined;
  });
  const db = context.database.db;
  const held = await findKeysInProjectCells(db, cellsOwner, keys);
  const files = new Map((await findFilesByKeys(db, held)).map((file) => [file.key, file]));
  const links = fileLinksOf(context);
  return keys.flatMap((key) => {
    const file = files.get(key);
    return file ? [toFileLink(file, links)] : [];
  });
}

function toFileLink(file: StoredFile, links: FileLinks): FileLink {
  return {
    key: file.key,
    url: links.url(file.key),
    thumbnails: file.thumbnails && {
      small: links.url(file.thumbnails.small),
      medium: links.url(file.thumbnails.medium),
      large: links.url(file.thumbnails.large),
      full: links.url(file.thumbnails.full),
    },
    expiresAt: links.expiresAt.toISOString(),
  };
}
