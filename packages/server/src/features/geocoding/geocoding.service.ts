import { AppError, projectMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import type { Address } from '../../platform/geocoder/geocoder.ts';

export const addressSearchLimits = { minQuery: 2, maxQuery: 100, defaultLimit: 8, maxLimit: 20 };

/** Places matching what the signed-in user types in an address field, best first. */
export async function searchAddress(
  context: GraphQLContext,
  rawQuery: string,
  rawLimit: number | null | undefined,
): Promise<Address[]> {
  requireViewer(context);
  const query = rawQuery.trim();
  if (query.length > addressSearchLimits.maxQuery) {
    throw new AppError(
      'BAD_USER_INPUT',
      projectMessages.addressQueryTooLong(addressSearchLimits.maxQuery),
    );
  }
  const limit = rawLimit ?? addressSearchLimits.defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > addressSearchLimits.maxLimit) {
    throw new AppError(
      'BAD_USER_INPUT',
      projectMessages.addressLimitOutOfRange(addressSearchLimits.maxLimit),
    );
  }
  if (query.length < addressSearchLimits.minQuery) return [];
  return context.geocoder.search(query, limit);
}
