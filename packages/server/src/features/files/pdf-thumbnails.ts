import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { thumbnailBoxes } from '@specboard/domain';
import type { Logger } from '../../logger.ts';
import { makeThumbnails, type Thumbnail } from './thumbnails.ts';

/** Poppler's renderer (Debian: poppler-utils); the PATH decides which one runs. */
const pdftoppm = 'pdftoppm';
/** A PDF's first page that takes longer is given up: it is stored without thumbnails. */
const renderTimeoutMs = 15_000;

let missingLogged = false;

/**
 * Thumbnails of a PDF's first page, in the same sizes as an image's. The page is rendered by
 * pdftoppm in a child process with a time limit (an untrusted document must not hold the
 * server), its long side at the largest box. Without pdftoppm, or for a PDF it cannot render,
 * there are none: the file is kept all the same.
 */
export async function makePdfThumbnails(
  bytes: Buffer,
  filename: string,
  logger: Pick<Logger, 'warn'>,
): Promise<Thumbnail[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'specboard-pdf-'));
  try {
    const input = path.join(dir, 'input.pdf');
    const output = path.join(dir, 'page');
    await writeFile(input, bytes);
    const rendered = await run([
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-scale-to',
      String(thumbnailBoxes.full),
      input,
      output,
    ]);
    if (rendered === 'missing') {
      if (!missingLogged) {
        missingLogged = true;
        logger.warn('pdftoppm is not installed (Debian: poppler-utils): PDFs get no thumbnails');
      }
      return [];
    }
    if (rendered !== 'ok') {
      logger.warn({ filename, error: rendered }, 'the first page of a PDF could not be rendered');
      return [];
    }
    return await makeThumbnails(await readFile(`${output}.png`), filename);
  } catch (error) {
    logger.warn({ filename, err: error }, 'thumbnails of a PDF could not be made');
    return [];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(args: string[]): Promise<'ok' | 'missing' | string> {
  return new Promise((resolve) => {
    execFile(
      pdftoppm,
      args,
      { timeout: renderTimeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve('ok');
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return resolve('missing');
        resolve(error.killed ? 'timed out' : String(stderr).trim().slice(0, 200) || error.message);
      },
    );
  });
}
