import { allRoles, libraryMessages, type Role, roleLabel } from '@specboard/domain';
import type { AbilityLike } from '../../ui/ability/index.ts';
import type { Library } from './libraries.types.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date as lists show it ('Nov 21, 2026'); an unreadable one as sent. */
export function formatLibraryDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function libraryKindLabel(library: Pick<Library, 'kind'>): string {
  return library.kind === 'default' ? 'Default library' : 'Custom library';
}

export function collectionCountLabel(count: number): string {
  return count === 1 ? '1 collection' : `${count} collections`;
}

/** Delete is for custom libraries only: the default one says why, whatever the viewer's role. */
export function deleteAbilityOf(library: Library): AbilityLike {
  if (library.kind === 'default') {
    return {
      allowed: false,
      reason: 'defaultLibrary',
      message: libraryMessages.defaultNotDeletable,
    };
  }
  return library.abilities.delete;
}

/** The viewer's role as the product names it ('Owner', 'Creator(Admin)', …). */
export function myRoleLabel(role: string): string {
  return (allRoles as readonly string[]).includes(role) ? roleLabel(role as Role) : role;
}
