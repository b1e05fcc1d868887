import {
  AppError,
  followingMessages,
  isOpenSharingType,
  isValidEmail,
  normalizeEmail,
  readInviteMessage,
  sharingMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { collectionLink, loadCollectionAccess } from '../collections/index.ts';
import { loadScheduleAccess, readRowsToExport } from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import { findPersonName, findSharing } from './following.repository.ts';
import { tradeShowMail } from './following-mail.ts';

/**
 * Sends a collection's products (all, or those named) to a visitor's address, as at a trade show:
 * each with its name, manufacturer, model and product URL, the sender's words quoted, and the
 * collection's link while it is open. A durable mail job; bad input changes nothing.
 */
export async function tradeShowSendEmail(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    collectionId: string;
    email: string;
    productIds?: string[] | null;
    message?: string | null;
  },
): Promise<boolean> {
  const viewer = requireViewer(context);
  const { collection, subject } = await loadCollectionAccess(context, args);
  authorize(subject, 'collection:tradeShowMail');
  const to = args.email.trim();
  if (!isValidEmail(to))
    throw new AppError('BAD_USER_INPUT', sharingMessages.unparseableEmails(to));
  const message = readInviteMessage(args.message);
  if (!message.ok) throw new AppError('BAD_USER_INPUT', message.message);
  const rows = await loadSchedule(context, args);
  const wanted = args.productIds ? new Set(args.productIds) : undefined;
  const products = wanted ? rows.filter((row) => wanted.has(row.id)) : rows;
  if (wanted && products.length !== wanted.size) {
    throw new AppError('BAD_USER_INPUT', followingMessages.productsNotFound);
  }
  if (products.length === 0)
    throw new AppError('BAD_USER_INPUT', followingMessages.noProductsToSend);
  const db = context.database.db;
  const [sharing, senderName] = await Promise.all([
    findSharing(db, args.collectionId),
    findPersonName(db, viewer.userId),
  ]);
  const page = collectionLink(context.config.publicUrl, collection.workspaceId, collection.id);
  const link =
    sharing.shared_link_token && isOpenSharingType(sharing.sharing_type)
      ? `${page}?accessToken=${encodeURIComponent(sharing.shared_link_token)}`
      : null;
  await context.mail.send(
    tradeShowMail({
      to: normalizeEmail(to),
      senderName,
      collectionName: collection.name,
      products: products.map((row) => row.cells),
      message: message.text,
      link,
    }),
  );
  return true;
}

/** The collection's products (rows of its live schedule, not deleted), in order. */
async function loadSchedule(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string },
) {
  const access = await loadScheduleAccess(context, args);
  return readRowsToExport(context.database, access.schedule.id);
}
