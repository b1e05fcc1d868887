import {
  AppError,
  followingMessages,
  maxSuggestionEmails,
  parseEmailList,
  readInviteMessage,
  type SuggestionOutcome,
  sharingMessages,
  suggestionOutcome,
  suggestionVisibility,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  CollectionSuggestionPage,
  MutationSuggestCollectionArgs,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  collectionLink,
  getSuggestedCollections,
  loadCollectionAccess,
} from '../collections/index.ts';
import { authorize } from '../workspaces/index.ts';
import {
  findActiveSuggestionEmails,
  findActiveSuggestions,
  findEmail,
  findPersonName,
  findUsersByEmail,
  ignoreSuggestionRow,
  upsertSuggestion,
} from './following.repository.ts';
import { suggestionMail } from './following-mail.ts';

/** The addresses typed, read by the sharing parser; a bad list is refused whole. */
function readAddresses(text: string): string[] {
  const parsed = parseEmailList(text);
  if (!parsed.ok) throw new AppError('BAD_USER_INPUT', parsed.message);
  if (parsed.invalid.length > 0) {
    throw new AppError(
      'BAD_USER_INPUT',
      sharingMessages.unparseableEmails(parsed.invalid.join(', ')),
    );
  }
  if (parsed.emails.length === 0) throw new AppError('BAD_USER_INPUT', followingMessages.noEmails);
  if (parsed.emails.length > maxSuggestionEmails) {
    throw new AppError('BAD_USER_INPUT', followingMessages.tooManyEmails(maxSuggestionEmails));
  }
  return parsed.emails;
}

/**
 * Suggests a collection to people by e-mail: each address answered on its own ('Suggestion
 * Exists' while one is active, unless `force`), each suggested one mailed (a durable job) with
 * the suggester's words quoted and a link to the collection. Refused whole when it is locked to
 * its workspace or private.
 */
export async function suggestCollection(
  context: GraphQLContext,
  args: MutationSuggestCollectionArgs,
): Promise<SuggestionOutcome[]> {
  const viewer = requireViewer(context);
  const access = await loadCollectionAccess(context, args);
  authorize(access.subject, 'collection:suggest');
  const emails = readAddresses(args.email);
  const message = readInviteMessage(args.emailMessage);
  if (!message.ok) throw new AppError('BAD_USER_INPUT', message.message);
  const db = context.database.db;
  const suggesterEmail = await findEmail(db, viewer.userId);
  const outcomes = await db.transaction().execute(async (trx) => {
    const active = await findActiveSuggestionEmails(trx, args.collectionId, emails);
    const users = await findUsersByEmail(trx, emails);
    const answers: SuggestionOutcome[] = [];
    for (const email of emails) {
      const outcome = suggestionOutcome({
        email,
        suggesterEmail,
        activeExists: active.has(email),
        force: args.force === true,
      });
      if (outcome.suggested) {
        await upsertSuggestion(trx, {
          collectionId: args.collectionId,
          email,
          userId: users.get(email) ?? null,
          suggestedBy: viewer.userId,
          message: message.text,
        });
      }
      answers.push(outcome);
    }
    return answers;
  });
  const suggesterName = await findPersonName(db, viewer.userId);
  const { collection } = access;
  const link = collectionLink(context.config.publicUrl, collection.workspaceId, collection.id);
  for (const outcome of outcomes.filter((answer) => answer.suggested)) {
    await context.mail.send(
      suggestionMail({
        to: outcome.email,
        suggesterName,
        collectionName: collection.name,
        link,
        emailMessage: message.text,
      }),
    );
  }
  return outcomes;
}

/**
 * The viewer's active suggestions, newest first. One whose collection became private carries no
 * collection, and says so.
 */
export async function listMyCollectionSuggestions(
  context: GraphQLContext,
  args: { limit?: number | null; nextToken?: string | null },
): Promise<CollectionSuggestionPage> {
  const viewer = requireViewer(context);
  const limit = pageSize(args.limit, 18, 100);
  const offset = Number(decodeCursor(args.nextToken, 1)?.[0] ?? 0);
  const rows = await findActiveSuggestions(context.database.db, {
    userId: viewer.userId,
    limit: limit + 1,
    offset,
  });
  const page = rows.slice(0, limit);
  const visible = page.filter((row) => !suggestionVisibility(row.sharing_type).becamePrivate);
  const collections = await getSuggestedCollections(
    context,
    visible.map((row) => ({ id: row.collection_id, workspaceId: row.workspace_id })),
  );
  const byId = new Map(collections.map((collection) => [collection.id, collection]));
  return {
    data: page.map((row) => {
      const { becamePrivate, message } = suggestionVisibility(row.sharing_type);
      return {
        id: row.id,
        collectionId: row.collection_id,
        collectionName: row.collection_name,
        collection: becamePrivate ? null : (byId.get(row.collection_id) ?? null),
        suggestedBy: row.suggested_by,
        emailMessage: row.message,
        status: row.status,
        suggestedAt: row.created_at.toISOString(),
        becamePrivate,
        message,
      };
    }),
    nextToken: rows.length > limit ? encodeCursor([offset + limit]) : null,
  };
}

/** Ignores one of the viewer's suggestions: it leaves their list and gives no more access. */
export async function ignoreSuggestion(
  context: GraphQLContext,
  args: { suggestionId: string },
): Promise<boolean> {
  const viewer = requireViewer(context);
  const ignored = await ignoreSuggestionRow(context.database.db, args.suggestionId, viewer.userId);
  if (!ignored) throw new AppError('NOT_FOUND', followingMessages.suggestionNotFound);
  return true;
}
