import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { createNamer, safeFileName } from './file-names.ts';
import type { Renderer } from './render.ts';
import { keyColumnIndex, rowKey } from './row-values.ts';
import { tableLabels } from './table-labels.ts';
import { renderXlsx } from './xlsx.ts';

// Spec sheets and images are compressed already; deflating them again costs time for nothing.
const storedTypes = /^(image\/|application\/(pdf|zip)|video\/)/;

/**
 * The schedule as XLSX at the root and every row's attachments in a folder per key (the type
 * designation unless another column is chosen). Names are made safe to unpack anywhere and kept
 * unique per folder; a file attached to several rows of one type is packed once; a file storage
 * no longer has is listed in missing-files.txt rather than failing the whole export.
 */
export const renderZip: Renderer = async (document, context) => {
  const schedule = await renderXlsx(document, { ...context, onProgress: undefined });
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(output);
  const failed = new Promise<never>((_, reject) => archive.on('error', reject));
  // Raced below; until then an archive error must not surface as an unhandled rejection.
  failed.catch(() => undefined);
  archive.pipe(output);

  const date = new Date(document.header.generatedAt);
  const rootName = createNamer();
  const scheduleName = rootName(
    `${safeFileName(document.header.viewName, tableLabels.defaultSheet)}.xlsx`,
  );
  archive.append(schedule, { name: scheduleName, date });
  rootName(tableLabels.missingFiles);

  const keyIndex = keyColumnIndex(document, context.keyColumn);
  const folders = new Map<
    string,
    { name: string; namer: (name: string) => string; keys: Set<string> }
  >();
  const missing: string[] = [];
  const files = document.rows.flatMap((row) => row.files.map((file) => ({ row, file })));
  for (const [at, { row, file }] of files.entries()) {
    const key = safeFileName(rowKey(row, keyIndex), tableLabels.noKey, 80);
    let folder = folders.get(key.toLowerCase());
    if (!folder) {
      folder = { name: rootName(key), namer: createNamer(), keys: new Set() };
      folders.set(key.toLowerCase(), folder);
    }
    if (folder.keys.has(file.key)) continue;
    folder.keys.add(file.key);
    const bytes = await context.readFile(file.key);
    if (!bytes) {
      missing.push(`${folder.name}/${file.filename} (${file.column})`);
      continue;
    }
    const name = `${folder.name}/${folder.namer(safeFileName(file.filename))}`;
    archive.append(bytes, { name, date, store: storedTypes.test(file.type ?? '') });
    context.onProgress?.((at + 1) / files.length);
  }
  if (missing.length > 0) {
    const listing = [tableLabels.missingFilesIntro, '', ...missing, ''].join('\r\n');
    archive.append(listing, { name: tableLabels.missingFiles, date });
  }
  await Promise.race([archive.finalize(), failed]);
  await Promise.race([done, failed]);
  context.onProgress?.(1);
  return Buffer.concat(chunks);
};
