import {
  type ScheduleColumn as DomainColumn,
  differingReferenceFields,
  type RowPhotometry,
  type RowProduct,
  rowPhotometry,
} from '@specboard/domain';
import type { ScheduleColumn } from '../../graphql/resolvers.generated.ts';
import type { StoredRow } from './rows.repository.ts';

/** A row as the API answers it: one JSON value, so no per-field resolver work. */
export type RowJson = {
  id: string;
  key: string;
  order: number;
  hidden: boolean;
  cells: Record<string, unknown>;
  versions: Record<string, string>;
  session: string | null;
  updatedBy: string | null;
  updatedAt: string;
  /** The product the row keeps a reference to (issue 23), or null. */
  product: RowProduct | null;
  /**
   * The row's IES file (issue 25): its lumens, input watts, efficacy and CCT, and where the row's
   * own lumens or wattage differ from it, computed from the cells as they stand; null without one.
   */
  photometry: RowPhotometry | null;
};

function toRowProduct(row: StoredRow): RowProduct | null {
  if (!row.ref_collection_id || !row.ref_product_id) return null;
  const removed = row.ref_removed ?? false;
  return {
    collectionId: row.ref_collection_id,
    productId: row.ref_product_id,
    collectionName: row.ref_collection_name ?? '',
    takenAt: row.ref_taken_at,
    updateAvailable: row.ref_update_available && !removed,
    edited: differingReferenceFields(row.cells, row.ref_values ?? {}).length > 0,
    removed,
  };
}

export const rowKeyPrefix = 'ROW#';

export function toRowJson(row: StoredRow): RowJson {
  return {
    id: row.id,
    key: `${rowKeyPrefix}${row.id}`,
    order: Number(row.position),
    hidden: row.hidden,
    cells: row.cells,
    versions: row.versions,
    session: row.session,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
    product: toRowProduct(row),
    photometry: rowPhotometry(row.cells),
  };
}

/** A row id from its id or its key (ROW#id). */
export function rowIdOf(rowOrKey: string): string {
  return rowOrKey.startsWith(rowKeyPrefix) ? rowOrKey.slice(rowKeyPrefix.length) : rowOrKey;
}

/** A schema column as the API answers it, every optional field present. */
export function toColumn(column: DomainColumn): ScheduleColumn {
  return {
    id: column.id,
    name: column.name,
    type: column.type,
    arrayType: column.arrayType ?? null,
    formulaType: null,
    maxLen: column.maxLen ?? null,
    multiline: column.multiline ?? false,
    hint: column.hint ?? null,
  };
}
