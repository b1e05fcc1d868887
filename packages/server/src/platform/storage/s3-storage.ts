import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.ts';
import { assertStorageKey, type Storage } from './storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Objects in a bucket of Amazon S3 or any S3-compatible store (MinIO, R2, Ceph…). */
export async function createS3Storage(config: S3Config): Promise<Storage> {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many compatible stores refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    const where = config.endpoint ? ` at ${config.endpoint}` : '';
    throw new Error(`The S3 bucket ${Bucket}${where} cannot be reached: ${describe(error)}`, {
      cause: error,
    });
  }
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return key;
  };
  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    get: async (key) => {
      const answer = await client
        .send(new GetObjectCommand({ Bucket, Key: keyOf(key) }))
        .catch(ifMissing(undefined));
      if (!answer?.Body) return undefined;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    },
    head: async (key) => {
      const answer = await client
        .send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }))
        .catch(ifMissing(undefined));
      return answer && { size: answer.ContentLength ?? 0 };
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    close: async () => client.destroy(),
  };
}

function ifMissing<T>(value: T) {
  return (error: unknown): T => {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return value;
    throw error;
  };
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) {
    return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? 'no answer'})`;
  }
  return error instanceof Error ? error.message : String(error);
}
