import type { CommentScope, CommentState } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';

/** Declares a file on a resource (declareUserAttachement); declaring it again changes nothing. */
export async function insertResourceAttachment(
  run: RawRunner,
  attachment: { resourceType: CommentScope; resourceId: string; fileKey: string; userId: string },
) {
  await run(
    `insert into resource_attachments (resource_type, resource_id, file_key, declared_by)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [attachment.resourceType, attachment.resourceId, attachment.fileKey, attachment.userId],
  );
}

/** What holds a file: a comment it is attached to (with what decides who sees it), or a resource. */
export type AttachmentHolder = {
  resource_type: CommentScope;
  resource_id: string;
  comment: {
    created_by: string;
    privacy: 'public' | 'private';
    status: CommentState;
    mentioned: string[];
  } | null;
};

/** The comments and resources of the workspace that hold the file. */
export async function selectAttachmentHolders(
  run: RawRunner,
  fileKey: string,
  workspaceId: string,
): Promise<AttachmentHolder[]> {
  const { rows } = await run(
    `select c.resource_type, c.resource_id,
            json_build_object('created_by', c.created_by, 'privacy', c.privacy,
              'status', c.status, 'mentioned', c.mentioned) as comment
       from comment_attachments a join comments c on c.id = a.comment_id
      where a.file_key = $1 and c.workspace_id = $2
     union all
     select r.resource_type, r.resource_id, null
       from resource_attachments r join projects p on p.id = r.resource_id
      where r.file_key = $1 and r.resource_type = 'project' and p.workspace_id = $2`,
    [fileKey, workspaceId],
  );
  return rows as AttachmentHolder[];
}
