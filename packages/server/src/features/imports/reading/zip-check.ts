import { AppError, importLimits, importMessages } from '@specboard/domain';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A merged range of a sheet, from 1 as a spreadsheet numbers rows and columns. */
export type MergeRange = { top: number; left: number; bottom: number; right: number };

/** What the check learnt on its way: each sheet's merged ranges near the top (the headers), by name. */
export type WorkbookCheck = { merges: Map<string, MergeRange[]> };

/** Small parts kept whole on the way, to name the sheets: at most this many characters each. */
const partCap = 1_000_000;

const refuse = (message: string, reason: string) =>
  new AppError('BAD_USER_INPUT', message, { reason });

/** Names as the archive wrote them (decodeStrings off: yauzl would refuse them with its own words). */
const nameOf = (entry: Entry) =>
  Buffer.isBuffer(entry.fileName) ? entry.fileName.toString('utf8') : String(entry.fileName);

const unsafeName = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((part) => part === '..') ||
  name.includes('\0');

const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);

function parseRange(ref: string): MergeRange | null {
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/i.exec(ref);
  if (!m) return null;
  return {
    left: columnNumber(m[1] as string),
    top: Number(m[2]),
    right: columnNumber(m[3] as string),
    bottom: Number(m[4]),
  };
}

/** Merges whose top is this near the start are kept: they can only matter to the headers. */
const headerMergeRows = 60;

/**
 * Inflates one entry with a byte cap (a lying header cannot pass: the inflated bytes are counted,
 * not the sizes the directory claims), passing each chunk to `see`.
 */
async function inflateCapped(
  zip: ZipFile,
  entry: Entry,
  cap: number,
  see?: (chunk: string) => void,
): Promise<number> {
  // yauzl inflates, and with validateEntrySizes stops a stream longer than its header says.
  const stream = await zip.openReadStreamPromise(entry);
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > cap) throw refuse(importMessages.archiveTooLarge, 'zipBomb');
      see?.(chunk.toString('latin1'));
    }
  } finally {
    stream.destroy();
  }
  return total;
}

function mergeScanner(into: MergeRange[]) {
  let tail = '';
  return (chunk: string) => {
    const text = tail + chunk;
    for (const m of text.matchAll(/<(?:\w+:)?mergeCell\s+ref="([A-Z]+\d+:[A-Z]+\d+)"/gi)) {
      const range = parseRange(m[1] as string);
      if (range && range.top <= headerMergeRows && into.length < 1000) into.push(range);
    }
    // A tag cut between two chunks is read with the next one.
    tail = text.slice(-200);
  };
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** Each sheet's merges by its name, through the workbook's list of sheets and its relations. */
function mergesByName(workbookXml: string, relsXml: string, byTarget: Map<string, MergeRange[]>) {
  const targets = new Map<string, string>();
  for (const [tag] of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target.replace(/^\/?xl\//, ''));
  }
  const merges = new Map<string, MergeRange[]>();
  for (const [tag] of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = attribute(tag, 'name');
    const id = attribute(tag, 'r:id');
    const target = id ? targets.get(id) : undefined;
    if (name && target) merges.set(unescapeXml(name), byTarget.get(target) ?? []);
  }
  return merges;
}

async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > importLimits.zip.maxEntries) {
    throw refuse(importMessages.archiveTooLarge, 'tooManyEntries');
  }
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Checks a workbook's ZIP before anything else reads it: names that could escape a folder
 * (zip-slip), too many entries, too much once unpacked or too high a ratio (zip bombs, checked
 * on the directory and again while inflating every entry with a cap), encrypted entries, and a
 * truncated or damaged file.
 */
export async function checkWorkbookZip(
  path: string,
  compressedSize: number,
): Promise<WorkbookCheck> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      decodeStrings: false,
      autoClose: false,
    });
  } catch {
    throw refuse(importMessages.damaged, 'damaged');
  }
  const { maxEntries, maxUncompressedBytes, maxRatio } = importLimits.zip;
  try {
    let entries: Entry[];
    try {
      entries = await entriesOf(zip);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refuse(importMessages.damaged, 'damaged');
    }
    if (entries.length > maxEntries) throw refuse(importMessages.archiveTooLarge, 'tooManyEntries');
    let declared = 0;
    for (const entry of entries) {
      const name = nameOf(entry);
      if (unsafeName(name)) throw refuse(importMessages.unsafeArchive, 'zipSlip');
      if (entry.isEncrypted()) throw refuse(importMessages.encrypted, 'encrypted');
      declared += entry.uncompressedSize;
    }
    const overall = Math.max(maxUncompressedBytes, 0);
    if (declared > overall || declared > Math.max(compressedSize, 1) * maxRatio) {
      throw refuse(importMessages.archiveTooLarge, 'zipBomb');
    }
    // What the directory claims is checked above; what the entries really hold, here.
    let inflated = 0;
    const byTarget = new Map<string, MergeRange[]>();
    let workbookXml = '';
    let relsXml = '';
    for (const entry of entries) {
      const name = nameOf(entry);
      if (name.endsWith('/')) continue;
      const room = Math.min(overall - inflated, Math.max(entry.compressedSize, 1024) * maxRatio);
      const sheet = /^xl\/(worksheets\/sheet\d+\.xml)$/.exec(name);
      const found: MergeRange[] = [];
      const keep = name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels';
      let text = '';
      const see = sheet
        ? mergeScanner(found)
        : keep
          ? (chunk: string) => {
              if (text.length < partCap) text += chunk;
            }
          : undefined;
      try {
        inflated += await inflateCapped(zip, entry, room, see);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw refuse(importMessages.damaged, 'damaged');
      }
      if (sheet) byTarget.set(sheet[1] as string, found);
      if (name === 'xl/workbook.xml') workbookXml = text;
      if (name === 'xl/_rels/workbook.xml.rels') relsXml = text;
    }
    return { merges: mergesByName(workbookXml, relsXml, byTarget) };
  } finally {
    zip.close();
  }
}
