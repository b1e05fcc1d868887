import { cellText, guessColumns, importLimits } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  ImportPreview,
  QueryPreviewImportDocumentArgs,
} from '../../graphql/resolvers.generated.ts';
import { toColumn } from '../schedule/index.ts';
import { loadImportTarget, loadOwnUpload } from './import-target.ts';
import { headerLabel, isEmptyRow, readDocument } from './reading/document.ts';
import { withStoredSheet } from './reading/sheet-reader.ts';

/**
 * Reads an uploaded document for the mapping step: its header, the first 20 rows, every row
 * counted (streamed to the end), and a guess of the target column of each source column.
 */
export async function previewImportDocument(
  context: GraphQLContext,
  args: QueryPreviewImportDocumentArgs,
): Promise<ImportPreview> {
  const { targetColumns } = await loadImportTarget(context, args);
  const upload = await loadOwnUpload(context, args.key);
  return withStoredSheet(context.storage, args.key, args.sheetName ?? null, async (sheet) => {
    const document = await readDocument(sheet);
    const rows: (string | null)[][] = [];
    let rowsCount = 0;
    let width = document.headers.length;
    for await (const row of document.rows) {
      if (isEmptyRow(row.cells)) continue;
      rowsCount++;
      if (rows.length < importLimits.previewRows) {
        rows.push(row.cells.map(cellText));
        width = Math.max(width, row.cells.length);
      }
    }
    const sources = Array.from({ length: width }, (_, index) => ({
      index,
      header: headerLabel(document.headers, index),
      samples: rows
        .map((row) => row[index] ?? null)
        .filter((value): value is string => value !== null)
        .slice(0, importLimits.samplesPerColumn),
    }));
    // A blank header says nothing by name: only its values are read.
    const guesses = guessColumns(
      sources.map((source) => ({
        ...source,
        header: document.headers[source.index]?.trim() ? source.header : '',
      })),
      targetColumns,
    );
    return {
      key: args.key,
      fileName: upload.filename,
      format: sheet.format,
      sheetName: sheet.sheetName,
      delimiter: sheet.delimiter === '\t' ? 'tab' : sheet.delimiter,
      headerRow: document.headerRow,
      columns: sources.map((source, index) => ({
        ...source,
        columnId: guesses[index]?.columnId ?? null,
        guessedBy: guesses[index]?.guessedBy ?? 'none',
      })),
      rows: rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? null)),
      rowsCount,
      targetColumns: targetColumns.map(toColumn),
    };
  });
}
