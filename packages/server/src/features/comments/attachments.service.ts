import {
  AppError,
  attachmentPreviewKind,
  canSeeComment,
  commentMessages,
  fileMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { AttachmentInfo } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  type FileLinks,
  fileLinksOf,
  findFile,
  findFilesOfUser,
  type StoredFile,
} from '../files/index.ts';
import { authorize, loadWorkspace } from '../workspaces/index.ts';
import { insertResourceAttachment, selectAttachmentHolders } from './attachments.repository.ts';
import { loadCommentAccess, type ResourceArgs, runOutside } from './comment-access.ts';
import { toAttachment } from './comment-presenter.ts';

/**
 * The files behind `keys`, each one the viewer uploaded; someone else's key, or one that names
 * no file, is refused with the key named and nothing is kept.
 */
export async function resolveOwnFiles(
  context: GraphQLContext,
  keys: readonly string[],
): Promise<string[]> {
  const viewer = requireViewer(context);
  const unique = [...new Set(keys)];
  const files = await findFilesOfUser(context, viewer.userId, unique);
  const known = new Set(files.map((file) => file.key));
  const missing = unique.filter((key) => !known.has(key));
  if (missing.length > 0) {
    throw new AppError('BAD_USER_INPUT', commentMessages.attachOwnFilesOnly(missing), {
      keys: missing,
    });
  }
  return unique;
}

function toInfo(file: StoredFile, links: FileLinks): AttachmentInfo {
  const attachment = toAttachment(
    {
      key: file.key,
      filename: file.filename,
      size: file.size,
      type: file.contentType,
      thumbnails: file.thumbnails,
    },
    links,
  );
  return {
    key: attachment.key,
    filename: attachment.filename,
    size: attachment.size,
    type: attachment.type,
    url: attachment.url,
    thumbnails: attachment.thumbnails,
    previewKind: attachmentPreviewKind(file.filename, file.contentType),
  };
}

/** Declares a file the viewer uploaded on a resource they may comment on. */
export async function declareUserAttachement(
  context: GraphQLContext,
  args: ResourceArgs & { key: string },
): Promise<AttachmentInfo> {
  const viewer = requireViewer(context);
  const access = await loadCommentAccess(context, args);
  authorize(access.onProject, 'project:comment');
  const [key] = await resolveOwnFiles(context, [args.key]);
  await insertResourceAttachment(runOutside(context), {
    resourceType: args.resourceType,
    resourceId: args.resourceId,
    fileKey: key!,
    userId: viewer.userId,
  });
  return toInfo((await findFile(context, key!))!, fileLinksOf(context));
}

/**
 * A file the viewer uploaded, or one attached to a comment they see or declared on a resource
 * they read, in this workspace. Any other key is not found, as if it did not exist.
 */
export async function getAttachmentInfo(
  context: GraphQLContext,
  args: { workspaceId: string; key: string },
): Promise<AttachmentInfo> {
  const viewer = requireViewer(context);
  // Membership first, so that no one outside the workspace learns whether the file exists.
  authorize((await loadWorkspace(context, args.workspaceId)).subject, 'workspace:read');
  const notFound = () => new AppError('NOT_FOUND', fileMessages.notFound);
  const file = await findFile(context, args.key);
  if (!file) throw notFound();
  if (file.ownerId === viewer.userId) return toInfo(file, fileLinksOf(context));
  const holders = await selectAttachmentHolders(runOutside(context), file.key, args.workspaceId);
  for (const holder of holders) {
    const readable = await loadCommentAccess(context, {
      workspaceId: args.workspaceId,
      resourceType: holder.resource_type,
      resourceId: holder.resource_id,
    }).then(
      () => true,
      () => false,
    );
    if (!readable) continue;
    if (
      !holder.comment ||
      canSeeComment(
        {
          createdBy: holder.comment.created_by,
          privacy: holder.comment.privacy,
          status: holder.comment.status,
          mentioned: holder.comment.mentioned,
        },
        viewer.userId,
      )
    ) {
      return toInfo(file, fileLinksOf(context));
    }
  }
  throw notFound();
}
