import {
  AppError,
  cellMessages,
  contributionInputs,
  initialCellVersion,
  messages,
  nextCellVersion,
  normalizeCellVersion,
  sameCellVersion,
  scheduleMessages,
  scheduleSchema,
  typeSortKey,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CellUpdate, MutationUpdateCellArgs } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { withUploadedFiles } from './attachment-cells.ts';
import { checkCellEdit, withCells } from './cell-checks.ts';
import { findRowForEdit, swapRow } from './cells.repository.ts';
import { announceProductChanges, markProductChanges, noProductMarks } from './product-marks.ts';
import { rowIdOf, toRowJson } from './row-presenter.ts';
import { authorizeEdit, loadScheduleAccess, type ScheduleAccess } from './schedule-access.ts';
import { announceTotalsChanged, publishRows } from './schedule-events.ts';
import { isEmptyDelta, totalsDelta } from './totals.ts';

const noTotalsChange = { byType: [], byTag: [] };

const rowNotFound = () => new AppError('NOT_FOUND', scheduleMessages.rowNotFound);

/** Tries that may lose to edits of other cells of the same row before giving up. */
const maxSwapAttempts = 20;

/**
 * One cell edit, accepted only if the cell is still at `version`. The row is read, the new cells
 * computed by the domain, then swapped in by one statement that also checks nothing changed
 * meanwhile: a stale edit changes nothing, and no two edits ever take the same version.
 */
export async function updateCell(
  context: GraphQLContext,
  args: MutationUpdateCellArgs,
): Promise<CellUpdate> {
  const viewer = requireViewer(context);
  const rowId = rowIdOf(args.row);
  const access = await loadScheduleAccess(context, { ...args, rowId });
  authorizeEdit(access);
  const schema = scheduleSchema(access.schedule.customFields);
  const checked = checkCellEdit(access, schema, args.col, args.values ?? args.value);
  const { cells: filled, unknown } = await withUploadedFiles(context, access, [checked]);
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', cellMessages.notAttachments);
  const edit = filled[0] ?? checked;
  const { column, value } = edit;
  const version = normalizeCellVersion(args.version);
  if (!version) throw new AppError('VERSION_CONFLICT', messages.incorrectVersion);
  const scheduleId = access.schedule.id;
  const session = args.session ?? null;

  for (let attempt = 0; attempt < maxSwapAttempts; attempt++) {
    // The first try uses the row read with the access check; a lost race reads it again.
    const current =
      attempt === 0
        ? (access.row ?? undefined)
        : await findRowForEdit(context.database, scheduleId, rowId);
    if (!current) throw rowNotFound();
    const currentVersion = current.versions[column.id] ?? initialCellVersion;
    if (!sameCellVersion(currentVersion, version)) {
      throw new AppError('VERSION_CONFLICT', messages.versionConflict, {
        currentVersion,
        currentValue: current.cells[column.id] ?? null,
      });
    }
    const newVersion = nextCellVersion(currentVersion);
    const cells = withCells(current.cells, [edit]);
    // Totals are a project's: a collection's products keep none.
    const delta =
      contributionInputs.has(column.id) && access.schedule.projectId
        ? totalsDelta([{ before: current.cells, after: cells }])
        : noTotalsChange;
    const movesTotals = !isEmptyDelta(delta);
    const swap = {
      scheduleId,
      rowId,
      cells,
      col: column.id,
      version: newVersion,
      typeKey: typeSortKey(cells.typeDesignation),
      session,
      userId: viewer.userId,
      oldValue: current.cells[column.id] ?? null,
      newValue: value,
      before: current,
      totals: movesTotals ? delta : null,
    };
    // A project's edit is the one statement; a product's marks the rows using it in the same
    // transaction (issue 23).
    const { stored, marks } = access.schedule.collectionId
      ? await swapProduct(context, access, swap)
      : { stored: await swapRow(context.database, swap), marks: noProductMarks };
    if (!stored) continue;
    const row = toRowJson(stored);
    publishRows(context, scheduleId, [row], session);
    await announceProductChanges(context, marks);
    if (movesTotals && access.schedule.projectId) {
      announceTotalsChanged(context, access.schedule.projectId);
    }
    return { row, col: column.id, version: newVersion };
  }
  throw new AppError('VERSION_CONFLICT', messages.versionConflict);
}

/** A collection's product edit with the marking of the rows referencing it, in one transaction. */
function swapProduct(
  context: GraphQLContext,
  access: ScheduleAccess,
  swap: Parameters<typeof swapRow>[1],
) {
  return context.database.rawTransaction(async (run) => {
    const stored = await swapRow(
      { executePrepared: (_name, text, values) => run(text, values), executeSql: run },
      swap,
    );
    const marks = stored
      ? await markProductChanges(run, access, [stored], [swap.col])
      : noProductMarks;
    return { stored, marks };
  });
}
