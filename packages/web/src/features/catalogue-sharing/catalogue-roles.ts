import {
  defaultInviteRole,
  invitableWorkspaceRoles,
  needsEditingRoleConfirmation,
} from '@specboard/domain';
import type { CatalogueRole } from './catalogue-sharing.types.ts';

/** The roles offered on a library or a collection, lowest first (spec 001 §5). */
export const catalogueRoles: readonly CatalogueRole[] = invitableWorkspaceRoles;

/** Invitees are viewers unless another role is chosen. */
export const defaultCatalogueRole: CatalogueRole = defaultInviteRole;

export function isCatalogueRole(value: string): value is CatalogueRole {
  return (catalogueRoles as readonly string[]).includes(value);
}

/** Giving an editing role asks first (the catalogue knows nothing of paid status: always). */
export function asksBeforeGiving(role: CatalogueRole): boolean {
  return needsEditingRoleConfirmation(role, false);
}

// Spec 001 §6: what each role may do.
export const catalogueRoleDescriptions: Record<CatalogueRole, string> = {
  viewer: 'View and comment only.',
  editor: 'Modify data, view and comment.',
  creator: 'Modify the setup, delete, and manage who has access.',
};
