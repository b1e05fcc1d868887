import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/support/fake-s3.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createStorage, type Storage } from './storage.ts';

const s3Settings = (fake: FakeS3) => ({
  S3_BUCKET: fake.bucket,
  S3_ENDPOINT: fake.endpoint,
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

describe.each(['local', 's3'] as const)('%s storage', (kind) => {
  let storage: Storage;
  let fake: FakeS3 | undefined;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-storage-'));
    fake = kind === 's3' ? await startFakeS3() : undefined;
    const env = fake ? s3Settings(fake) : { FILES_DIR: dir };
    storage = await createStorage(loadConfig(env).files.storage);
  });

  afterAll(async () => {
    await storage.close();
    await fake?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an object and gives it back as a stream with its size', async () => {
    expect(storage.kind).toBe(kind);
    await storage.put('abc123.txt', Buffer.from('hello, storage'), 'text/plain');
    const object = await storage.get('abc123.txt');
    expect(object?.size).toBe(14);
    expect(await text(object!.body)).toBe('hello, storage');
    expect(await storage.head('abc123.txt')).toEqual({ size: 14 });
    if (fake) expect(fake.objects.get('abc123.txt')?.body.toString()).toBe('hello, storage');
    else expect(fs.readFileSync(path.join(dir, 'ab', 'abc123.txt'), 'utf8')).toBe('hello, storage');
  });

  it('answers undefined for a missing key, and deletes quietly', async () => {
    expect(await storage.get('missing')).toBeUndefined();
    expect(await storage.head('missing')).toBeUndefined();
    await storage.put('gone', Buffer.from('x'), 'text/plain');
    await storage.delete('gone');
    await storage.delete('gone');
    expect(await storage.head('gone')).toBeUndefined();
  });

  it('refuses keys that could escape the folder or bucket prefix', async () => {
    for (const key of ['../etc/passwd', 'a/b', '', '.hidden', 'a..b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Invalid storage key/,
      );
    }
  });
});

describe('choosing the storage from the environment', () => {
  it('uses DATA_DIR/files by default, FILES_DIR when set, and S3 when a bucket is named', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).files.storage).toEqual({
      kind: 'local',
      dir: path.resolve('/srv/data/files'),
    });
    expect(loadConfig({ FILES_DIR: '/srv/files' }).files.storage).toEqual({
      kind: 'local',
      dir: path.resolve('/srv/files'),
    });
    expect(
      loadConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000' }).files.storage,
    ).toMatchObject({ kind: 's3', bucket: 'uploads', forcePathStyle: true, region: 'us-east-1' });
    expect(loadConfig({ S3_BUCKET: 'uploads' }).files.storage).toMatchObject({
      forcePathStyle: false,
      endpoint: undefined,
    });
  });

  it('refuses settings that do not go together, naming the variable to fix', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(messageOf({ S3_ENDPOINT: 'http://minio:9000' })).toContain(
      'S3_BUCKET="": expected a bucket name, since S3_ENDPOINT is set',
    );
    expect(messageOf({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toContain(
      'S3_SECRET_ACCESS_KEY="": expected a value, since S3_ACCESS_KEY_ID is set',
    );
    expect(messageOf({ S3_BUCKET: 'Bad_Bucket' })).toContain(
      'S3_BUCKET="Bad_Bucket": expected 3 to 63 lower-case letters',
    );
    expect(messageOf({ UPLOAD_MAX_BYTES: 'ten' })).toContain('UPLOAD_MAX_BYTES="ten"');
    expect(messageOf({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' })).toContain(
      'S3_ENDPOINT="minio:9000": expected a URL starting with http:// or https://',
    );
  });

  it('refuses to start when the bucket cannot be reached', async () => {
    const fake = await startFakeS3('another-bucket');
    try {
      const config = loadConfig({ ...s3Settings(fake), S3_BUCKET: 'specboard-missing' });
      await expect(createStorage(config.files.storage)).rejects.toThrow(
        `The S3 bucket specboard-missing at ${fake.endpoint} cannot be reached: NotFound (HTTP 404)`,
      );
    } finally {
      await fake.close();
    }
  });
});
