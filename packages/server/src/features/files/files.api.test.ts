import fs from 'node:fs';
import { identityMessages } from '@specboard/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { type FakeS3, startFakeS3 } from '../../../test/support/fake-s3.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  getPath,
  keyOfLink,
  linkTo,
  onePagePdf,
  postFile,
  storedZip,
} from './files.test-support.ts';
import { fileLinksOf, findOwnedImage } from './index.ts';

const megabyte = 1024 * 1024;

/** A 3000×2000 red PNG whose top-left quarter is fully transparent. */
async function makePng(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const transparent = x < width / 2 && y < height / 2;
      pixels.set(transparent ? [0, 0, 0, 0] : [255, 0, 0, 255], at);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe.each(['local', 's3'] as const)('files on %s storage', (storageKind) => {
  let app: TestApp;
  let fake: FakeS3 | undefined;
  let token: string;
  let userId: string;
  let png: Buffer;

  /** Every object the storage holds, wherever it is. */
  const storedKeys = (): string[] => {
    if (fake) return [...fake.objects.keys()];
    const dir = app.platform.config.files.storage;
    if (dir.kind !== 'local' || !fs.existsSync(dir.dir)) return [];
    return fs
      .readdirSync(dir.dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  };
  const countRows = async () =>
    Number(
      (
        await app.platform.database.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    fake = storageKind === 's3' ? await startFakeS3() : undefined;
    app = await startTestApp(
      fake
        ? {
            S3_BUCKET: fake.bucket,
            S3_ENDPOINT: fake.endpoint,
            S3_ACCESS_KEY_ID: 'test',
            S3_SECRET_ACCESS_KEY: 'test-secret',
          }
        : {},
    );
    const client = new ApiClient(app.url);
    const session = await signUpAndSignIn(app, client, `files-${storageKind}@example.com`);
    token = session!.accessToken;
    userId = session!.user.id;
    png = await makePng();
  });

  afterAll(async () => {
    await app.stop();
    await fake?.close();
  });

  it('stores a PNG with thumbnails on a white canvas, and serves it back byte for byte', async () => {
    expect(app.platform.storage.kind).toBe(storageKind);
    const name = 'Façade plan.png';
    const upload = await postFile(app.url, png, { name, type: 'image/png', token });
    expect(upload.status).toBe(201);
    const file = upload.json();
    expect(file).toMatchObject({ filename: name, type: 'image/png', size: png.length });
    expect(file.key).toMatch(/^[0-9a-f]{40}$/);
    // Signed links that expire, not the bare key.
    expect(file.url).toMatch(linkTo(file.key));
    expect(upload.headers.location).toBe(file.url);
    expect(file.thumbnails).toEqual({
      small: expect.stringMatching(linkTo(`${file.key}.small.png`)),
      medium: expect.stringMatching(linkTo(`${file.key}.medium.png`)),
      large: expect.stringMatching(linkTo(`${file.key}.large.png`)),
      full: expect.stringMatching(linkTo(`${file.key}.full.png`)),
    });

    const download = await getPath(app.url, file.url);
    expect(download.status).toBe(200);
    expect(download.body.equals(png)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `inline; filename="Fa_ade plan.png"; filename*=UTF-8''Fa%C3%A7ade%20plan.png`,
      'cache-control': expect.stringMatching(/^private, max-age=\d+$/),
      etag: `"${file.key}"`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    // Kept by the browser no longer than the link lasts (15 minutes by default).
    const maxAge = Number(download.headers['cache-control']?.split('=')[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(900);
    const again = await getPath(app.url, file.url, { 'if-none-match': `"${file.key}"` });
    expect(again.status).toBe(304);
    const head = await getPath(app.url, file.url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));

    const expected = {
      small: [64, 43],
      medium: [256, 171],
      large: [1024, 683],
      full: [2048, 1365],
    };
    for (const [size, [width, height]] of Object.entries(expected)) {
      const thumbnail = await getPath(app.url, file.thumbnails[size]);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/png');
      expect(thumbnail.headers['content-disposition']).toContain(`Fa%C3%A7ade%20plan-${size}.png`);
      const image = sharp(thumbnail.body);
      expect(await image.metadata()).toMatchObject({
        format: 'png',
        width,
        height,
        hasAlpha: false,
      });
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray(
          (y * info.width + x) * info.channels,
          (y * info.width + x) * info.channels + 3,
        ),
      ];
      expect(pixel(0, 0)).toEqual([255, 255, 255]);
      expect(pixel(info.width - 1, info.height - 1)).toEqual([255, 0, 0]);
    }

    const keys = [file.url, ...Object.values(file.thumbnails as Record<string, string>)].map(
      keyOfLink,
    );
    expect(storedKeys()).toEqual(expect.arrayContaining(keys));
    if (fake) expect(fake.objects.get(file.key)?.body.equals(png)).toBe(true);

    expect(await findOwnedImage(app.platform, userId, file.key)).toEqual({
      key: file.key,
      thumbnails: Object.fromEntries(
        Object.entries(file.thumbnails as Record<string, string>).map(([size, url]) => [
          size,
          keyOfLink(url),
        ]),
      ),
    });
    expect(await findOwnedImage(app.platform, 'someone-else', file.key)).toBeUndefined();
  });

  it('makes thumbnails of a PDF’s first page, as of an image (needs pdftoppm)', async () => {
    const answer = await postFile(app.url, onePagePdf(), { name: 'datasheet.pdf', token });
    expect(answer.status).toBe(201);
    const thumbnails = answer.json().thumbnails;
    expect(Object.keys(thumbnails).sort()).toEqual(['full', 'large', 'medium', 'small']);
    const small = await getPath(app.url, thumbnails.small);
    expect(small.headers['content-type']).toBe('image/png');
    expect((await sharp(small.body).metadata()).width).toBe(64);
    // Thumbnails do not make it an image: it cannot be a picture or a logo.
    expect(await findOwnedImage(app.platform, userId, answer.json().key)).toBeUndefined();
  });

  it('keeps documents without thumbnails (a PDF with no page to draw), inline for PDF and as attachments otherwise', async () => {
    const spec = await postFile(app.url, pdf, { name: 'spec sheet.pdf', token });
    expect(spec.status).toBe(201);
    expect(spec.json()).toMatchObject({ type: 'application/pdf', thumbnails: null });
    const pdfDownload = await getPath(app.url, spec.json().url);
    expect(pdfDownload.headers['content-disposition']).toMatch(/^inline; /);
    expect(await findOwnedImage(app.platform, userId, spec.json().key)).toBeUndefined();

    const ies = 'IESNA:LM-63-2002\n[MANUFAC] Acme\nTILT=NONE\n1 1000 1 3 1 1 2 0 0 0\n';
    const cases = [
      { name: 'A1 downlight.IES', body: Buffer.from(ies), type: 'application/x-ies' },
      { name: 'schedule.csv', body: Buffer.from('Type,Qty\nA1,12\n'), type: 'text/csv' },
      {
        name: 'Luminaire schedule.docx',
        body: storedZip({ 'word/document.xml': '<w:document/>' }),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { name: 'drawings.zip', body: storedZip({ 'readme.txt': 'plans' }), type: 'application/zip' },
    ];
    for (const { name, body, type } of cases) {
      const answer = await postFile(app.url, body, {
        name,
        type: 'application/octet-stream',
        token,
      });
      expect(answer.status, name).toBe(201);
      expect(answer.json()).toMatchObject({ filename: name, type, thumbnails: null });
      const download = await getPath(app.url, answer.json().url);
      expect(download.body.equals(body)).toBe(true);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    }
  });

  describe('refusals store nothing', () => {
    let before: { rows: number; objects: number };
    const expectNothingStored = async () => {
      expect(await countRows()).toBe(before.rows);
      expect(storedKeys()).toHaveLength(before.objects);
    };
    beforeAll(async () => {
      before = { rows: await countRows(), objects: storedKeys().length };
    });

    it('refuses a 20 MB upload with the limit, declared or streamed', async () => {
      const big = Buffer.alloc(20 * megabyte, 1);
      for (const streamed of [false, true]) {
        const answer = await postFile(app.url, big, { name: 'big.png', token, streamed });
        expect(answer.status).toBe(413);
        expect(answer.json()).toEqual({
          errors: [
            {
              message: 'The file is larger than the limit of 10 MB.',
              extensions: { code: 'REQUEST_TOO_LARGE', limit: 10 * megabyte },
            },
          ],
        });
      }
      await expectNothingStored();
    });

    it('refuses a PDF named photo.png, naming both types', async () => {
      const answer = await postFile(app.url, pdf, { name: 'photo.png', type: 'image/png', token });
      expect(answer.status).toBe(415);
      expect(answer.json().errors[0]).toEqual({
        message: 'The file photo.png is not a PNG image: its content is a PDF document.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'CONTENT_MISMATCH' },
      });
      await expectNothingStored();
    });

    it('refuses types we do not take, text that is not IES, and broken images', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
      const refusals = [
        { name: 'setup.exe', body: exe, status: 415, reason: 'UNSUPPORTED_TYPE' },
        { name: 'notes.csv', body: png, status: 415, reason: 'CONTENT_MISMATCH' },
        { name: 'lamp.ies', body: Buffer.from('hello'), status: 415, reason: 'CONTENT_MISMATCH' },
        { name: 'cut.png', body: png.subarray(0, 2000), status: 400, reason: 'UNREADABLE_IMAGE' },
        { name: 'empty.pdf', body: Buffer.alloc(0), status: 400, reason: 'EMPTY_FILE' },
        { name: '', body: pdf, status: 400, reason: 'MISSING_FILE_NAME' },
      ];
      for (const { name, body, status, reason } of refusals) {
        const answer = await postFile(app.url, body, { name, token });
        expect(answer.status, name).toBe(status);
        expect(answer.json().errors[0].extensions, name).toEqual({
          code: 'BAD_USER_INPUT',
          reason,
        });
      }
      const ies = await postFile(app.url, Buffer.from('hello'), { name: 'lamp.ies', token });
      expect(ies.json().errors[0].message).toBe(
        'The file lamp.ies is not an IES photometric file: its content is text without a TILT= line.',
      );
      await expectNothingStored();
    });

    it('refuses an upload without a valid token with 401', async () => {
      const none = await postFile(app.url, png, { name: 'photo.png' });
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.json()).toEqual({
        errors: [
          { message: identityMessages.signInRequired, extensions: { code: 'UNAUTHENTICATED' } },
        ],
      });
      const forged = await postFile(app.url, png, { name: 'photo.png', token: 'not.a.token' });
      expect(forged.status).toBe(401);
      expect(forged.json().errors[0].message).toBe(identityMessages.sessionExpired);
      await expectNothingStored();
    });
  });

  it('answers 404 for unknown and malformed keys behind a valid link, and 405 for other methods', async () => {
    const links = fileLinksOf(app.platform);
    for (const key of ['0'.repeat(40), `${'0'.repeat(40)}.small.png`, '../etc/passwd']) {
      const answer = await getPath(app.url, links.url(key));
      expect(answer.status, key).toBe(404);
      expect(answer.json().errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const undecodable = await getPath(app.url, '/files/%E0%A4%A');
    expect(undecodable.status).toBe(403);
    expect((await getPath(app.url, '/files', {}, 'GET')).status).toBe(405);
    expect((await getPath(app.url, `/files/${'0'.repeat(40)}`, {}, 'DELETE')).status).toBe(405);
  });
});
