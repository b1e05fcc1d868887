/** The libraries API as the web reads it: aliases of the generated types. */
import type { GetLibraryInfoQuery, LibraryCardFieldsFragment } from '../../graphql/graphql.ts';

/** A library as the libraries page lists it, with what the viewer may do with it. */
export type Library = LibraryCardFieldsFragment;

/** A library with its people, for the Info modal. */
export type LibraryInfo = GetLibraryInfoQuery['getLibraryInfo_v2'];
