/** The catalogue's sharing as the web reads it: aliases of the generated types. */
import type {
  CatalogueMemberFieldsFragment,
  CataloguePermissionResultFieldsFragment,
  CatalogueRole,
} from '../../graphql/graphql.ts';

/** What is shared: a library or a collection. */
export type CatalogueKind = 'library' | 'collection';

export type { CatalogueRole };

/** Someone given a role on a library or a collection. */
export type CatalogueMember = CatalogueMemberFieldsFragment;

/** What a share, update, invite or removal answered: the people now on it. */
export type CataloguePermissionResult = CataloguePermissionResultFieldsFragment;

/** The resource the dialog shares. */
export type CatalogueTarget = { kind: CatalogueKind; id: string; workspaceId: string };
